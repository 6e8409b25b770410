import type { Route } from "./+types/account";
import { requireConsole } from "~/lib/console.server";

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args);
  return null;
}

export default function ConsoleAccount() {
  return <h1 className="text-xl font-semibold">Account</h1>;
}
