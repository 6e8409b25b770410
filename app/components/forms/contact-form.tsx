import { LoaderCircle, Send } from "lucide-react";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogActions } from "#app/components/ui/dialog-actions.tsx";
import { useConsentLine } from "#app/components/forms/consent-line.ts";
import type { ContactValidation } from "#app/forms/contact-validate.ts";
import type { InquiryType } from "#app/forms/options.ts";
import { cn } from "#app/lib/cn.ts";
import { contactEndpoint } from "#app/forms/lead-types/contact.ts";
import type { LeadResult } from "#app/lib/submit-lead.ts";
import { CONTACT_FALLBACK_ERROR, CONTACT_UNKNOWN_ERROR } from "#app/components/forms/contact-form-texts.ts";
import { ContactFields } from "#app/components/forms/contact-fields.tsx";
import { FormNotice } from "#app/components/forms/form-notice.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { fieldText, useLeadForm } from "#app/components/forms/use-lead-form.ts";

export { CONTACT_FALLBACK_ERROR, CONTACT_UNKNOWN_ERROR };

type ContactField = "firstName" | "lastName" | "email" | "website" | "companyName" | "inquiryType" | "message";
type ContactValues = Record<ContactField, string>;

/** Top to bottom: the first invalid field in this order gets focus. */
const FIELD_ORDER: ContactField[] = [
  "firstName",
  "lastName",
  "email",
  "website",
  "companyName",
  "inquiryType",
  "message",
];

/** The fields' values as the form holds them. */
const valuesOf = (form: HTMLFormElement): ContactValues => {
  const data = new FormData(form);
  return Object.fromEntries(FIELD_ORDER.map((name) => [name, fieldText(data, name)])) as ContactValues;
};

type Validate = (values: ContactValues) => ContactValidation;

// The schema (and zod with it) loads when the visitor starts on the form, not
// with the page: the form itself works, and posts, without it.
const loadValidate = () => import("#app/forms/contact-validate.ts").then((module) => module.validateContactForm);

function errorsOf(validate: Validate | null, values: ContactValues): Record<string, string> {
  const result = validate?.(values);
  return result && !result.ok ? result.errors : {};
}

/** The text of the error notice: the server's words, else the fixed fallback texts. */
export function contactErrorText(result: Extract<LeadResult, { ok: false }>): string {
  if (result.error) return result.error;
  // A 2xx answer without success and without an error text.
  if (result.status !== null && result.status >= 200 && result.status < 300) return CONTACT_UNKNOWN_ERROR;
  return CONTACT_FALLBACK_ERROR;
}

type ContactFormProps = {
  /** Preselected inquiry type; empty on /help, set by whatever opened the modal. */
  defaultInquiryType?: InquiryType | "";
  /** Called with the server's message after a success (the modal swaps to a thank-you panel). */
  onSuccess?: (message: string) => void;
  /** In the modal: tighter spacing, and the submit button in the dialog's action bar. */
  compact?: boolean;
  className?: string;
};

/** The consent line under the form, its "Privacy Policy" a link. */
function ConsentNote({ text, className }: { text: string; className: string }) {
  const [consentBefore, consentAfter] = text.split("Privacy Policy");
  return (
    <p className={cn("text-xs leading-relaxed text-muted", className)}>
      {consentBefore}
      <Link href="/privacy" className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong">
        Privacy Policy
      </Link>
      {consentAfter}
    </p>
  );
}

function SendButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
      {sending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          Sending...
        </>
      ) : (
        <>
          Send Message
          <Send aria-hidden="true" />
        </>
      )}
    </Button>
  );
}

/**
 * A focus move kept until the fields are enabled again (a disabled field
 * cannot take focus), i.e. run after the render that ends the sending state.
 */
function useFocusAfterAnswer(sending: boolean) {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (sending || !pending.current) return;
    const move = pending.current;
    pending.current = null;
    move();
  });
  return pending;
}

type Notice = { tone: "success" | "error"; text: string };

/** The form's answer: a success in a polite status region (unless the modal shows its own), an error as an alert. */
function Notices({ notice, showSuccess, sending, noticeRef }: { notice: Notice | null; showSuccess: boolean; sending: boolean; noticeRef: RefObject<HTMLDivElement | null> }) {
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {notice?.tone === "success" && showSuccess ? (
          <FormNotice ref={noticeRef} tone="success">
            {notice.text}
          </FormNotice>
        ) : null}
        {sending ? <span className="sr-only">Sending...</span> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {notice?.tone === "error" ? (
          <FormNotice ref={noticeRef} tone="error">
            {notice.text}
          </FormNotice>
        ) : null}
      </div>
    </>
  );
}

/**
 * The contact form of `/help` and the Talk-to-an-Expert modal.
 *
 * Without JavaScript it is a plain form post to the API, which answers with a
 * redirect to `/form-result`. With JavaScript it validates with the shared
 * schema (errors after the first submit attempt, then live as the visitor
 * corrects), moves focus to the first invalid field and posts JSON.
 */
export function ContactForm({ defaultInquiryType = "", onSuccess, compact = false, className }: ContactFormProps) {
  const hydrated = useHydrated();
  // Errors show from the first submit attempt on, and then follow every input.
  const attempted = useRef(false);
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const consent = useConsentLine("contact");
  const lead = useLeadForm({ endpoint: contactEndpoint, consentVersion: consent.version });
  const status = lead.status;
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const validate = useRef<Validate | null>(null);
  const ensureValidate = async (): Promise<Validate> => (validate.current ??= await loadValidate());

  const errors: Record<string, string> = { ...serverErrors, ...checkErrors };
  const sending = status === "sending";

  const focusField = (name: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };
  const focusFirstInvalid = (fieldErrors: Record<string, string>) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) focusField(first);
  };
  const focusAfterAnswer = useFocusAfterAnswer(sending);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (serverErrors[name]) {
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    }
    if (attempted.current) setCheckErrors(errorsOf(validate.current, valuesOf(event.currentTarget)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    attempted.current = true;
    setNotice(null);
    const form = event.currentTarget;
    const parsed = (await ensureValidate())(valuesOf(form));
    setCheckErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) {
      focusFirstInvalid(parsed.errors);
      return;
    }

    // The same values resent after a failure keep their idempotency key: one lead, however many tries.
    const result = await lead.submit(form, { ...parsed.data, formType: "contact" }, parsed.data);

    if (result.ok) {
      const message = result.message || "Thank you! Your message has been sent.";
      form.reset();
      attempted.current = false;
      setServerErrors({});
      setNotice({ tone: "success", text: message });
      if (onSuccess) onSuccess(message);
      else focusAfterAnswer.current = () => noticeRef.current?.focus();
      return;
    }

    setServerErrors(result.fieldErrors);
    setNotice({ tone: "error", text: contactErrorText(result) });
    const fieldErrors = result.fieldErrors;
    focusAfterAnswer.current =
      Object.keys(fieldErrors).length > 0 ? () => focusFirstInvalid(fieldErrors) : () => noticeRef.current?.focus();
  };

  const submit = <SendButton sending={sending} />;

  return (
    <form
      ref={formRef}
      method="post"
      action={contactEndpoint}
      // Native validation helps visitors without JavaScript; with it, the schema's messages take over.
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void ensureValidate()}
      onPointerEnter={() => void ensureValidate()}
      aria-busy={sending}
      data-state={status}
      className={cn("relative grid gap-5", className)}
    >
      <input type="hidden" name="formType" value="contact" />
      <input type="hidden" name="consentVersion" value={consent.version} />
      <Honeypot />

      <Notices notice={notice} showSuccess={!onSuccess} sending={sending} noticeRef={noticeRef} />

      <ContactFields errors={errors} sending={sending} compact={compact} defaultInquiryType={defaultInquiryType} />

      {compact ? (
        // In the dialog the button sits in the action bar, which stays in view. On a phone the bar
        // holds the button alone and the note stays above it; from the small breakpoint on, the
        // bar has room for both side by side, as on the page.
        <>
          <ConsentNote text={consent.text} className="sm:hidden" />
          <DialogActions className="sm:flex sm:items-center sm:justify-between sm:gap-4">
            <ConsentNote text={consent.text} className="max-sm:hidden sm:max-w-xs" />
            {submit}
          </DialogActions>
        </>
      ) : (
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <ConsentNote text={consent.text} className="sm:max-w-xs" />
          {submit}
        </div>
      )}
    </form>
  );
}
