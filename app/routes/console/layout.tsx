import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ConsoleShell } from "#app/components/console/console-shell.tsx";
import type { ConsoleLayoutData } from "#app/components/console/console-form.tsx";
import { requireConsole } from "#app/lib/console.server.ts";

/** Every console page sits in this frame; its loader turns away anyone not signed in. */
export async function loader(args: Route.LoaderArgs): Promise<ConsoleLayoutData> {
  const { session } = await requireConsole(args);
  return { user: { id: session.user.id, email: session.user.email, role: session.user.role }, csrfToken: session.csrfToken };
}

export const meta: Route.MetaFunction = () => [{ title: "Console" }, { name: "robots", content: "noindex, nofollow" }];

export default function ConsoleLayout() {
  return (
    <ConsoleShell>
      <Outlet />
    </ConsoleShell>
  );
}
