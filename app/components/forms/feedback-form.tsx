import { LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useEffect, useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { feedbackEndpoint } from "#app/forms/lead-types/feedback.ts";
import { FEEDBACK_REDIRECT_MS, feedbackTexts } from "#app/components/forms/feedback-texts.ts";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SubmitHint } from "#app/components/forms/submit-hint.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { fieldText, type LeadFormStatus, useFilledIn, useLeadForm } from "#app/components/forms/use-lead-form.ts";

export { FEEDBACK_REDIRECT_MS, feedbackTexts };

export type FeedbackFormStatus = "idle" | "submitting" | "success" | "error";

/** The form's `data-state`: the shared form layer's status under the names this form has always shown. */
const stateOf = (status: LeadFormStatus): FeedbackFormStatus => (status === "sending" ? "submitting" : status);

const feedbackOf = (data: FormData) => fieldText(data, "feedback").trim();
/** Send is enabled once the text holds more than spaces. */
const isFilledIn = (data: FormData) => feedbackOf(data) !== "";

/**
 * The meeting-feedback form. Without JavaScript it is a
 * plain form post (the button stays enabled so it can be used); with it, Send
 * is disabled while the text is blank or while sending.
 */
export function FeedbackForm() {
  const hydrated = useHydrated();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useFilledIn(isFilledIn);
  const lead = useLeadForm({ endpoint: feedbackEndpoint });
  const { status, sending: submitting } = lead;
  const id = useId();

  // Leave for home 2 s after a success; a visitor who navigates away first cancels it.
  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => navigate("/"), FEEDBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = feedbackOf(new FormData(event.currentTarget));
    if (!text || submitting) return;

    // One attempt per text: a retry of the same words is the same lead.
    const result = await lead.submit(event.currentTarget, { feedback: text, timestamp: new Date().toISOString(), userAgent: navigator.userAgent }, text);
    if (result.ok) {
      form.reset();
      toast({ title: feedbackTexts.successTitle, description: feedbackTexts.successDescription, variant: "success" });
      return;
    }
    console.error("Feedback submission failed:", result.error ?? feedbackTexts.fallbackError);
    toast({ title: feedbackTexts.errorTitle, description: feedbackTexts.errorDescription, variant: "destructive" });
  };

  return (
    <form
      ref={form.ref}
      method="post"
      action={feedbackEndpoint}
      onSubmit={onSubmit}
      onInput={form.update}
      onChange={form.update}
      aria-busy={submitting}
      data-state={stateOf(status)}
      className="relative grid gap-4"
    >
      <Honeypot />
      <Label htmlFor={`${id}-feedback`} className="text-base font-semibold sm:text-lg">
        {feedbackTexts.label}
      </Label>
      <Textarea
        id={`${id}-feedback`}
        name="feedback"
        required
        maxLength={5000}
        placeholder={feedbackTexts.placeholder}
        disabled={submitting}
        className="min-h-[200px] resize-y rounded-2xl bg-canvas/60 p-4 text-base focus-visible:bg-white"
      />
      <div className="grid gap-4 sm:justify-items-end">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:min-w-40"
          disabled={hydrated && (!form.filledIn || submitting)}
          aria-describedby={`${id}-hint`}
        >
          {submitting ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Sending...
            </>
          ) : (
            <>
              Send
              <Send aria-hidden="true" />
            </>
          )}
        </Button>
        <SubmitHint id={`${id}-hint`} show={hydrated && !form.filledIn} text={feedbackTexts.submitHint} className="sm:text-right" />
      </div>
      <p role="status" className="sr-only">
        {submitting ? "Sending..." : ""}
      </p>
    </form>
  );
}
