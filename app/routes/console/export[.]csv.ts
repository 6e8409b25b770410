import type { Route } from "./+types/export[.]csv";
import { refusal, requireConsole } from "#app/lib/console.server.ts";

/**
 * The list's current filter as CSV (the CLI's columns and formula-safe
 * cells), streamed in batches; recorded in the audit log with its row count.
 */
export async function loader(args: Route.LoaderArgs) {
  const { service, session } = await requireConsole(args, { area: "leads" });
  const parsed = service.leads.parseFilter(new URL(args.request.url).searchParams);
  if (!parsed.ok) throw refusal(400, parsed.problems.map((problem) => problem.message).join("\n"));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(service.leads.exportCsv(parsed.filter, session.user), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
