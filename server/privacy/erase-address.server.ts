import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type Erasure, forgetEmail } from "../leads/lead-store.server.ts";
import { endSessionsOf, recordRequest } from "./privacy-store.server.ts";

export type AddressErasure = Erasure & { /** Stored .eml copies of the deleted messages removed. */ files: number };

/** The same whoever asks (visitor or `leads forget`): sessions end, .eml copies go, and the audit trail records it by
 * hashed address. The caller then clears the database's log (Store.purgeErased). */
export async function eraseAddress(
  db: Kysely<Database>,
  email: string,
  {
    requestedBy,
    emailHash,
    forgetMail,
    auditDetail,
    now = Date.now(),
  }: {
    requestedBy: "visitor" | "operator";
    emailHash: string;
    forgetMail?: (outboxIds: readonly string[]) => Promise<number>;
    auditDetail: (erased: AddressErasure) => string;
    now?: number;
  },
): Promise<AddressErasure> {
  const requestId = randomUUID();
  const erased = await forgetEmail(db, email, { requestId, requestedBy, now });
  await endSessionsOf(db, emailHash);
  const files = forgetMail && erased.outboxIds.length > 0 ? await forgetMail(erased.outboxIds) : 0;
  const result = { ...erased, files };
  await recordRequest(db, { id: requestId, kind: "deleted", emailHash, detail: auditDetail(result), now });
  return result;
}
