import { redirect, type RouterContextProvider } from "react-router";
import type { ConsoleService } from "../../server/console/console-service.server.ts";
import type { ConsoleSession } from "../../server/console/sessions.server.ts";
import { type ConsoleArea, mayUse } from "#app/lib/console-access.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { consoleServiceContext } from "#app/load-context.server.ts";

// The one gate of every console loader and action: no live session, a page redirects to sign-in and data or posts get 401;
// a member asking for an admin's page or action gets 403. Posts must also come from this site (Origin) with the CSRF token.

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type ConsoleRequest = { service: ConsoleService; session: ConsoleSession };

/** Thrown: React Router answers with its status (and the console's error page for a page load). */
export const refusal = (status: number, message: string, headers?: Record<string, string>) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** A 503 page while the database is not ready. */
export function consoleService(context: Readonly<RouterContextProvider>): ConsoleService {
  const service = context.get(consoleServiceContext);
  if (!service) throw refusal(503, "The console is unavailable for a moment. Try again shortly.", { "Retry-After": "30" });
  return service;
}

const wantsPage = (request: Request) =>
  request.method === "GET" && (request.headers.get("accept") ?? "").includes("text/html");

const areaRefusals: Record<ConsoleArea, string> = {
  leads: "Only members and admins work leads.",
  content: "Only editors and admins edit the site.",
  team: "Only an admin can do this.",
};

export async function requireConsole({ request, context }: Args, { area }: { area?: ConsoleArea } = {}): Promise<ConsoleRequest> {
  const service = consoleService(context);
  const session = await service.sessionOf(request);
  if (!session) {
    if (wantsPage(request)) {
      const url = new URL(request.url);
      throw redirect(`${consolePages.signIn}?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    throw refusal(401, "Sign in to use the console.");
  }
  if (area && !mayUse(session.user.role, area)) throw refusal(403, areaRefusals[area]);
  return { service, session };
}

/** Origin, or failing that Referer, must be this site; a post with neither is refused. */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const claimed = request.headers.get("origin") ?? request.headers.get("referer");
  if (!claimed) return false;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return false;
  }
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

/** A same-site post in a live session (with the role when asked), with the CSRF token in `csrf` or X-CSRF-Token; returns the form. */
export async function requireConsolePost(args: Args, options: { area?: ConsoleArea } = {}): Promise<ConsoleRequest & { form: FormData }> {
  const { request } = args;
  const service = consoleService(args.context);
  if (!isSameOrigin(request, service.siteUrl)) throw refusal(403, "Cross-site request refused.");
  const gate = await requireConsole(args, options);
  const isJson = (request.headers.get("content-type") ?? "").startsWith("application/json");
  const form = isJson ? new FormData() : await request.formData().catch(() => new FormData());
  const posted = isJson ? request.headers.get("x-csrf-token") : form.get("csrf");
  if (!service.csrfMatches(gate.session, posted)) throw refusal(403, "This form has expired. Reload the page and try again.");
  return { ...gate, form };
}
