import type { LeadWithMail } from "../../db/rows.ts";
import { csvHeader, csvLine, toExported } from "../../leads/lead-export.ts";
import type { ConsoleDeps } from "../console-deps.ts";
import type { Actor } from "./lead-changes.server.ts";
import { type Cursor, describeFilter, type LeadFilter } from "./lead-filter.ts";
import { filterConditions, positionCondition } from "./lead-query.server.ts";

/** Memory holds one batch, whatever the number of leads. */
export const EXPORT_BATCH = 500;

async function batchAfter(deps: ConsoleDeps, filter: LeadFilter, viewerId: string, after: Cursor | null): Promise<LeadWithMail[]> {
  return deps.store.db
    .selectFrom("leads")
    .selectAll("leads")
    .select((eb) => {
      const deliveries = () =>
        eb.selectFrom("webhook_deliveries").whereRef("webhook_deliveries.lead_id", "=", "leads.id").where("webhook_deliveries.event", "=", "lead.created");
      const count = (status?: "sent" | "failed") =>
        (status ? deliveries().where("webhook_deliveries.status", "=", status) : deliveries()).select((sub) => sub.fn.countAll().as("count"));
      const mail = (column: "status" | "attempts") =>
        eb
          .selectFrom("outbox")
          .select(`outbox.${column}`)
          .whereRef("outbox.lead_id", "=", "leads.id")
          .where("outbox.audience", "=", "sales")
          .orderBy("outbox.created_at", "desc")
          .limit(1);
      return [
        mail("status").as("mail_status"),
        mail("attempts").as("mail_attempts"),
        count().as("webhook_total"),
        count("sent").as("webhook_sent"),
        count("failed").as("webhook_failed"),
      ];
    })
    .where((eb) => eb.and([...filterConditions(eb, filter, viewerId, deps.store.dialect), ...(after ? [positionCondition(eb, after, "older")] : [])]))
    .orderBy("leads.received_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(EXPORT_BATCH)
    .execute() as Promise<LeadWithMail[]>;
}

/** Streamed by key, never all in memory; the audit log records the row count once the last row was read (or cut short). */
export function exportCsv(deps: ConsoleDeps, actor: Actor, filter: LeadFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let rows = 0;
  let audited = false;
  const audit = async (cut: boolean) => {
    if (audited) return;
    audited = true;
    await deps.audit({ actor, action: "leads-exported", subject: describeFilter(filter), detail: `${rows} lead(s)${cut ? " (cut short)" : ""}` });
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${csvHeader}\r\n`));
      },
      async pull(controller) {
        const batch = await batchAfter(deps, filter, actor.id, after);
        if (batch.length > 0) {
          rows += batch.length;
          controller.enqueue(encoder.encode(`${batch.map((row) => csvLine(toExported(row))).join("\r\n")}\r\n`));
          const last = batch.at(-1)!;
          after = { receivedAt: last.received_at, id: last.id };
        }
        if (batch.length < EXPORT_BATCH) {
          await audit(false);
          controller.close();
        }
      },
      async cancel() {
        await audit(true);
      },
    },
    { highWaterMark: 1 },
  );
}
