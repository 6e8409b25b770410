import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/privacy-requests";
import { LinkRequestForm } from "#app/components/privacy/link-request-form.tsx";
import { PrivacyBackdrop, PrivacyNotice } from "#app/components/privacy/privacy-page.tsx";
import { PrivacyRights, PrivacySteps } from "#app/components/privacy/privacy-rights.tsx";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { site } from "#app/config/site.ts";
import { type RequestStatus, requestStatuses, requestStatusValues } from "#app/content/privacy-requests.ts";
import { siteContent } from "#app/load-context.server.ts";
import { cn } from "#app/lib/cn.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

export const handle: SiteHandle = {};

const linkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";

/**
 * /privacy/requests: ask for a secure link to see, download or delete one's
 * data, or stop marketing. Prerendered; the answer to a form post
 * (`?status=…`, see app/config/routes.ts) is rendered per request and never
 * cached or indexed. The words come through the loader: the content module
 * validates itself with zod, which then stays out of the page's JavaScript.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const value = new URL(request.url).searchParams.get("status");
  const status: RequestStatus | null = requestStatusValues.find((known) => known === value) ?? null;
  return {
    status,
    notice: status ? requestStatuses[status] : null,
    invalidText: requestStatuses.invalid.text,
    ...siteContent(context).privacyRequests,
  };
}

export function headers() {
  // Applies to the per-request answers only: the prerendered page is served with the static files' headers.
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData.seo, canonicalPath: "/privacy/requests", noindex: Boolean(args.loaderData.status) }) : [];

export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  const { status, notice, invalidText, copy, rights, steps } = loaderData;

  return (
    <PrivacyBackdrop>
      {/*
        One grid, as on the contact page: on phones the intro comes first and
        the form follows at once (the answer to a post lands on it); what the
        visitor can do comes after. On desktops intro and rights sit left,
        the form right.
      */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-24 pb-20 sm:px-6 sm:pt-36 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10 lg:px-8 lg:pb-28">
        <div className="lg:pt-6">
          <p className="text-eyebrow text-brand">{copy.eyebrow}</p>
          <h1 className="mt-3 text-h1 text-ink">{copy.title}</h1>
          <p className="mt-4 max-w-lg text-base leading-relaxed text-pretty text-muted sm:mt-5 sm:text-lg">{copy.intro}</p>
        </div>

        <section
          id="request-link"
          aria-labelledby="privacy-request-title"
          className={cn(surfaceClass, "scroll-mt-24 rounded-[1.75rem] p-5 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start")}
        >
          <h2 id="privacy-request-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {copy.formTitle}
          </h2>
          <p className="mt-1.5 mb-6 text-sm text-muted">{copy.formText}</p>
          {notice ? <PrivacyNotice tone={notice.tone} title={notice.title} text={notice.text} className="mb-6" /> : null}
          <LinkRequestForm
            label={copy.emailLabel}
            submit={copy.submit}
            note={copy.formNote}
            error={status === "invalid" ? invalidText : undefined}
          />
          <PrivacySteps title={copy.stepsTitle} steps={steps} />
        </section>

        <div className="lg:col-start-1 lg:row-start-2">
          <PrivacyRights rights={rights} title={copy.rightsTitle} />
          <p className="mt-10 max-w-lg text-sm leading-relaxed text-muted">
            {copy.otherWays}{" "}
            <a href={`mailto:${site.contactEmail}`} className={linkClass}>
              {site.contactEmail}
            </a>{" "}
            or use our{" "}
            <Link href="/help" className={linkClass}>
              contact page
            </Link>
            .{" "}
            <Link href="/privacy" className={linkClass}>
              {copy.policyLink}
            </Link>
            .
          </p>
        </div>
      </div>
    </PrivacyBackdrop>
  );
}
