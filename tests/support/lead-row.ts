import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { LeadsTable } from "../../server/db/schema.ts";

/**
 * A stored contact lead, as a row written straight to the database for a test
 * or a bench that needs leads without posting them: consent given, not spam,
 * status new. `email` also fills the data and the search text; anything else
 * can be set through `row`.
 */
export function contactLeadRow(email: string, receivedAt: number, row: Partial<Insertable<LeadsTable>> = {}): Insertable<LeadsTable> {
  const id = randomUUID();
  return {
    id,
    type: "contact",
    email,
    data: JSON.stringify({ email }),
    consent_given: 1,
    consent_version: "2026-01",
    page_url: "https://www.lumora.example/contact",
    referrer: null,
    first_touch: null,
    last_touch: null,
    user_agent: "test",
    ip_hash: null,
    idempotency_key: id,
    spam: 0,
    spam_reason: null,
    received_at: new Date(receivedAt).toISOString(),
    status: "new",
    assignee_id: null,
    search_text: email,
    visitor: null,
    ...row,
  };
}
