import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/sign-in-link";
import { ConsoleButton, ConsoleNotice, SignInCard } from "#app/components/console/console-ui.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { consoleService, isSameOrigin, refusal } from "#app/lib/console.server.ts";
import { clientNetworkContext } from "#app/load-context.server.ts";

// The console's Referrer-Policy (same-origin, app/entry.server.tsx) keeps the token in this URL to this site.
// A stricter no-referrer here would make the button's post carry `Origin: null`, which the origin check refuses.
export const meta: Route.MetaFunction = () => [{ title: "Sign in · Console" }, { name: "robots", content: "noindex, nofollow" }];

type LinkState = "valid" | "expired" | "used" | "invalid" | "rate-limited";

const refusals: Record<Exclude<LinkState, "valid">, string> = {
  expired: "This sign-in link has expired (a link works for 15 minutes).",
  used: "This sign-in link has already been used (a link works once).",
  invalid: "This sign-in link is not valid. Copy the whole link from the email, or ask for a new one.",
  "rate-limited": "Too many sign-in attempts from your network. Wait a while and try again.",
};

/**
 * The page an emailed link opens. Opening it spends nothing (a mail scanner
 * may fetch it); the Sign in button's post does, once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state: LinkState = await consoleService(context).auth.inspectLink(token);
  return { state, token: state === "valid" ? token : null };
}

/** The press: spends the link and starts a session; a user without a passkey is asked to add one. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = consoleService(context);
  if (!isSameOrigin(request, service.siteUrl)) throw refusal(403, "Cross-site request refused.");
  const form = await request.formData().catch(() => new FormData());
  const signedIn = await service.auth.signInWithLink(String(form.get("token") ?? ""), context.get(clientNetworkContext));
  if (!signedIn.ok) {
    const state: LinkState = signedIn.reason;
    const headers: HeadersInit = signedIn.reason === "rate-limited" ? { "Retry-After": String(signedIn.retryAfterSeconds) } : {};
    return data({ state }, { status: { "rate-limited": 429, invalid: 400, expired: 410, used: 410 }[signedIn.reason], headers });
  }
  const to = signedIn.hasPasskey ? consolePages.leads : `${consolePages.account}?welcome=1`;
  throw redirect(to, { headers: { "Set-Cookie": service.sessionCookie(signedIn.token, request) } });
}

export default function ConsoleSignInLink() {
  const loaded = useLoaderData<typeof loader>();
  const pressed = useActionData<{ state: LinkState }>();
  const state = pressed?.state ?? loaded.state;
  const submitting = useNavigation().state !== "idle";
  return (
    <SignInCard title="Sign in to the console">
      {state === "valid" && loaded.token ? (
        <Form method="post" className="flex flex-col gap-4">
          <p className="text-sm text-ink-soft">Press the button to sign in on this device. The link then stops working.</p>
          <input type="hidden" name="token" value={loaded.token} />
          <ConsoleButton disabled={submitting}>Sign in</ConsoleButton>
        </Form>
      ) : (
        <div className="flex flex-col gap-4">
          <ConsoleNotice tone="danger">{refusals[state === "valid" ? "invalid" : state]}</ConsoleNotice>
          <Link href={consolePages.signIn} className="text-sm font-medium text-brand underline underline-offset-4">
            Get a new sign-in link
          </Link>
        </div>
      )}
    </SignInCard>
  );
}
