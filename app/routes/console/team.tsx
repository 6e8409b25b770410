import type { Route } from "./+types/team";
import { requireConsole } from "~/lib/console.server";

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, { role: "admin" });
  return null;
}

export default function ConsoleTeam() {
  return <h1 className="text-xl font-semibold">Team</h1>;
}
