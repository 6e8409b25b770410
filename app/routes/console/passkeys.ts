import type { Route } from "./+types/passkeys";
import type { RelyingParty } from "../../../server/console/auth/console-auth.server.ts";
import type { ConsoleService } from "../../../server/console/console-service.server.ts";
import { consoleService, isSameOrigin, refusal, requireConsolePost } from "#app/lib/console.server.ts";
import { clientNetworkContext } from "#app/load-context.server.ts";
import { afterSignIn } from "#app/lib/console-paths.ts";
import { defaultPasskeyName, PasskeyNameSchema } from "#app/forms/console-auth.schema.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";

/*
 * The WebAuthn JSON endpoints (POST /console/passkeys/<step>). The sign-in
 * steps come before any session: they must come from this site and count
 * against the network's sign-in limit. The registration steps are console
 * posts (session, origin, the X-CSRF-Token header). Every answer is JSON.
 */

const json = (body: unknown, status = 200, headers?: HeadersInit) => Response.json(body, { status, headers });
const tooMany = (retryAfterSeconds: number) =>
  json({ error: "Too many sign-in attempts. Wait a while and try again." }, 429, { "Retry-After": String(retryAfterSeconds) });

/** The request's relying party (see relying-party.server.ts); a post from elsewhere is refused. */
function relyingParty(service: ConsoleService, request: Request): RelyingParty {
  const rp = service.relyingPartyOf(request);
  if (!rp) throw json({ error: "Cross-site request refused." }, 403);
  return rp;
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) throw json({ error: "Send application/json." }, 415);
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw json({ error: "The request is not a JSON object." }, 400);
  return body as Record<string, unknown>;
}

async function signInStep(args: Route.ActionArgs, step: "sign-in-options" | "sign-in") {
  const { request, context } = args;
  const service = consoleService(context);
  if (!isSameOrigin(request, service.siteUrl)) throw json({ error: "Cross-site request refused." }, 403);
  const rp = relyingParty(service, request);
  const network = context.get(clientNetworkContext);
  const body = await readJson(request);
  if (step === "sign-in-options") {
    const started = await service.auth.passkeySignInOptions(rp, network);
    return started.ok ? json({ options: started.options }) : tooMany(started.retryAfterSeconds);
  }
  const signedIn = await service.auth.signInWithPasskey(rp, body.response, network);
  if (!signedIn.ok) {
    return signedIn.reason === "rate-limited"
      ? tooMany(signedIn.retryAfterSeconds)
      : json({ error: "That passkey was not accepted. Try again, or use an emailed sign-in link." }, 401);
  }
  const redirectTo = afterSignIn(typeof body.next === "string" ? body.next : null);
  return json({ redirectTo }, 200, { "Set-Cookie": service.sessionCookie(signedIn.token, request) });
}

async function registerStep(args: Route.ActionArgs, step: "register-options" | "register") {
  const { service, session } = await requireConsolePost(args);
  const rp = relyingParty(service, args.request);
  const body = await readJson(args.request);
  if (step === "register-options") return json({ options: await service.auth.passkeyRegistrationOptions(session.user, rp) });
  const given = typeof body.name === "string" ? body.name.trim() : "";
  let name = defaultPasskeyName((await service.auth.passkeysOf(session.user.id)).length);
  if (given) {
    const parsed = PasskeyNameSchema.safeParse(given);
    if (!parsed.success) return json({ error: "Check the passkey's name.", fieldErrors: { name: fieldErrorsOf(parsed.error).form } }, 400);
    name = parsed.data;
  }
  const registered = await service.auth.registerPasskey(session.user, rp, body.response, name);
  if (registered.ok) return json({ ok: true });
  const messages = {
    malformed: "The browser's answer could not be read. Try again.",
    challenge: "The passkey prompt expired. Try again.",
    "not-verified": "The passkey could not be verified. Try again.",
    known: "That passkey is already registered.",
  } as const;
  return json({ error: messages[registered.reason] }, registered.reason === "known" ? 409 : 400);
}

export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") throw refusal(405, "Use POST.", { Allow: "POST" });
  switch (args.params.step) {
    case "sign-in-options":
    case "sign-in":
      return signInStep(args, args.params.step);
    case "register-options":
    case "register":
      return registerStep(args, args.params.step);
    default:
      throw refusal(404, "Not Found");
  }
}

export function loader() {
  throw refusal(405, "Use POST.", { Allow: "POST" });
}
