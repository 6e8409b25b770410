import type { Route } from "./+types/audit";
import { requireConsole } from "~/lib/console.server";

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, { role: "admin" });
  return null;
}

export default function ConsoleAudit() {
  return <h1 className="text-xl font-semibold">Audit log</h1>;
}
