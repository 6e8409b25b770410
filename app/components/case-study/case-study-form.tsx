import { Download } from "lucide-react";
import { type FormEvent, useId } from "react";
import { ConsentField, consentTicked } from "#app/components/forms/consent-field.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SubmitWhenFilled } from "#app/components/forms/submit-hint.tsx";
import { PersonInput, personValues } from "#app/components/forms/person-input.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useFilledIn, useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { useToast } from "#app/components/ui/toast.tsx";
import { useConsentLine } from "#app/components/forms/consent-line.ts";
import { CONSENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "#app/forms/case-study-texts.ts";
import { caseStudyEndpoint } from "#app/forms/lead-types/case-study.ts";
import type { LeadResult } from "#app/lib/submit-lead.ts";

export const CASE_STUDY_TEXTS = {
  failedTitle: "Submission failed",
  defaultError: "An error occurred while submitting the form. Please try again.",
  pageErrorTitle: "Error",
  pageError: "Something went wrong. Please try again.",
} as const;

const FIELDS = ["companyName", "firstName", "lastName", "email"] as const;
type Field = (typeof FIELDS)[number];

/** Enabled once the four fields hold more than spaces and consent is ticked. */
const isFilledIn = (data: FormData) => Object.values(personValues(data, FIELDS)).every(Boolean) && consentTicked(data);

/** The server's own words, else the default. */
export function caseStudyErrorText(result: Extract<LeadResult, { ok: false }>): string {
  const firstField = Object.values(result.fieldErrors)[0];
  return result.error && result.error !== "Validation failed" ? result.error : (firstField ?? CASE_STUDY_TEXTS.defaultError);
}

/**
 * The gated download form. Without JavaScript it posts to the API and the result page offers the document.
 * `beforeSend` runs inside the click, where a new tab is not blocked.
 */
export function CaseStudyForm({
  caseStudy,
  beforeSend,
  onSuccess,
  onFailure,
}: {
  caseStudy: { id: number; slug: string };
  beforeSend?: () => void;
  onSuccess: (message: string) => void;
  onFailure?: () => void;
}) {
  const hydrated = useHydrated();
  const consentId = useId();
  const { toast } = useToast();
  const consent = useConsentLine("caseStudy");
  const lead = useLeadForm({ endpoint: caseStudyEndpoint, consentVersion: consent.version });
  const form = useFilledIn(isFilledIn);
  // Disabled because something is missing (not because it is sending): the hint says so.
  const waiting = hydrated && !form.filledIn;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lead.sending) return;
    const data = new FormData(event.currentTarget);
    const formData = personValues(data, FIELDS);
    if (Object.values(formData).some((value) => value === "")) {
      toast({ title: REQUIRED_FIELDS_MESSAGE, variant: "destructive" });
      return;
    }
    if (!consentTicked(data)) {
      toast({ title: CONSENT_MESSAGE, variant: "destructive" });
      return;
    }
    beforeSend?.();
    try {
      const result = await lead.submit(event.currentTarget, {
        formData: { ...formData, consentGiven: true },
        caseStudy,
      });
      if (result.ok) {
        form.reset();
        onSuccess(result.message);
        return;
      }
      onFailure?.();
      toast({ title: CASE_STUDY_TEXTS.failedTitle, description: caseStudyErrorText(result), variant: "destructive" });
    } catch {
      onFailure?.();
      toast({ title: CASE_STUDY_TEXTS.pageErrorTitle, description: CASE_STUDY_TEXTS.pageError, variant: "destructive" });
    }
  };

  const field = (name: Field) => <PersonInput name={name} disabled={lead.sending} />;

  return (
    <form
      ref={form.ref}
      method="post"
      action={caseStudyEndpoint}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={form.update}
      onChange={form.update}
      aria-busy={lead.sending}
      data-state={lead.status}
      className="grid gap-4"
    >
      <input type="hidden" name="caseStudyId" value={caseStudy.id} />
      <input type="hidden" name="caseStudySlug" value={caseStudy.slug} />
      <input type="hidden" name="consentVersion" value={consent.version} />
      <Honeypot />
      {field("companyName")}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {field("firstName")}
        {field("lastName")}
      </div>
      {field("email")}
      <ConsentField id={consentId} text={consent.text} disabled={lead.sending} />
      <SubmitWhenFilled waiting={waiting} sending={lead.sending} sendingText="Submitting..." icon={<Download aria-hidden="true" />}>
        Get the Case Study
      </SubmitWhenFilled>
    </form>
  );
}
