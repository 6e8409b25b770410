/** A campaign tag shaped like an address or phone number (a link carrying its recipient) is replaced before storage. */
export const EMAIL_MARKER = "(email)";
export const PHONE_MARKER = "(phone)";

const EMAIL = /[^\s@/?#&=]+\s*(?:@|%40)\s*[^\s@/?#&=]+\.[a-z]{2,}/gi;
const PHONE = /(?:\+|\b00)?\(?\d(?:[\d\s().-]*\d)?/g;
const digitsOf = (text: string) => text.replace(/\D/g, "").length;

export function withoutPersonalData(value: string): string {
  return value
    .replace(EMAIL, EMAIL_MARKER)
    .replace(PHONE, (match) => {
      const digits = digitsOf(match);
      return digits >= 9 && digits <= 15 ? PHONE_MARKER : match;
    });
}
