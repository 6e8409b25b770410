import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { ConsoleButton, ConsoleField, ConsoleNotice, inputClass, SignInCard } from "#app/components/console/console-ui.tsx";
import { PasskeySignInButton } from "#app/components/console/passkey-buttons.tsx";
import { SignInLinkRequestSchema } from "#app/forms/console-auth.schema.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";
import { afterSignIn, consolePages } from "#app/lib/console-paths.ts";
import { consoleService, isSameOrigin, refusal } from "#app/lib/console.server.ts";
import { clientNetworkContext } from "#app/load-context.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Console" }, { name: "robots", content: "noindex, nofollow" }];

/** What the page says after a step elsewhere (`?status=`). */
const statusNotices: Record<string, { tone: "info" | "success" | "danger"; text: string }> = {
  "link-sent": {
    tone: "success",
    text: "If that address belongs to a console user, a sign-in link is on its way. It works once, for 15 minutes.",
  },
  "signed-out": { tone: "info", text: "You are signed out." },
  "signed-out-everywhere": { tone: "info", text: "You are signed out on every device." },
};

/** A signed-in visitor goes straight on; anyone else sees the ways in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = consoleService(context);
  const url = new URL(request.url);
  const next = url.searchParams.get("next");
  if (await service.sessionOf(request)) throw redirect(afterSignIn(next));
  const status = url.searchParams.get("status") ?? "";
  return { next: next && afterSignIn(next) === next ? next : null, notice: statusNotices[status] ?? null };
}

type ActionData = { email: string; fieldErrors?: Record<string, string>; error?: string };

/**
 * "Email me a sign-in link": the same answer for every address, known or
 * not; the link goes only to a console user. Limited per network and per
 * address; a refusal by the limit says so (it reveals nothing about the address).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const service = consoleService(context);
  if (!isSameOrigin(request, service.siteUrl)) throw refusal(403, "Cross-site request refused.");
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "");
  const parsed = SignInLinkRequestSchema.safeParse({ email });
  if (!parsed.success) return data<ActionData>({ email, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  const requested = await service.auth.requestLink(parsed.data.email, context.get(clientNetworkContext));
  if (!requested.ok) {
    return data<ActionData>(
      { email, error: "Too many sign-in link requests. Wait a while and try again." },
      { status: 429, headers: { "Retry-After": String(requested.retryAfterSeconds) } },
    );
  }
  throw redirect(`${consolePages.signIn}?status=link-sent`);
}

export default function ConsoleSignIn() {
  const { next, notice } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const sending = useNavigation().state === "submitting";
  return (
    <SignInCard title="Sign in to the console">
      <div className="flex flex-col gap-5">
        {notice && <ConsoleNotice tone={notice.tone}>{notice.text}</ConsoleNotice>}
        <PasskeySignInButton next={next} />
        <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          or
          <span className="h-px flex-1 bg-line" />
        </div>
        <Form method="post" className="flex flex-col gap-3" noValidate>
          <h2 className="text-sm font-semibold text-ink">Lost your device? Get a link by email</h2>
          <ConsoleField id="sign-in-email" label="Work email" error={result?.fieldErrors?.email}>
            {(aria) => (
              <input {...aria} type="email" name="email" autoComplete="username" required defaultValue={result?.email ?? ""} className={inputClass} />
            )}
          </ConsoleField>
          {result?.error && <ConsoleNotice tone="danger">{result.error}</ConsoleNotice>}
          <ConsoleButton tone="secondary" disabled={sending}>
            Email me a sign-in link
          </ConsoleButton>
        </Form>
      </div>
    </SignInCard>
  );
}
