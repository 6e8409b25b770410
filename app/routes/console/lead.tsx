import type { Route } from "./+types/lead";
import { requireConsole } from "~/lib/console.server";

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args);
  return null;
}

export default function ConsoleLead() {
  return <h1 className="text-xl font-semibold">Lead</h1>;
}
