import { LoaderCircle } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

/** What a submit button that waits for the visitor says under itself. */
export const SUBMIT_HINT = "Complete all fields to continue";

/**
 * The line under a submit button that stays disabled until the form is
 * filled in: it says why while `show` is true and is empty otherwise. Its
 * line is always there, so nothing moves when it comes or goes. The button's
 * aria-describedby points at `id` from the first render on (the server's
 * markup and the hydrated page agree on it); while the line is empty the
 * button has no description.
 */
export function SubmitHint({ id, show, text = SUBMIT_HINT, className }: { id: string; show: boolean; text?: string; className?: string }) {
  return (
    <p id={id} className={cn("-mt-2 min-h-5 text-center text-sm text-muted", className)} data-testid="submit-hint">
      {show ? text : null}
    </p>
  );
}

/**
 * The submit button of a form that waits until every field is filled in
 * (the case-study and webinar forms), with its hint line beneath: disabled
 * while `waiting` or `sending`, a spinner and `sendingText` while sending.
 */
export function SubmitWhenFilled({
  waiting,
  sending,
  sendingText,
  icon,
  children,
}: {
  waiting: boolean;
  sending: boolean;
  sendingText: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <>
      <Button type="submit" size="lg" disabled={waiting || sending} aria-describedby={hintId} className="mt-1 w-full">
        {sending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            {sendingText}
          </>
        ) : (
          <>
            {icon}
            {children}
          </>
        )}
      </Button>
      <SubmitHint id={hintId} show={waiting} />
    </>
  );
}
