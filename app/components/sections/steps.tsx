import type { Feature } from "~/content/product-page.schema";
import { type Accent, accentStyle, IconTile } from "./feature-card";

/**
 * A numbered flow (Offer → Click → Activate → Purchase): an ordered list, so
 * it reads as steps in order; the connecting line is decoration.
 */
export function Steps({ steps, accent = "brand" }: { steps: readonly Feature[]; accent?: Accent }) {
  return (
    <div style={accentStyle(accent)} className="relative mt-14">
      <div
        aria-hidden="true"
        className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-[var(--accent-from)] to-[var(--accent-to)] opacity-30 lg:block"
      />
      <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex flex-col items-center text-center">
          <IconTile icon={step.icon} className="ring-8 ring-white" />
          <p className="mt-5 text-sm font-semibold text-[var(--accent-text)]">
            <span className="sr-only">Step </span>
            {index + 1}
            <span aria-hidden="true"> / {steps.length}</span>
          </p>
          <h3 className="mt-1 text-h3 text-ink">{step.title}</h3>
          <p className="mt-2 max-w-xs leading-relaxed text-muted">{step.text}</p>
        </li>
      ))}
      </ol>
    </div>
  );
}
