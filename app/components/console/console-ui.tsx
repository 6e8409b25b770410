import type { ComponentProps, ReactNode } from "react";
import { Logo } from "~/components/brand/logo";
import { cn } from "~/lib/cn";

/** The console's dense controls: buttons, fields and notices, in the console's colours. */

const buttonTones = {
  primary: "bg-brand text-white hover:bg-brand-strong",
  secondary: "border border-line bg-white text-ink hover:bg-canvas",
  danger: "bg-danger text-white hover:bg-danger/90",
  quiet: "text-ink-soft hover:bg-canvas hover:text-ink",
} as const;

export function ConsoleButton({ tone = "primary", className, type = "submit", ...props }: ComponentProps<"button"> & { tone?: keyof typeof buttonTones }) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-55",
        buttonTones[tone],
        className,
      )}
      {...props}
    />
  );
}

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
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), "aria-describedby": describedBy })}
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
    </div>
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
