import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as audit from "#app/routes/console/audit.tsx";
import * as lead from "#app/routes/console/lead.tsx";
import type { AuditPage, LeadPage } from "#app/lib/console-lead-views.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, settle, type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { consoleTestEnv, routeCaller, sendContact, WEBHOOK_URL } from "./support/console-leads.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * A lead's page and the changes made on it, on each database: every field
 * and the delivery timeline, status, spam and not spam (with what each
 * queues or cancels), assignee, notes, send again, forget; each recorded in
 * the audit log, which only an admin reads. Posts need a session and the
 * CSRF token.
 */
type Answer = { ok: boolean; message: string };

describe.each(testDatabaseKinds)("console lead page (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let member: SignedIn;
  let admin: SignedIn;
  let call: ReturnType<typeof routeCaller>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, ...consoleTestEnv });
    cons = testConsole(api);
    call = routeCaller(cons);
    member = await cons.signedIn("member");
    admin = await cons.signedIn("admin");
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  const view = async (id: string, as = member) => {
    const answer = await call.load(lead, `/console/leads/${id}`, as, { id });
    return { status: answer.status, page: answer.value as LeadPage | undefined };
  };
  const change = async (id: string, form: Record<string, string>, as = member) => {
    const answer = await call.act(lead, `/console/leads/${id}`, form, as, { id });
    return { status: answer.status, answer: answer.value as Answer | undefined, response: answer.response };
  };
  const outbox = (id: string) => api.store.db.selectFrom("outbox").selectAll().where("lead_id", "=", id).orderBy("created_at").execute();
  const hooks = (id: string) => api.store.db.selectFrom("webhook_deliveries").selectAll().where("lead_id", "=", id).orderBy("created_at").execute();
  const auditOf = (subject: string) => api.store.db.selectFrom("console_audit").selectAll().where("subject", "=", subject).orderBy("at").orderBy("id").execute();

  it("shows every field, consent, touches and the delivery timeline, and records the view; 404 for an unknown id", async () => {
    const id = await sendContact(api, { firstName: "Ada", email: "ada.page@example.com", firstTouch: { utm_source: "newsletter", utm_campaign: "nov" }, referrer: "https://blog.example.org/post" });
    const { page } = await view(id);
    expect(page?.lead).toMatchObject({
      id,
      email: "ada.page@example.com",
      status: "new",
      spam: false,
      pageUrl: "https://www.lumora.example/help",
      referrer: "https://blog.example.org/post",
      firstTouch: { utm_source: "newsletter", utm_campaign: "nov" },
      source: "newsletter",
      fields: { firstName: "Ada", companyName: "Analytical Engines", inquiryType: "partnership" },
    });
    expect(page?.deliveries.map((entry) => [entry.channel, entry.kind, entry.status]).sort()).toEqual([
      ["mail", "sales", "pending"],
      ["mail", "visitor", "pending"],
      ["webhook", "lead.created", "pending"],
    ]);
    expect(page?.deliveries.find((entry) => entry.channel === "webhook")).toMatchObject({ target: WEBHOOK_URL, attempts: 0, canResend: false });
    await view(id);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["lead-viewed"]);
    expect((await view("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("changes the status (audited), refuses an unknown one, and works as a plain form post", async () => {
    const id = await sendContact(api, { email: "status@example.com" });
    expect((await change(id, { intent: "status", status: "contacted" })).answer).toEqual({ ok: true, message: "Status changed to Contacted.", intent: "status" });
    expect((await view(id)).page?.lead.status).toBe("contacted");
    const refused = await change(id, { intent: "status", status: "done" });
    expect(refused.status).toBe(400);
    expect(refused.answer?.message).toMatch(/^Choose a status/);
    expect((await change(id, { intent: "dance" })).status).toBe(400);
    const entry = (await auditOf(id)).find((row) => row.action === "lead-changed");
    expect(entry).toMatchObject({ actor_email: member.user.email, detail: "status new → contacted" });
    expect((await change("00000000-0000-4000-8000-000000000000", { intent: "status", status: "won" })).status).toBe(404);
  });

  it("marks spam (cancels what was not tried, tells endpoints that got the lead) and not spam (queues what a lead gets)", async () => {
    const fresh = await sendContact(api, { email: "fresh@example.com" });
    expect((await change(fresh, { intent: "spam", spam: "spam" })).answer?.ok).toBe(true);
    expect(await outbox(fresh)).toEqual([]);
    expect(await hooks(fresh)).toEqual([]);

    const delivered = await sendContact(api, { email: "delivered@example.com" });
    await api.store.db.updateTable("webhook_deliveries").set({ status: "sent", attempts: 1, payload: null, sent_at: new Date().toISOString() }).where("lead_id", "=", delivered).execute();
    await change(delivered, { intent: "spam", spam: "spam" });
    const events = await hooks(delivered);
    expect(events.map((row) => [row.event, row.status])).toEqual([
      ["lead.created", "sent"],
      ["lead.spam", "pending"],
    ]);
    expect(JSON.parse(events[1]!.payload!)).toMatchObject({ type: "lead.spam", data: { lead: { id: delivered, type: "contact" } } });
    expect((await view(delivered)).page?.lead).toMatchObject({ spam: true, spamReason: "marked in the console" });

    const bot = await sendContact(api, { email: "maybe-bot@example.com", spam: true });
    expect(await outbox(bot)).toEqual([]);
    expect((await change(bot, { intent: "spam", spam: "not-spam" })).answer?.message).toBe("Marked as not spam; 2 delivery(ies) queued.");
    expect((await outbox(bot)).map((row) => [row.audience, row.status, row.recipients])).toEqual([["sales", "pending", "sales@lumora.example"]]);
    expect((await outbox(bot))[0]?.text_body).toContain("maybe-bot@example.com");
    expect((await hooks(bot)).map((row) => [row.event, row.status, JSON.parse(row.payload!).data.spam])).toEqual([["lead.created", "pending", false]]);
    expect((await change(bot, { intent: "spam", spam: "maybe" })).status).toBe(400);
  });

  it("assigns to a team member or no one, and refuses a stranger", async () => {
    const id = await sendContact(api, { email: "assign@example.com" });
    expect((await change(id, { intent: "assign", assignee: admin.user.id })).answer?.message).toBe(`Assigned to ${admin.user.email}.`);
    expect((await view(id)).page?.assignee).toEqual({ id: admin.user.id, email: admin.user.email });
    expect((await change(id, { intent: "assign", assignee: "00000000-0000-4000-8000-000000000000" })).status).toBe(400);
    await change(id, { intent: "assign", assignee: "" });
    expect((await view(id)).page?.assignee).toBeNull();
    expect((await auditOf(id)).filter((row) => row.action === "lead-changed").map((row) => row.detail)).toEqual([`assignee → ${admin.user.email}`, "assignee → no one"]);
  });

  it("adds notes with author and time, newest first, within the length limit", async () => {
    const id = await sendContact(api, { email: "notes@example.com" });
    await change(id, { intent: "note", note: "Called, no answer." });
    await change(id, { intent: "note", note: "  <b>Booked</b> a demo for Tuesday.  " }, admin);
    expect((await change(id, { intent: "note", note: "   " })).status).toBe(400);
    expect((await change(id, { intent: "note", note: "x".repeat(4001) })).answer?.message).toMatch(/at most 4000 characters/);
    const notes = (await view(id)).page?.notes ?? [];
    expect(notes.map((note) => [note.author, note.body])).toEqual([
      [admin.user.email, "<b>Booked</b> a demo for Tuesday."],
      [member.user.email, "Called, no answer."],
    ]);
  });

  it("sends again: a failed delivery is requeued, a delivered notification or lead.created is rebuilt from the lead", async () => {
    const id = await sendContact(api, { email: "again@example.com" });
    const mail = (await outbox(id)).find((row) => row.audience === "sales");
    const [hook] = await hooks(id);
    await api.store.db.updateTable("outbox").set({ status: "failed", attempts: 40, last_error: "550 mailbox full" }).where("id", "=", mail!.id).execute();
    await api.store.db.updateTable("webhook_deliveries").set({ status: "sent", attempts: 1, last_status: 204, payload: null }).where("id", "=", hook!.id).execute();
    const resendable = (await view(id)).page?.deliveries.filter((entry) => entry.canResend).map((entry) => entry.id);
    expect(resendable?.sort()).toEqual([mail!.id, hook!.id].sort());
    expect((await change(id, { intent: "resend", delivery: mail!.id })).answer?.message).toBe("Sent again: message requeued.");
    expect((await outbox(id)).find((row) => row.id === mail!.id)).toMatchObject({ status: "pending", attempts: 0 });
    expect((await change(id, { intent: "resend", delivery: mail!.id })).status).toBe(409);
    await change(id, { intent: "resend", delivery: hook!.id });
    const rows = await hooks(id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ event: "lead.created", status: "pending", url: WEBHOOK_URL });
    expect(rows[1]!.webhook_id).not.toBe(rows[0]!.webhook_id);
    expect(JSON.parse(rows[1]!.payload!)).toMatchObject({ type: "lead.created", data: { id, email: "again@example.com" } });
    await api.store.db.updateTable("outbox").set({ status: "sent", text_body: null, html_body: null }).where("id", "=", mail!.id).execute();
    await change(id, { intent: "resend", delivery: mail!.id });
    const mails = (await outbox(id)).filter((row) => row.audience === "sales" && row.id !== mail!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ audience: "sales", status: "pending", recipients: "sales@lumora.example" });
    expect(mails[0]!.text_body).toContain("again@example.com");
    expect((await change(id, { intent: "resend", delivery: "nope" })).status).toBe(404);
    expect((await auditOf(id)).filter((row) => row.action === "delivery-resent")).toHaveLength(3);
  });

  it("forgets the person behind a confirmation naming the address; the audit log keeps the entry", async () => {
    const id = await sendContact(api, { email: "forget.me@example.com" });
    const other = await sendContact(api, { email: "Forget.Me@example.com", firstName: "Again" });
    expect((await change(id, { intent: "forget", confirm: "someone@else.example" })).status).toBe(400);
    const done = await change(id, { intent: "forget", confirm: "forget.me@example.com" });
    expect(done.status).toBe(302);
    expect(done.response?.headers.get("location")).toBe("/console?notice=erased");
    for (const gone of [id, other]) {
      expect(await api.store.db.selectFrom("leads").select("id").where("id", "=", gone).executeTakeFirst()).toBeUndefined();
    }
    expect((await view(id)).status).toBe(404);
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({ action: "person-erased", actor_email: member.user.email });
    expect(entries.at(-1)?.detail).toMatch(/^2 lead\(s\)/);
    expect(JSON.stringify(entries)).not.toContain("forget.me@");
  });

  it("shows the audit log to admins only, newest first, filtered by user and action", async () => {
    expect((await call.load(audit, "/console/audit", member)).status).toBe(403);
    const all = await call.load(audit, "/console/audit", admin);
    const page = (all.value as { page: AuditPage }).page;
    expect(page.entries.length).toBeGreaterThan(10);
    expect([...page.entries].map((entry) => entry.at)).toEqual([...page.entries].map((entry) => entry.at).sort().reverse());
    const mine = ((await call.load(audit, `/console/audit?user=${encodeURIComponent(admin.user.email)}&action=note-added`, admin)).value as { page: AuditPage }).page;
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({ actor: admin.user.email, action: "note-added" });
    expect((await call.load(audit, "/console/audit?action=hack", admin)).status).toBe(400);
  });

  it("refuses a change signed out (401) or without the CSRF token (403), and a lead page signed out goes to sign-in", async () => {
    const id = await sendContact(api, { email: "gate@example.com" });
    const signedOut = await settle(() => lead.action({ request: consoleRequest(`/console/leads/${id}`, { form: { intent: "status", status: "won" } }), context: cons.context, params: { id } } as never));
    expect(signedOut.status).toBe(401);
    const noToken = await settle(() =>
      lead.action({ request: consoleRequest(`/console/leads/${id}`, { cookie: member.cookie, form: { intent: "status", status: "won" } }), context: cons.context, params: { id } } as never),
    );
    expect(noToken.status).toBe(403);
    expect((await view(id)).page?.lead.status).toBe("new");
    const page = await call.load(lead, `/console/leads/${id}`, undefined, { id });
    expect(page.status).toBe(302);
    expect((await call.load(lead, `/console/leads/${id}`, undefined, { id }, "data")).status).toBe(401);
    expect((await call.load(audit, "/console/audit", undefined, {}, "data")).status).toBe(401);
  });
});
