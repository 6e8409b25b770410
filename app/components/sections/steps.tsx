import type { Feature } from "#app/content/product-page.schema.ts";
import { type Accent, accentStyle, IconTile } from "#app/components/sections/feature-card.tsx";

/**
 * A numbered flow (Offer → Click → Activate → Purchase): an ordered list, so
 * it reads as steps in order; the connecting line is decoration. On phones
 * each step is a row, its icon beside its words; from 640 px the icon sits
 * above them, centred.
 */
export function Steps({ steps, accent = "brand" }: { steps: readonly Feature[]; accent?: Accent }) {
  return (
    <div style={accentStyle(accent)} className="relative mt-10 sm:mt-14">
      <div
        aria-hidden="true"
        className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-[var(--accent-from)] to-[var(--accent-to)] opacity-30 lg:block"
      />
      <ol className="relative grid gap-7 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 sm:flex sm:flex-col sm:items-center sm:text-center">
          <IconTile icon={step.icon} className="row-span-3 ring-8 ring-white" />
          <p className="text-sm font-semibold text-[var(--accent-text)] sm:mt-5">
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
