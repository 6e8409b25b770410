import { parseArgs } from "node:util";
import type { Store } from "../db/database.server.ts";
import { displayLine } from "../leads/lead-export.ts";
import { listRequests } from "./privacy-store.server.ts";
import { createAddressHasher, resolveAddressKey } from "../tokens/tokens.server.ts";

/** Stored text shown inert. */
function pad(value: string, width: number): string {
  const text = displayLine(value);
  const clipped = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return clipped.padEnd(width);
}

/** Addresses are never stored: rows show the start of the keyed hash, and `--email` hashes the address the same way. */
export async function printPrivacyRequests(
  store: Store,
  args: string[],
  {
    parseSince,
    usageError,
    write,
  }: {
    parseSince: (value: string | undefined) => string | undefined;
    usageError: (message: string) => Error;
    write: (text: string) => void;
  },
): Promise<void> {
  const { values } = parseArgs({ args, options: { since: { type: "string" }, email: { type: "string" }, limit: { type: "string" } } });
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) throw usageError("--limit must be a positive whole number");
  const emailHash = values.email ? createAddressHasher(await resolveAddressKey(store.db))(values.email) : undefined;
  const rows = await listRequests(store.db, { since: parseSince(values.since), emailHash, limit });
  const header = `${pad("TIME", 24)} ${pad("REQUEST", 15)} ${pad("ADDRESS HASH", 14)} DETAIL`;
  const lines = rows.map(
    (row) => `${pad(row.created_at, 24)} ${pad(row.kind, 15)} ${pad(row.email_hash.slice(0, 12), 14)} ${displayLine(row.detail ?? "")}`,
  );
  write(
    `${[header, ...lines].join("\n")}\n\n${rows.length} privacy request(s)${values.email ? " for that address" : ""}. ` +
      "Addresses are never stored: the hash is a keyed HMAC of the address (find one with --email).\n",
  );
}
