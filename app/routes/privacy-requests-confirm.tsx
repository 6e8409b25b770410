import { CircleAlert, Clock, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/privacy-requests-confirm";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { privacyApi, privacyPages, privateLinkPageHeaders } from "#app/forms/privacy-paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { type ConfirmState, confirmStates, confirmStateValues } from "#app/content/privacy-requests.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { privacyServiceContext } from "#app/load-context.server.ts";

export const handle: SiteHandle = {};

/**
 * Where the emailed link lands. Opening it changes nothing (mail scanners
 * fetch links before the visitor does): the page only says what the link is
 * worth, and its Continue button posts the token, which spends it and
 * starts the session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const reported = confirmStateValues.find((value) => value === params.get("status") && value !== "valid");
  const token = params.get("token") ?? "";
  if (reported) return { state: reported, token: "" };
  const privacy = context.get(privacyServiceContext);
  const state: ConfirmState = !privacy ? "unavailable" : await privacy.inspectLink(token);
  return { state, token: state === "valid" ? token : "" };
}

export const headers = privateLinkPageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData ? confirmStates[args.loaderData.state].title : "Your privacy request",
    description: "Open your data with the secure link from your email.",
    canonicalPath: privacyPages.confirm,
    noindex: true,
  });

export default function PrivacyRequestsConfirm({ loaderData }: Route.ComponentProps) {
  const { state, token } = loaderData;
  const view = confirmStates[state];
  if (state === "valid") {
    return (
      <StatusPage
        icon={ShieldCheck}
        title={view.title}
        text={view.text}
        actions={[{ href: privacyPages.requests, label: "Back to privacy requests", variant: "secondary" }]}
        data-status={state}
      >
        <form method="post" action={privacyApi.session} className="mt-8">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-56">
            {confirmStates.valid.action}
          </Button>
        </form>
      </StatusPage>
    );
  }
  return (
    <StatusPage
      icon={state === "expired" ? Clock : CircleAlert}
      tone="error"
      title={view.title}
      text={view.text}
      actions={[
        { href: `${privacyPages.requests}#request-link`, label: "Ask for a new link" },
        { href: "/", label: "Return to Home" },
      ]}
      data-status={state}
    />
  );
}
