import type { Route } from "./+types/leads";
import { requireConsole } from "~/lib/console.server";

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args);
  return null;
}

export default function ConsoleLeads() {
  return <h1 className="text-xl font-semibold">Leads</h1>;
}
