import type { Route } from "./+types/export[.]csv";
import { requireConsole } from "~/lib/console.server";

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args);
  return new Response("", { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
