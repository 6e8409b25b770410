import { CircleCheck, PlayCircle, Send, Video } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ConsentField, consentTicked } from "#app/components/forms/consent-field.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SubmitWhenFilled } from "#app/components/forms/submit-hint.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useFilledIn, useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { PersonInput, personValues } from "#app/components/forms/person-input.tsx";
import { usePendingTab } from "#app/components/forms/use-pending-tab.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Link, NewTabHint } from "#app/components/ui/link.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useConsentLine } from "#app/components/forms/consent-line.ts";
import { webinarRegistrationCopy } from "#app/content/webinar-page.ts";
import type { Webinar } from "#app/content/webinars/schema.ts";
import { webinarEndpoint } from "#app/forms/lead-types/webinar.ts";
import { zoomRegistrationUrl } from "#app/lib/webinar-sessions.ts";
import type { LeadResult } from "#app/lib/submit-lead.ts";

/** How long the answer's toast stays. */
const SUCCESS_TOAST_MS = 6000;
const FAILURE_TOAST_MS = 5000;

const FIELDS = ["companyName", "firstName", "lastName", "email", "jobTitle"] as const;
type Field = (typeof FIELDS)[number];

/** Enabled once the five fields hold more than spaces and consent is ticked. */
const isFilledIn = (data: FormData) => Object.values(personValues(data, FIELDS)).every(Boolean) && consentTicked(data);

/** The server's own words, its first field message, or the default. */
export function registrationErrorText(result: Extract<LeadResult, { ok: false }>): string {
  if (result.status === null) return webinarRegistrationCopy.unexpectedError;
  const firstField = Object.values(result.fieldErrors)[0];
  if (result.error && result.error !== "Validation failed") return result.error;
  return firstField ?? webinarRegistrationCopy.defaultError;
}

/**
 * The webinar registration: all six items required. On success the form resets and the Zoom page opens in a new tab with the
 * registrant's details filled in. Without JavaScript the form posts to the API and the result page offers the same link.
 */
export function RegistrationForm({
  webinar,
  over = false,
}: {
  webinar: Pick<Webinar, "id" | "title" | "registrationUrl" | "recording">;
  /** Every session has ended: no Zoom, and the success state links the recording. */
  over?: boolean;
}) {
  const hydrated = useHydrated();
  const consentId = useId();
  const { toast } = useToast();
  const tab = usePendingTab();
  const consent = useConsentLine("webinar");
  const lead = useLeadForm({ endpoint: webinarEndpoint, consentVersion: consent.version });
  const form = useFilledIn(isFilledIn);
  // Disabled because something is missing (not because it is sending): the hint says so.
  const waiting = hydrated && !form.filledIn;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const registrationUrl = over ? undefined : webinar.registrationUrl;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (lead.sending || !isFilledIn(data)) return;
    if (registrationUrl) tab.open();
    const person = personValues(data, FIELDS);
    setFieldErrors({});
    const result = await lead.submit(event.currentTarget, {
      formData: { ...person, consentGiven: true },
      webinar: { id: webinar.id, title: webinar.title },
    });
    if (!result.ok) {
      tab.close();
      setFieldErrors(result.fieldErrors);
      toast({
        title: webinarRegistrationCopy.failedTitle,
        description: registrationErrorText(result),
        variant: "destructive",
        duration: FAILURE_TOAST_MS,
      });
      return;
    }
    form.reset();
    if (over) {
      setDone(true);
      return;
    }
    if (!registrationUrl) {
      toast({ title: webinarRegistrationCopy.registeredTitle, description: result.message, variant: "success", duration: SUCCESS_TOAST_MS });
      return;
    }
    const zoomUrl = zoomRegistrationUrl(registrationUrl, person);
    const opened = tab.go(zoomUrl);
    toast({
      title: opened ? webinarRegistrationCopy.redirecting : webinarRegistrationCopy.blockedTab,
      description: opened ? undefined : (
        <a href={zoomUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline underline-offset-2">
          {webinarRegistrationCopy.blockedTabLink}
          <NewTabHint icon={false} />
        </a>
      ),
      variant: "success",
      duration: SUCCESS_TOAST_MS,
    });
  };

  // Editing a field clears the server's message for it.
  const onFieldInput = (event: FormEvent<HTMLFormElement>) => {
    form.update();
    const { name } = event.target as HTMLInputElement;
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  };

  if (done) return <OverDone recording={webinar.recording} />;

  const field = (name: Field) => <PersonInput name={name} disabled={lead.sending} error={fieldErrors[name]} />;

  return (
    <form
      ref={form.ref}
      method="post"
      action={webinarEndpoint}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={onFieldInput}
      onChange={onFieldInput}
      aria-busy={lead.sending}
      data-state={lead.status}
      className="grid gap-4"
    >
      <input type="hidden" name="webinarId" value={webinar.id} />
      <input type="hidden" name="consentVersion" value={consent.version} />
      <Honeypot />
      {field("companyName")}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {field("firstName")}
        {field("lastName")}
      </div>
      {field("email")}
      {field("jobTitle")}
      <ConsentField
        id={consentId}
        text={consent.text}
        disabled={lead.sending}
        invalid={Boolean(fieldErrors.consentGiven)}
      />
      <SubmitWhenFilled
        waiting={waiting}
        sending={lead.sending}
        sendingText={webinarRegistrationCopy.sending}
        icon={over ? webinar.recording ? <PlayCircle aria-hidden="true" /> : <Send aria-hidden="true" /> : <Video aria-hidden="true" />}
      >
        {over ? (webinar.recording ? webinarRegistrationCopy.submitRecording : webinarRegistrationCopy.submitEnded) : webinarRegistrationCopy.submit}
      </SubmitWhenFilled>
    </form>
  );
}

/** In the form's place after a past webinar's form was sent; focus moves to it, as the button it replaces is gone. */
function OverDone({ recording }: { recording?: Webinar["recording"] }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-4 text-center" data-testid="webinar-done">
      <CircleCheck className="size-10 text-success" aria-hidden="true" />
      <p ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {recording ? webinarRegistrationCopy.recordingReady : webinarRegistrationCopy.endedThanks}
      </p>
      {recording ? (
        <Link href={recording.url} className={buttonVariants({ size: "lg", className: "w-full" })}>
          <PlayCircle aria-hidden="true" />
          {webinarRegistrationCopy.watchRecording}
          <NewTabHint icon={false} />
        </Link>
      ) : null}
      <p className="text-sm text-muted">{recording ? webinarRegistrationCopy.recordingMailed : webinarRegistrationCopy.endedFollowUp}</p>
    </div>
  );
}
