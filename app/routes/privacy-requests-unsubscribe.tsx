import { CircleAlert, CircleCheck, MailX } from "lucide-react";
import type { Route } from "./+types/privacy-requests-unsubscribe";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { privacyApi, privacyPages, privateLinkPageHeaders } from "#app/forms/privacy-paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { type UnsubscribeState, unsubscribeStates } from "#app/content/privacy-requests.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { privacyServiceContext } from "#app/load-context.server.ts";

export const handle: SiteHandle = {};

/**
 * Where an email's unsubscribe link lands (and where the List-Unsubscribe
 * URL sends a browser). Opening it changes nothing, so a link scanner cannot
 * unsubscribe anyone; the button posts the token and stops marketing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const reported = params.get("status");
  if (reported === "done" || reported === "invalid") return { state: reported as UnsubscribeState, token: "" };
  const privacy = context.get(privacyServiceContext);
  if (!privacy || reported === "unavailable") return { state: "unavailable" as UnsubscribeState, token };
  return privacy.isUnsubscribeToken(token) ? { state: "valid" as UnsubscribeState, token } : { state: "invalid" as UnsubscribeState, token: "" };
}

export const headers = privateLinkPageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData ? unsubscribeStates[args.loaderData.state].title : "Unsubscribe",
    description: "Stop marketing emails to your address.",
    canonicalPath: privacyPages.unsubscribe,
    noindex: true,
  });

export default function PrivacyRequestsUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { state, token } = loaderData;
  const view = unsubscribeStates[state];
  const form = token ? (
    <form method="post" action={privacyApi.unsubscribe} className="mt-8">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="source" value="page" />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-56">
        <MailX aria-hidden="true" />
        {unsubscribeStates.valid.action}
      </Button>
    </form>
  ) : null;
  if (state === "done") {
    return (
      <StatusPage
        icon={CircleCheck}
        tone="success"
        title={view.title}
        text={view.text}
        actions={[
          { href: privacyPages.requests, label: "See or delete your data" },
          { href: "/", label: "Return to Home" },
        ]}
        data-status={state}
      />
    );
  }
  return (
    <StatusPage
      icon={state === "valid" ? MailX : CircleAlert}
      tone={state === "valid" ? "neutral" : "error"}
      title={view.title}
      text={view.text}
      actions={
        state === "valid" || form
          ? [{ href: privacyPages.requests, label: "Manage all your data", variant: "secondary" }]
          : [
              { href: privacyPages.requests, label: "Go to privacy requests" },
              { href: "/", label: "Return to Home" },
            ]
      }
      data-status={state}
    >
      {form}
    </StatusPage>
  );
}
