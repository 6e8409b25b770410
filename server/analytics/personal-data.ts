/**
 * What a stored campaign tag may not hold: a value shaped like an email
 * address or a phone number (a link that carries who it was sent to) is
 * replaced by a marker before it is stored, so it never reaches the figures.
 */
export const EMAIL_MARKER = "(email)";
export const PHONE_MARKER = "(phone)";

/** Something@something.tld, also percent-encoded (%40) or with spaces around the @. */
const EMAIL = /[^\s@/?#&=]+\s*(?:@|%40)\s*[^\s@/?#&=]+\.[a-z]{2,}/gi;
/**
 * A phone number: an optional +, then 9 to 15 digits in groups separated by
 * spaces, dots, dashes or brackets (a bare run of 9–15 digits reads as one too).
 */
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
