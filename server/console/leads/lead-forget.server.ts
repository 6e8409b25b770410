import { eraseAddress } from "../../privacy/erase-address.server.ts";
import { createAddressHasher, resolveAddressKey } from "../../tokens/tokens.server.ts";
import type { ConsoleDeps } from "../console-deps.ts";
import { type Actor, type ChangeResult, noSuchLead, refused } from "./lead-changes.server.ts";
import { readLead } from "./lead-page.server.ts";

/** The post must name the address it confirms, so a stale page cannot erase someone else; the audit log names the lead,
 * never the address. */
export async function forgetPerson(deps: ConsoleDeps, actor: Actor, leadId: string, confirmed: unknown): Promise<ChangeResult> {
  const lead = await readLead(deps.store, leadId);
  if (!lead) return noSuchLead;
  if (!lead.email) return refused(409, "This lead holds no address, so there is no person to forget by address.");
  if (typeof confirmed !== "string" || confirmed.trim().toLowerCase() !== lead.email) {
    return refused(400, `Confirm by naming the address: ${lead.email}.`);
  }
  const { db } = deps.store;
  const erased = await eraseAddress(db, lead.email, {
    requestedBy: "operator",
    emailHash: createAddressHasher(await resolveAddressKey(db))(lead.email),
    forgetMail:
      deps.forgetMail &&
      ((ids) =>
        deps.forgetMail!(ids).catch((error: unknown) => {
          deps.logger.warn({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "stored copies of erased messages not removed");
          return 0;
        })),
    auditDetail: (result) =>
      `console (${actor.email}): ${result.leadIds.length} lead(s), ${result.outboxIds.length} message(s), ${result.webhooks.deleted} webhook delivery(ies), ${result.files} file(s); ` +
      `${result.receivers.length} webhook endpoint(s) told${result.noticeId ? ", sales inbox notified" : ""}`,
    now: deps.now(),
  });
  if (erased.receivers.length > 0 || erased.noticeId) deps.onQueued();
  try {
    if (!(await deps.store.purgeErased())) deps.logger.warn("the database log may still hold the erased rows (another connection was reading); the next erasure or a restart clears it");
  } catch (error) {
    deps.logger.warn({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "the database log was not cleared after an erasure");
  }
  const detail = `${erased.leadIds.length} lead(s), ${erased.outboxIds.length} message(s), ${erased.webhooks.deleted} webhook delivery(ies); ${erased.receivers.length} endpoint(s) told`;
  await deps.audit({ actor, action: "person-erased", subject: leadId, detail });
  return { ok: true, message: `Erased ${erased.leadIds.length} lead(s) of the person, with their messages and deliveries.` };
}
