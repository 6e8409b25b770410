import { cn } from "#app/lib/cn.ts";

/**
 * A headline number and what it measures, read as one phrase
 * ("30%+ repeat purchase lift"); goes in a <dl>. `highlighted` marks the one
 * in focus, in the section's accent colour.
 */
export function Stat({
  value,
  label,
  highlighted = false,
  className,
}: {
  value: string;
  label: string;
  highlighted?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-2xl border border-line bg-white p-5 transition-[background-color,border-color,box-shadow,transform] duration-300 sm:p-6",
        highlighted && "border-[var(--accent-text,var(--color-brand))] shadow-pop",
        className,
      )}
      aria-current={highlighted ? "true" : undefined}
    >
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="order-first text-[min(2.25rem,calc(12vw_-_1rem))] whitespace-nowrap font-extrabold tracking-[-0.04em] text-[var(--accent-text,var(--color-ink))] sm:text-5xl">{value}</dd>
    </div>
  );
}
