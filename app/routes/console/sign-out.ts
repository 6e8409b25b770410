import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { consolePages } from "#app/lib/console-paths.ts";
import { requireConsolePost } from "#app/lib/console.server.ts";

/** Ends this session (a post from a console page) and goes to the sign-in page. */
export async function action(args: Route.ActionArgs) {
  const { service, session } = await requireConsolePost(args);
  await service.signOut(session);
  throw redirect(`${consolePages.signIn}?status=signed-out`, { headers: { "Set-Cookie": service.clearedSessionCookie(args.request) } });
}

export function loader() {
  throw redirect(consolePages.leads);
}
