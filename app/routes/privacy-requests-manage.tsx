import { ArrowDown, Inbox } from "lucide-react";
import { redirect } from "react-router";
import type { Route } from "./+types/privacy-requests-manage";
import { LeadRecord } from "#app/components/privacy/lead-record.tsx";
import { ManageActions } from "#app/components/privacy/manage-actions.tsx";
import { PrivacyBackdrop, PrivacyNotice } from "#app/components/privacy/privacy-page.tsx";
import { privacyPages } from "#app/forms/privacy-paths.ts";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { managePage as copy, manageStatuses, manageStatusValues } from "#app/content/privacy-requests.ts";
import { cn } from "#app/lib/cn.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { privacyServiceContext } from "#app/load-context.server.ts";

export const handle: SiteHandle = {};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
const shownDate = (iso: string) => `${dateFormat.format(new Date(iso))} UTC`;

/**
 * The manage view: everything held for the address of the current session,
 * with the download, stop-marketing and delete actions. Rendered per
 * request from the session cookie; without a live session the visitor is
 * sent back to ask for a link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const privacy = context.get(privacyServiceContext);
  if (!privacy) throw redirect(`${privacyPages.requests}?status=unavailable#request-link`);
  const email = await privacy.sessionAddressFromCookies(request.headers.get("cookie"));
  if (!email) throw redirect(`${privacyPages.requests}?status=session-ended#request-link`);
  const view = await privacy.view(email);
  const status = manageStatusValues.find((value) => value === new URL(request.url).searchParams.get("status")) ?? null;
  return {
    email: view.email,
    status,
    marketingStoppedLabel: view.marketingStoppedAt ? shownDate(view.marketingStoppedAt) : null,
    leads: view.leads.map((lead) => ({ ...lead, receivedLabel: shownDate(lead.receivedAt) })),
  };
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: copy.title,
    description: "The data held for your email address, with download, delete and marketing choices.",
    canonicalPath: privacyPages.manage,
    noindex: true,
  });

export default function PrivacyRequestsManage({ loaderData }: Route.ComponentProps) {
  const { email, status, leads, marketingStoppedLabel } = loaderData;
  const notice = status ? manageStatuses[status] : null;
  return (
    <PrivacyBackdrop>
      <div className="mx-auto max-w-7xl px-4 pt-24 pb-20 sm:px-6 sm:pt-36 lg:px-8 lg:pb-28">
        <header className="max-w-3xl">
          <p className="text-eyebrow text-brand">{copy.eyebrow}</p>
          <h1 className="mt-3 text-h1 text-ink">{copy.title}</h1>
          <p className="mt-4 text-base leading-relaxed text-pretty text-muted sm:text-lg">
            {copy.signedInAs} <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</strong>. {copy.sessionNote}
          </p>
          {/* On a phone the choices come after the list: one tap takes the visitor there. */}
          <a
            href="#your-choices"
            className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline lg:hidden"
          >
            {copy.jumpToChoices}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </header>

        {notice ? <PrivacyNotice tone={notice.tone} title={notice.title} text={notice.text} className="mt-8 max-w-3xl" /> : null}

        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
          <section aria-labelledby="leads-title" className="min-w-0">
            <h2 id="leads-title" className="text-h3 text-ink">
              {copy.leadsTitle} <span className="text-muted">({leads.length})</span>
            </h2>
            {leads.length === 0 ? (
              <div className={cn(surfaceClass, "mt-5 flex items-center gap-4 p-6 text-muted")}>
                <Inbox className="size-6 shrink-0 text-brand" aria-hidden="true" />
                <p>{copy.none}</p>
              </div>
            ) : (
              <div className="mt-5 grid gap-5">
                {leads.map((lead) => (
                  <LeadRecord key={lead.id} lead={lead} />
                ))}
              </div>
            )}
          </section>
          <aside id="your-choices" aria-label="Your choices" className="scroll-mt-24 lg:sticky lg:top-28">
            <ManageActions
              marketingStoppedLabel={marketingStoppedLabel}
              leadCount={leads.length}
              deleteError={status === "confirm-delete" ? manageStatuses["confirm-delete"].text : undefined}
            />
          </aside>
        </div>
      </div>
    </PrivacyBackdrop>
  );
}
