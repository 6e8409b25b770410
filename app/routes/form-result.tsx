import { CircleAlert, CircleCheck } from "lucide-react";
import type { Route } from "./+types/form-result";
import { FormResultQuerySchema, formResultErrors, formResultView } from "#app/components/forms/form-result.ts";
import { getCaseStudyById, getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { getWebinar } from "#app/content/webinars/index.ts";
import { webinarOver, webinarSessions } from "#app/lib/webinar-sessions.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { StatusPage, type StatusAction } from "#app/components/layout/status-page.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { FORM_RESULT_REFERENCE_PARAM } from "#app/forms/lead-contract.ts";
import { cn } from "#app/lib/cn.ts";
import { formResultLookupContext } from "#app/load-context.server.ts";

export const handle: SiteHandle = {};

/**
 * Where a form posted without JavaScript lands (the API's 303); per request, never cached or indexed. The link carries only a
 * reference the server resolves, and is a bearer link: a success greets by the stored lead's first name and shows nothing else
 * of the person (blank Zoom registration); a forged, expired or missing reference gives the same page without the name.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { form, status } = FormResultQuerySchema.parse({
    form: params.get("form") ?? undefined,
    status: params.get("status") ?? undefined,
  });
  const errors = status === "invalid" ? formResultErrors(form, params.get("errors")) : [];
  const reference = params.get(FORM_RESULT_REFERENCE_PARAM);
  const lookup = context.get(formResultLookupContext);
  const lead = status === "success" && reference && lookup ? await lookup(form, reference) : null;
  // Only a case study or webinar the site knows: title, document and Zoom page come from the content, never from the URL.
  const found = form === "case-study" ? findCaseStudy(lead?.caseStudySlug ?? params.get("study")) : undefined;
  const study = found ? { slug: found.slug, title: found.title, documentUrl: found.caseStudyUrl } : undefined;
  const webinar = form === "webinar" ? getWebinar(lead?.webinarId ?? params.get("webinar") ?? "") : undefined;
  const ended = webinar && webinarOver(webinarSessions(webinar), Date.now()) ? (webinar.recording ? "recorded" : "unrecorded") : undefined;
  const view = formResultView(form, status, {
    study,
    webinar: webinar ? { id: webinar.id, title: webinar.title, registersOnZoom: Boolean(webinar.registrationUrl), ended } : undefined,
    person: lead?.firstName ? { firstName: lead.firstName } : undefined,
  });
  // The webinar's Zoom registration, blank: a link filled in with the visitor's details would show them to whoever holds this page's link.
  const zoomUrl = status === "success" && !ended ? webinar?.registrationUrl : undefined;
  const recordingUrl = status === "success" && ended ? webinar?.recording?.url : undefined;
  return { form, status, errors, view, documentUrl: status === "success" ? study?.documentUrl : undefined, zoomUrl, recordingUrl };
}

function findCaseStudy(reference: string | null) {
  if (!reference) return undefined;
  return getCaseStudyBySlug(reference) ?? (/^\d+$/.test(reference) ? getCaseStudyById(reference) : undefined);
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.view.title ?? "Form result",
    description: "The result of your form submission.",
    noindex: true,
  });

export default function FormResult({ loaderData }: Route.ComponentProps) {
  const { status, errors, view, documentUrl, zoomUrl, recordingUrl } = loaderData;
  const success = view.tone === "success";
  const quiet = zoomUrl || recordingUrl ? "secondary" : undefined;
  const actions: StatusAction[] = [
    { href: view.back.href, label: view.back.label, variant: quiet },
    ...(view.back.href === "/" ? [] : [{ href: "/", label: "Return to Home" }]),
  ];

  return (
    <StatusPage
      icon={success ? CircleCheck : CircleAlert}
      tone={success ? "success" : "error"}
      title={view.title}
      text={view.text}
      actions={actions}
      data-status={status}
    >
      {errors.length > 0 ? (
        <ul className="mt-6 grid gap-2 rounded-2xl border border-danger/20 bg-danger-soft p-4 text-left text-sm">
          {errors.map((error) => (
            <li key={error.field} className="flex items-start gap-2">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
              <span>
                <span className="font-semibold text-ink">{error.label}:</span>{" "}
                <span className="text-danger">{error.message}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {view.note ? <p className="mt-4 text-sm text-muted">{view.note}</p> : null}
      {documentUrl ? (
        <a
          href={documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: "link" }), "mt-6 min-h-11")}
        >
          Download the case study
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {zoomUrl ? (
        <a
          href={zoomUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants(), "mt-6 h-auto min-h-11 w-full py-2.5 whitespace-normal sm:w-auto")}
        >
          Complete your registration on Zoom
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {recordingUrl ? (
        <a
          href={recordingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants(), "mt-6 h-auto min-h-11 w-full py-2.5 whitespace-normal sm:w-auto")}
        >
          Watch the recording
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </StatusPage>
  );
}
