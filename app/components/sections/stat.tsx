import { cn } from "~/lib/cn";

/**
 * A headline number and what it measures, read as one phrase
 * ("30%+ repeat purchase lift"). `highlighted` marks the one in focus.
 */
export function Stat({
  value,
  label,
  highlighted = false,
  tone = "light",
  className,
}: {
  value: string;
  label: string;
  highlighted?: boolean;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-2xl border p-5 transition-[background-color,border-color,box-shadow,transform] duration-300 sm:p-6",
        tone === "light" ? "border-line bg-white" : "border-white/10 bg-white/[0.06] text-white",
        highlighted && (tone === "light" ? "border-[var(--accent-text,var(--color-brand))] shadow-pop" : "border-white/40 bg-white/[0.14]"),
        className,
      )}
      aria-current={highlighted ? "true" : undefined}
    >
      <dt className={cn("text-sm font-semibold", tone === "light" ? "text-muted" : "text-white/75")}>{label}</dt>
      <dd
        className={cn(
          "order-first text-4xl font-extrabold tracking-[-0.04em] sm:text-5xl",
          tone === "light" ? "text-[var(--accent-text,var(--color-ink))]" : "text-white",
        )}
      >
        {value}
      </dd>
    </div>
  );
}
