import { CircleAlert, CircleCheck } from "lucide-react";
import type { Route } from "./+types/form-result";
import { FormResultQuerySchema, findAbout, formResultErrors, formResultView } from "#app/components/forms/form-result.ts";
import { leadContent, leadContentOf } from "#app/content/lead-content.ts";
import { contentIfAny } from "#app/load-context.server.ts";
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
 * of the person; a forged, expired or missing reference gives the same page without the name.
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
  // Only a record the site's content has: titles and links come from the content, never from the URL.
  const content = contentIfAny(context);
  const found = findAbout(form, lead, params, content ? leadContentOf(content) : leadContent, Date.now());
  const view = formResultView(form, status, { found, person: lead?.firstName ? { firstName: lead.firstName } : undefined });
  return { form, status, errors, view };
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
  const { status, errors, view } = loaderData;
  const success = view.tone === "success";
  const { offer } = view;
  const quiet = offer?.emphasis === "button" ? "secondary" : undefined;
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
      {offer ? (
        <a
          href={offer.href}
          target="_blank"
          rel="noopener noreferrer"
          className={
            offer.emphasis === "button"
              ? cn(buttonVariants(), "mt-6 h-auto min-h-11 w-full py-2.5 whitespace-normal sm:w-auto")
              : cn(buttonVariants({ variant: "link" }), "mt-6 min-h-11")
          }
        >
          {offer.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </StatusPage>
  );
}
