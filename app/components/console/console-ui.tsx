import type { ComponentProps, ReactNode } from "react";
import { Logo } from "#app/components/brand/logo.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

/** The console's dense controls: the site's pill buttons at their small size, fields and notices, in the site's colours. */

const buttonTones = { primary: "primary", secondary: "secondary", danger: "danger", quiet: "ghost" } as const;

export function ConsoleButton({ tone = "primary", type = "submit", ...props }: ComponentProps<"button"> & { tone?: keyof typeof buttonTones }) {
  return <Button type={type} variant={buttonTones[tone]} size="sm" {...props} />;
}

/** A link that looks like a console button. */
export const consoleButtonLink = (tone: keyof typeof buttonTones = "secondary") => buttonVariants({ variant: buttonTones[tone], size: "sm" });

/** What an empty list says: why it is empty, and the next step as a link. */
export function EmptyState({ children, action, className }: { children: ReactNode; action?: { href: string; label: string }; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-line bg-white px-4 py-8 text-center text-small text-muted", className)}>
      <p className="max-w-prose text-pretty">{children}</p>
      {action ? (
        <Link href={action.href} className={consoleButtonLink()}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A table that becomes a list of cards below 40rem: the head is kept for screen readers, and each cell
 * shows its column's name from `data-label` (the row header stays the card's title).
 */
export const stackedTable = {
  table: "w-full text-sm tabular-nums max-sm:block",
  head: "text-left text-xs text-muted max-sm:sr-only",
  body: "max-sm:block",
  row: "border-t border-line/70 max-sm:block max-sm:px-3 max-sm:py-2",
  title: "max-sm:block max-sm:p-0 max-sm:pb-1 max-sm:font-medium",
  cell: "max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:py-0.5 max-sm:text-right max-sm:before:text-left max-sm:before:text-muted max-sm:before:content-[attr(data-label)]",
} as const;

/** A labelled input with its hint and error, tied together for assistive technology. */
export function ConsoleField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), "aria-describedby": describedByOf(id, hint, error) })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The ids of a control's hint and error, for aria-describedby. */
export const describedByOf = (id: string, hint?: string, error?: string) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** A control's hint and error, under it. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

export const inputClass =
  "h-9 w-full rounded-md border border-line bg-white px-2.5 text-sm text-ink placeholder:text-muted focus-visible:outline-3 focus-visible:outline-offset-1 aria-[invalid=true]:border-danger";

/** A status line: good news, a refusal, or plain information. */
export function ConsoleNotice({ tone = "info", children, className }: { tone?: "info" | "success" | "danger"; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm [overflow-wrap:anywhere]",
        tone === "info" && "border-line bg-canvas text-ink-soft",
        tone === "success" && "border-success/30 bg-success/5 text-success",
        tone === "danger" && "border-danger/30 bg-danger-soft text-danger",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The signed-out pages' frame: a small centred card with the logo. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-start justify-center bg-canvas px-4 py-10 text-ink sm:items-center">
      <main className="w-full max-w-sm rounded-xl border border-line bg-white p-6 shadow-sm">
        <div className="mb-5 flex items-center gap-2">
          <Logo className="[&_span]:text-base [&_svg]:size-6" gradientId="sign-in-logo" />
          <span className="rounded bg-brand-soft px-1.5 py-0.5 text-xs font-semibold text-brand">Console</span>
        </div>
        <h1 className="mb-4 text-lg font-semibold">{title}</h1>
        {children}
      </main>
    </div>
  );
}
