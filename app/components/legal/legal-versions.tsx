import { Link } from "#app/components/ui/link.tsx";

/** One published version of a legal document, as its page lists it (dates already written out, in UTC). */
export type LegalVersionLine = {
  version: number;
  href: string;
  /** "August 7, 2025", when the version names the day it took effect. */
  effective: string | null;
  published: string;
};

const describe = (line: LegalVersionLine) => (line.effective ? `Effective ${line.effective}` : `Published ${line.published}`);

/** The document's earlier versions, newest first, each a link to its own page. */
export function LegalVersions({ title, versions }: { title: string; versions: readonly LegalVersionLine[] }) {
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby="legal-versions" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8 lg:pb-28">
      <div className="border-t border-line pt-8">
        <h2 id="legal-versions" className="text-lg font-semibold text-ink">
          Earlier versions of the {title}
        </h2>
        <ul className="mt-4 space-y-2 text-sm">
          {versions.map((line) => (
            <li key={line.version} className="flex flex-wrap items-baseline gap-x-2">
              <Link href={line.href} className="font-medium text-brand underline-offset-2 hover:underline">
                {describe(line)}
              </Link>
              <span className="text-ink-soft">
                version {line.version}
                {line.effective ? `, published ${line.published}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** What an earlier version's page says first: which version this is, and where the current one is. */
export function LegalVersionNotice({ line, current, title }: { line: LegalVersionLine; current: string; title: string }) {
  return (
    <div role="note" className="mb-8 rounded-lg border border-brand/30 bg-brand-soft px-4 py-3 text-sm text-ink">
      <p>
        <strong>An earlier version.</strong> You are reading version {line.version} of the {title} ({describe(line).toLowerCase()}
        {line.effective ? `, published ${line.published}` : ""}). It is no longer in effect.{" "}
        <Link href={current} className="font-medium text-brand underline underline-offset-2">
          Read the current {title}
        </Link>
        .
      </p>
    </div>
  );
}
