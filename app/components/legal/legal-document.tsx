import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useNavigate } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { readRenderedBody } from "#app/components/legal/legal-body.ts";
import "#app/components/legal/legal-layout.css";
import "#app/components/legal/legal-prose.css";
import { LEGAL_BODY_ELEMENT_ID, type LegalDocumentMeta, legalDocumentList } from "#app/content/legal/index.ts";
import { cn } from "#app/lib/cn.ts";

export function LegalHeader({ document: doc }: { document: LegalDocumentMeta }) {
  const tabs = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: the current document's tab starts in view.
  useEffect(() => {
    const row = tabs.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const left = current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollLeft = left - (row.clientWidth - current.offsetWidth) / 2;
  }, [doc.id]);
  // Which ends of the scrolling row hide tabs: a chevron over that end's fade says there is more.
  const [hidden, setHidden] = useState({ start: false, end: true });
  useEffect(() => {
    const row = tabs.current;
    if (!row) return;
    const update = () => setHidden({ start: row.scrollLeft > 1, end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1 });
    update();
    row.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      row.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [doc.id]);

  return (
    <div className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft/70 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10rem] size-[32rem] rounded-full bg-[radial-gradient(closest-side,rgb(91_61_245/0.14),transparent)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-28 pb-10 sm:px-6 sm:pt-32 lg:px-8 lg:pb-14">
        <nav aria-label="Legal documents" className="relative -mx-4 sm:mx-0">
          {/* One row of tabs; where it is wider than the screen it scrolls, never wraps. */}
          <ul
            ref={tabs}
            data-more={hidden.start && hidden.end ? "both" : hidden.start ? "start" : hidden.end ? "end" : undefined}
            className="legal-tabs flex gap-2 overflow-x-auto px-4 py-1 sm:flex-wrap sm:overflow-visible sm:p-0"
          >
            {legalDocumentList.map((entry) => {
              const current = entry.id === doc.id;
              return (
                <li key={entry.id} className="shrink-0">
                  <Link
                    href={entry.path}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                      current
                        ? "border-ink bg-ink text-white"
                        : "border-line bg-white text-ink-soft hover:border-ink/30 hover:text-ink",
                    )}
                  >
                    {entry.shortTitle}
                  </Link>
                </li>
              );
            })}
          </ul>
          {(["start", "end"] as const).map((end) =>
            hidden[end] ? (
              <span
                key={end}
                aria-hidden="true"
                className={cn("pointer-events-none absolute inset-y-0 grid w-8 place-items-center text-ink-soft sm:hidden", end === "start" ? "left-0" : "right-0")}
              >
                {end === "start" ? <ChevronLeft className="size-5" /> : <ChevronRight className="size-5" />}
              </span>
            ) : null,
          )}
        </nav>
        <p className="mt-8 text-eyebrow text-brand sm:mt-10">Legal</p>
        <h1 className="mt-2 text-h1 text-ink">
          {doc.title}
        </h1>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-ink-soft ring-1 ring-line">
          {/* The stroke is inherited from the <svg> (a closed rect has no line caps to round). */}
          <svg
            viewBox="0 0 16 16"
            className="size-4 text-brand"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          >
            <rect x="2" y="3" width="12" height="11" rx="2" />
            <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
          </svg>
          {doc.dateLine}
        </p>
      </div>
    </div>
  );
}

/** Same-origin links in the rendered HTML navigate in the app. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const anchor = (event.target as Element).closest("a");
    if (!anchor) return;
    // A choice in the mobile table of contents closes it, so the section is in view.
    anchor.closest("details")?.removeAttribute("open");
    const href = anchor.getAttribute("href");
    if (!href || anchor.target || anchor.hasAttribute("download")) return;
    if (!href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** `aria-current="location"` on the section being read in the desktop table of contents. */
function useCurrentSection(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    const nav = root?.querySelector<HTMLElement>(".legal-toc-desktop");
    if (!root || !nav) return;
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const sections = links
      .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
      .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } => entry.heading !== null);
    if (sections.length === 0) return;

    let current: HTMLAnchorElement | undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * 0.3;
      let active = sections[0];
      for (const section of sections) {
        if (section.heading.getBoundingClientRect().top <= line) active = section;
        else break;
      }
      const link = active?.link;
      if (!link || link === current) return;
      current?.removeAttribute("aria-current");
      link.setAttribute("aria-current", "location");
      current = link;
      // Keep the marked entry clear of the sticky title and the bottom fade, without moving the page.
      const top = link.offsetTop;
      const title = nav.querySelector<HTMLElement>(".legal-toc-title")?.offsetHeight ?? 0;
      const fade = parseFloat(getComputedStyle(nav).paddingBottom) || 0;
      if (top < nav.scrollTop + title || top + link.offsetHeight > nav.scrollTop + nav.clientHeight - fade) {
        nav.scrollTop = top - nav.clientHeight / 2;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      current?.removeAttribute("aria-current");
    };
  }, [container]);
}

/**
 * `html` when this render has it (server, client navigation); while hydrating it is null and the page's markup is kept.
 * `notice` goes above the text (an earlier version's page says which it is).
 */
export function LegalDocumentView({ document: doc, html, notice }: { document: LegalDocumentMeta; html: string | null; notice?: ReactNode }) {
  const [body] = useState(() => html ?? readRenderedBody(doc.path) ?? "");
  const container = useRef<HTMLDivElement>(null);
  const onClick = useInAppLinks();
  useCurrentSection(container);

  return (
    <>
      <LegalHeader document={doc} />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:px-8 lg:pt-14 lg:pb-28">
        {notice}
        <div
          id={LEGAL_BODY_ELEMENT_ID}
          ref={container}
          className="legal-layout"
          onClick={onClick}
          // The markup is the server's, byte for byte; React must not touch it.
          dangerouslySetInnerHTML={{ __html: body }}
          suppressHydrationWarning
        />
      </div>
    </>
  );
}
