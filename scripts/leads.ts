import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { EnvError, parseEnv, siteOrigin } from "../server/env.ts";
import { openStore, type Store } from "../server/db/database.server.ts";
import { findLeads } from "../server/leads/lead-store.server.ts";
import { displayLine, toCsv, toExported, toJson } from "../server/leads/lead-export.ts";
import { isLeadType, leadTypes } from "#app/forms/lead-contract.ts";
import { outboxCounts, retryFailed } from "../server/mail/outbox.server.ts";
import { listDeliveries } from "../server/webhooks/deliveries.server.ts";
import { describeEndpoint } from "../server/webhooks/webhook-config.ts";
import { retryFailedWebhooks, webhookCounts } from "../server/webhooks/webhook-outbox.server.ts";
import { eraseAddress } from "../server/privacy/erase-address.server.ts";
import { fileTransport } from "../server/mail/transport.server.ts";
import { printPrivacyRequests } from "../server/privacy/requests-cli.server.ts";
import { printTraffic } from "../server/analytics/traffic-cli.server.ts";
import { createAddressHasher, resolveAddressKey } from "../server/tokens/tokens.server.ts";
import { runUsersCommand, usersUsage } from "../server/console/auth/users-cli.server.ts";

/**
 * The leads CLI. Works on the same database as the server (DATABASE_URL, or
 * the SQLite file under DATA_DIR), also while the server runs.
 *
 *   npm run leads -- list [--type T] [--since DATE] [--limit N] [--spam]
 *   npm run leads -- export --format csv|json [--type T] [--since DATE] [--spam] [--output FILE]
 *   npm run leads -- forget <email>
 *   npm run leads -- retry-failed
 *   npm run leads -- deliveries [--failed] [--limit N]
 *   npm run leads -- requests [--since DATE] [--email ADDRESS] [--limit N]
 *   npm run leads -- traffic [--since 7d|DATE] [--until DATE] [--json]
 *   npm run leads -- users list
 *   npm run leads -- users invite <email> --role admin|member|editor
 *   npm run leads -- users remove <email>
 *
 * `export` writes only the data to stdout (JSON: one array). npm itself
 * prints a banner first; use `npm run -s leads -- export …` or `--output`
 * when piping.
 */
const usage = `Usage:
  leads list [--type T] [--since DATE] [--limit N] [--spam]
  leads export --format csv|json [--type T] [--since DATE] [--spam] [--output FILE]
  leads forget <email>
  leads retry-failed
  leads deliveries [--failed] [--limit N]
  leads requests [--since DATE] [--email ADDRESS] [--limit N]
  leads traffic [--since 7d|DATE] [--until DATE] [--json]
${usersUsage}
Types: ${leadTypes.join(", ")}
users: the leads console's team; invite mails a one-time sign-in link (15 minutes).`;

class UsageError extends Error {}

function parseSince(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since must be a date like 2025-08-01 or 2025-08-01T12:00:00Z (got "${value}")`);
  }
  return date.toISOString();
}

function parseType(value: string | undefined): string | undefined {
  if (value !== undefined && !isLeadType(value)) throw new UsageError(`--type must be one of ${leadTypes.join(", ")}`);
  return value;
}

/** A table cell: stored text with its control characters shown escaped, clipped or padded to the width. */
function pad(value: string, width: number): string {
  const text = displayLine(value);
  const clipped = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return clipped.padEnd(width);
}

function listOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { type: { type: "string" }, since: { type: "string" }, limit: { type: "string" }, spam: { type: "boolean" } },
  });
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number");
  return { type: parseType(values.type), since: parseSince(values.since), limit, includeSpam: values.spam };
}

async function list(store: Store, args: string[]) {
  const rows = (await findLeads(store.db, listOptions(args))).map(toExported);
  const header = `${pad("RECEIVED", 24)} ${pad("TYPE", 10)} ${pad("EMAIL", 30)} ${pad("NAME", 24)} ${pad("MAIL", 8)} ${pad("HOOK", 11)} ID`;
  const lines = rows.map((lead) => {
    const name = [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(" ");
    return `${pad(lead.receivedAt, 24)} ${pad(lead.type, 10)} ${pad(lead.email ?? "-", 30)} ${pad(name || "-", 24)} ${pad(lead.spam ? "spam" : (lead.mailStatus ?? "-"), 8)} ${pad(lead.spam ? "spam" : (lead.webhookStatus ?? "-"), 11)} ${displayLine(lead.id)}`;
  });
  const summary = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([status, count]) => `${status} ${count}`)
      .join(", ") || "none";
  const [mail, hooks] = [summary(await outboxCounts(store.db)), summary(await webhookCounts(store.db))];
  process.stdout.write(
    `${[header, ...lines].join("\n")}\n\n${rows.length} lead(s) shown. Notifications: ${mail}. Webhooks: ${hooks}.\n`,
  );
}

function exportOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      format: { type: "string" },
      type: { type: "string" },
      since: { type: "string" },
      spam: { type: "boolean" },
      output: { type: "string", short: "o" },
    },
  });
  if (values.format !== "csv" && values.format !== "json") throw new UsageError("--format must be csv or json");
  return { format: values.format, output: values.output, filter: { type: parseType(values.type), since: parseSince(values.since), includeSpam: values.spam } };
}

async function exportLeads(store: Store, args: string[]) {
  const values = exportOptions(args);
  const leads = (await findLeads(store.db, values.filter)).map(toExported);
  const text = values.format === "json" ? toJson(leads) : toCsv(leads);
  if (values.output) {
    writeFileSync(values.output, text, { mode: 0o600 });
    process.stderr.write(`Wrote ${leads.length} lead(s) to ${values.output}\n`);
  } else {
    process.stdout.write(text);
  }
}

/**
 * An erasure: the address's leads, messages and webhook deliveries, its
 * .eml files and its privacy sessions go; the webhook endpoints that had the
 * leads and the sales inbox are asked to delete their copies (queued here,
 * sent by a running server); what stays is the audit record (the address's
 * keyed hash, the time, the counts) that proves it was done. On the embedded
 * database no copy is left in the file or its log.
 */
async function forget(store: Store, dataDir: string, args: string[]) {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const email = positionals[0];
  if (!email || positionals.length !== 1 || !email.includes("@")) throw new UsageError("forget takes one email address");
  // Messages written as files when no SMTP was configured hold the same data: the file transport finds them.
  const mailFiles = fileTransport(dataDir);
  const { leadIds, outboxIds, webhooks, receivers, noticeId, files: removed } = await eraseAddress(store.db, email, {
    requestedBy: "operator",
    emailHash: createAddressHasher(await resolveAddressKey(store.db))(email),
    forgetMail: (ids) => mailFiles.forget?.(ids) ?? Promise.resolve(0),
    auditDetail: (erased) =>
      `leads forget: ${erased.leadIds.length} lead(s), ${erased.outboxIds.length} message(s), ${erased.webhooks.deleted} webhook delivery(ies), ${erased.files} file(s); ` +
      `${erased.receivers.length} webhook endpoint(s) told${erased.noticeId ? ", sales inbox notified" : ""}`,
  }).finally(() => mailFiles.close());
  const purged = await store.purgeErased();
  process.stdout.write(
    `Deleted ${leadIds.length} lead(s), ${outboxIds.length} notification(s), ${webhooks.deleted} webhook delivery(ies) and ${removed} .eml file(s) for ${email.trim().toLowerCase()}.\n` +
      (receivers.length > 0
        ? `Queued a signed lead.erased event for ${receivers.length} webhook endpoint(s) that had been sent these leads (${receivers.map(describeEndpoint).join(", ")}); a running server delivers it and retries until it is accepted.\n`
        : "") +
      (noticeId
        ? "Queued a notice to the sales inbox naming the lead ids (not the address): the notifications already delivered there must be deleted by hand.\n"
        : ""),
  );
  if (store.dialect === "postgres") {
    process.stderr.write(
      "PostgreSQL keeps deleted rows in its table files until VACUUM, and in WAL archives and backups: see README, \"Erasure\", to finish the erasure.\n",
    );
  } else if (!purged) {
    process.stderr.write(
      "WARNING: the database's write-ahead log could not be truncated (another connection was reading) and may still hold the deleted rows; run `leads forget` again, or restart the server.\n",
    );
  }
}

async function deliveries(store: Store, args: string[]) {
  const { values } = parseArgs({ args, options: { failed: { type: "boolean" }, limit: { type: "string" } } });
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a positive whole number");
  const rows = await listDeliveries(store.db, { failedOnly: values.failed, limit });
  const header = `${pad("CHANNEL", 8)} ${pad("STATUS", 8)} ${pad("ATTEMPTS", 8)} ${pad("NEXT ATTEMPT", 24)} ${pad("TARGET", 44)} ${pad("LEAD", 36)} LAST ERROR`;
  const lines = rows.map(
    (row) =>
      `${pad(row.channel, 8)} ${pad(row.status, 8)} ${pad(String(row.attempts), 8)} ${pad(row.nextAttemptAt ?? "-", 24)} ${pad(row.target, 44)} ${pad(row.leadId ?? "-", 36)} ${displayLine(row.lastError ?? "-")}`,
  );
  process.stdout.write(
    `${[header, ...lines].join("\n")}\n\n${rows.length} ${values.failed ? "failed " : ""}deliver${rows.length === 1 ? "y" : "ies"} shown.` +
      (values.failed && rows.length > 0 ? " `leads retry-failed` requeues them.\n" : "\n"),
  );
}

const commands = new Set(["list", "export", "forget", "retry-failed", "deliveries", "requests", "traffic", "users"]);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 2;
  }
  // Bad input is explained before the database is opened: it needs no database, and it answers at once.
  if (!commands.has(command)) throw new UsageError(`Unknown command "${command}"`);
  if (command === "list") listOptions(rest);
  if (command === "export") exportOptions(rest);
  const env = parseEnv();
  const store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await store.migrate();
    switch (command) {
      case "list":
        await list(store, rest);
        break;
      case "export":
        await exportLeads(store, rest);
        break;
      case "forget":
        await forget(store, env.DATA_DIR, rest);
        break;
      case "retry-failed": {
        const mail = await retryFailed(store.db);
        const hooks = await retryFailedWebhooks(store.db);
        process.stdout.write(
          `Requeued ${mail} failed notification(s) and ${hooks} failed webhook(s); a running server delivers them within seconds.\n`,
        );
        break;
      }
      case "deliveries":
        await deliveries(store, rest);
        break;
      case "requests":
        await printPrivacyRequests(store, rest, {
          parseSince,
          usageError: (message) => new UsageError(message),
          write: (text) => process.stdout.write(text),
        });
        break;
      case "traffic":
        await printTraffic(store, rest, { usageError: (message) => new UsageError(message), write: (text) => process.stdout.write(text) });
        break;
      case "users":
        await runUsersCommand(store, rest, {
          siteUrl: siteOrigin(env),
          tokenSecret: env.PRIVACY_TOKEN_SECRET,
          usageError: (message) => new UsageError(message),
          write: (text) => process.stdout.write(text),
        });
        break;
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error instanceof TypeError && "code" in error)) {
    process.stderr.write(`${error.message}\n\n${usage}\n`);
    process.exitCode = 2;
  } else if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`leads: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
