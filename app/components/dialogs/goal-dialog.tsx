import { CalendarCheck, Check, Database, LoaderCircle, ShoppingCart } from "lucide-react";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Link, NewTabHint } from "#app/components/ui/link.tsx";
import { DemoRequestFormSchema, type Goal, goals } from "#app/forms/demo-request.schema.ts";
import { cn } from "#app/lib/cn.ts";
import { demoEndpoint } from "#app/forms/lead-types/demo.ts";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { BOOKING_TAB_DELAY_MS, bookingUrlFor, openPendingTab, pointTabAt } from "#app/components/dialogs/booking.ts";

const goalDetails: Record<Goal, { description: string; icon: typeof ShoppingCart; tone: string }> = {
  "reduce-abandonment": {
    description: "Win back high-intent shoppers who left without buying, even anonymous ones.",
    icon: ShoppingCart,
    tone: "bg-safeopt-bg text-safeopt",
  },
  "grow-data": {
    description: "Build a permissioned audience you own and turn it into lasting loyalty.",
    icon: Database,
    tone: "bg-minty-bg text-minty",
  },
};

type Confirmation = {
  run: number;
  bookingUrl: string;
  /** False when the browser blocked the tab (or the visitor closed it first): show a link instead. */
  tabOpened: boolean;
};

type GoalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** One goal as a selectable card: a visually hidden radio inside its label, described by the goal's line and the error. */
function GoalOption({
  option,
  checked,
  error,
  errorId,
  onSelect,
}: {
  option: (typeof goals)[number];
  checked: boolean;
  error: string | undefined;
  errorId: string;
  onSelect: () => void;
}) {
  const details = goalDetails[option.value];
  const Icon = details.icon;
  return (
    <label
      className={cn(
        "group relative flex cursor-pointer items-start gap-3.5 rounded-2xl border bg-white p-4 transition-[border-color,box-shadow,background-color] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand",
        checked
          ? "border-brand bg-brand-soft/50 shadow-[0_0_0_1px_var(--color-brand)]"
          : error
            ? "border-danger/60 hover:border-danger"
            : "border-line hover:border-ink/25 hover:bg-canvas",
      )}
    >
      <input
        type="radio"
        name="goal"
        value={option.value}
        checked={checked}
        onChange={onSelect}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${errorId}-${option.value} ${error ? errorId : ""}`.trim()}
        className="sr-only"
      />
      <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl", details.tone)} aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <span className="grid min-w-0 gap-0.5 pr-7">
        <span className="font-semibold text-ink">{option.label}</span>
        <span id={`${errorId}-${option.value}`} className="text-sm leading-snug text-muted">
          {details.description}
        </span>
      </span>
      <span
        className={cn(
          "absolute top-4 right-4 flex size-5 items-center justify-center rounded-full border transition-colors",
          checked ? "border-brand bg-brand text-white" : "border-line bg-white text-transparent",
        )}
        aria-hidden="true"
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </label>
  );
}

/** The chosen goal, the error after a submit without one, the request in flight, and the confirmation replacing the form. */
function useDemoRequest(onOpenChange: (open: boolean) => void) {
  const [goal, setGoal] = useState<Goal | "">("");
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Each submission is a run; closing the dialog ends it, so a late answer cannot reopen anything.
  const run = useRef(0);
  const lead = useLeadForm({ endpoint: demoEndpoint });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();

  const error = attempted && !goal ? "Please select your top priority" : undefined;

  const reset = () => {
    setGoal("");
    setAttempted(false);
    setSending(false);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      run.current += 1;
      reset();
      setConfirmation(null);
    }
    onOpenChange(next);
  };

  // The confirmation replaces the form inside the same dialog: move focus to its heading.
  useEffect(() => {
    if (confirmation) headingRef.current?.focus();
  }, [confirmation?.run]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const parsed = DemoRequestFormSchema.safeParse({ goal: goal || undefined });
    if (!parsed.success) {
      const first = formRef.current?.querySelector<HTMLInputElement>('input[name="goal"]');
      first?.focus();
      return;
    }

    // Inside the submit (a click or Enter): the only moment a browser lets us open a tab.
    const tab = openPendingTab();
    const thisRun = ++run.current;
    setSending(true);
    const chosen = parsed.data.goal;
    // One key per attempt: a retry of the same choice after a failure is the same request.
    const result = await lead.submit(
      event.currentTarget,
      { goal: chosen, userAgent: navigator.userAgent, timestamp: new Date().toISOString() },
      { goal: chosen },
    );
    // A failed demo request is only logged; the visitor still gets the confirmation and the booking.
    if (!result.ok) console.error("Demo request failed:", result.status ?? "network error", result.error ?? "");

    const bookingUrl = bookingUrlFor(chosen);
    window.setTimeout(() => {
      const opened = tab !== null && pointTabAt(tab, bookingUrl);
      if (!opened && run.current === thisRun) {
        setConfirmation((current) => (current?.run === thisRun ? { ...current, tabOpened: false } : current));
      }
    }, BOOKING_TAB_DELAY_MS);

    if (run.current !== thisRun) return; // closed meanwhile
    reset();
    setConfirmation({ run: thisRun, bookingUrl, tabOpened: tab !== null });
  };

  return { goal, setGoal, error, errorId, sending, confirmation, formRef, headingRef, onSubmit, handleOpenChange };
}

/** The goal-selection dialog (the demo request); its confirmation hands the visitor to the booking page for their goal. */
export function GoalDialog({ open, onOpenChange, onCloseAutoFocus }: GoalDialogProps) {
  const { goal, setGoal, error, errorId, sending, confirmation, formRef, headingRef, onSubmit, handleOpenChange } = useDemoRequest(onOpenChange);
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        data-testid={confirmation ? "demo-confirmation" : "goal-dialog"}
        onCloseAutoFocus={onCloseAutoFocus}
        header={
          confirmation ? undefined : (
            <>
              <DialogTitle>What’s your top priority?</DialogTitle>
              <DialogDescription>Tell us your goal and we’ll tailor your demo.</DialogDescription>
            </>
          )
        }
      >
        {confirmation ? (
          <DemoConfirmation
            confirmation={confirmation}
            headingRef={headingRef}
            onDone={() => handleOpenChange(false)}
          />
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            aria-busy={sending}
            className="relative grid gap-5"
          >
            <Honeypot />
            <fieldset
              className="grid gap-3"
              aria-describedby={error ? errorId : undefined}
              disabled={sending}
            >
              <legend className="sr-only">Your top priority</legend>
              {goals.map((option) => (
                <GoalOption
                  key={option.value}
                  option={option}
                  checked={goal === option.value}
                  error={error}
                  errorId={errorId}
                  onSelect={() => setGoal(option.value)}
                />
              ))}
            </fieldset>
            <p id={errorId} className="-mt-2 text-sm font-medium text-danger empty:hidden" aria-live="polite">
              {error ?? ""}
            </p>
            <Button type="submit" size="lg" className="w-full" disabled={sending}>
              {sending ? (
                <>
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                  Processing...
                </>
              ) : (
                "Book My Demo"
              )}
            </Button>
            <p className="sr-only" role="status">
              {sending ? "Processing..." : ""}
            </p>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DemoConfirmation({
  confirmation,
  headingRef,
  onDone,
}: {
  confirmation: Confirmation;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
}) {
  const { tabOpened, bookingUrl } = confirmation;
  return (
    <div className="grid gap-5 text-center">
      <div
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand to-[#8b6cff] text-white shadow-[0_10px_30px_-10px_var(--color-brand)]"
        aria-hidden="true"
      >
        <CalendarCheck className="size-8" />
      </div>
      <div>
        <DialogTitle ref={headingRef} tabIndex={-1} className="pr-0 text-2xl text-balance outline-none">
          Your demo request has been sent!
        </DialogTitle>
        <DialogDescription className="mt-3 text-[0.95rem] leading-relaxed text-ink-soft">
          {tabOpened
            ? "We’ve opened your calendar booking in a new tab. Complete your booking to secure your personalized demo with our growth experts."
            : "Your calendar booking is ready. Complete your booking to secure your personalized demo with our growth experts."}
        </DialogDescription>
      </div>
      {tabOpened ? null : (
        <Link
          href={bookingUrl}
          newTabHint
          className={cn(buttonVariants({ size: "lg" }), "h-auto min-h-13 w-full px-5 py-3 whitespace-normal")}
          data-testid="booking-link"
        >
          Open your calendar booking
        </Link>
      )}
      <div className="rounded-2xl bg-canvas p-4 text-left">
        <p className="text-sm font-semibold text-ink">What happens next:</p>
        <ul className="mt-2.5 grid gap-2 text-sm text-ink-soft">
          {[
            tabOpened ? "Complete your calendar booking in the new tab" : "Complete your calendar booking with the link above",
            "You’ll receive a confirmation email with meeting details",
          ].map((step) => (
            <li key={step} className="flex items-start gap-2.5">
              <span
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand text-white"
                aria-hidden="true"
              >
                <Check className="size-3" strokeWidth={3} />
              </span>
              {step}
            </li>
          ))}
        </ul>
      </div>
      <Button size="lg" variant={tabOpened ? "primary" : "secondary"} className="w-full" onClick={onDone}>
        Got it, thanks!
      </Button>
      {tabOpened ? (
        <p className="-mt-2 text-xs text-muted">
          Tab didn’t open?{" "}
          <Link href={bookingUrl} className="font-medium text-brand underline underline-offset-2">
            Open your calendar booking
            <NewTabHint icon={false} />
          </Link>
        </p>
      ) : null}
    </div>
  );
}
