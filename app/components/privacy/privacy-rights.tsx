import { Download, Eye, MailX, Trash2 } from "lucide-react";
import { IconPoint } from "#app/components/sections/icon-point.tsx";
import type { Right } from "#app/content/privacy-requests.ts";

const icons = { eye: Eye, download: Download, trash: Trash2, "mail-x": MailX } as const;

/** What a visitor can do on the privacy pages, one line each with its icon. */
export function PrivacyRights({ rights, title }: { rights: readonly Right[]; title: string }) {
  return (
    <section aria-labelledby="privacy-rights-title">
      <h2 id="privacy-rights-title" className="text-eyebrow text-muted">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {rights.map(({ icon, title: rightTitle, text }) => (
          <IconPoint key={rightTitle} icon={icons[icon]} title={rightTitle} text={text} />
        ))}
      </ul>
    </section>
  );
}

/** The verification steps, numbered, under the request form. */
export function PrivacySteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div className="mt-8 border-t border-line pt-6">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ol className="mt-4 grid gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-sm text-ink-soft">
            <span
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-bold text-brand"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
