import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyApi } from "#app/forms/privacy-paths.ts";
import { privacyApiMessages } from "#app/content/privacy-requests.ts";
import { createAddressHasher, resolveAddressKey } from "../../server/tokens/tokens.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { startTestSmtp, type ReceivedMessage, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { type Answer, answer, postForm, postJson, startTestApi, type TestApi, until } from "./support/harness.ts";

/**
 * The privacy self-service API end to end on each database: the link request
 * answers alike for every address, a link is signed, single-use and short
 * lived, the session shows, exports and deletes the address's data, and
 * marketing consent withdrawn (one click from an email, or on the page)
 * stays withdrawn for later leads. The audit trail never holds an address.
 */
const SITE = "https://www.lumora.example";

describe.each(testDatabaseKinds)("privacy requests (%s)", (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let api: TestApi;
  let offset = 0;
  const addresses: string[] = [];

  const fresh = (name: string) => {
    const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
    addresses.push(email);
    return email;
  };
  const local = (url: string) => url.replace(SITE, api.url);
  const mailTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startTestSmtp();
    api = await startTestApi({ ...database.env, SMTP_URL: smtp.url, SITE_URL: SITE }, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await database?.cleanup();
  });

  async function caseStudyLead(email: string, consentGiven = true): Promise<ReceivedMessage> {
    const body = validBody("case-study", {
      formData: { companyName: "Acme", firstName: "Grace", lastName: "Hopper", email, consentGiven },
      caseStudy: { id: 7, slug: "gourmetgiftbaskets" },
    });
    expect((await postJson(endpoint(api.url, "case-study"), body)).status).toBe(200);
    const [visitorMail] = await smtp.waitFor((all) => all.some((m) => m.to.includes(email) && m.subject.startsWith("Your case study")), 15_000);
    return smtp.messages.find((m) => m.to.includes(email) && m.subject.startsWith("Your case study")) ?? visitorMail!;
  }

  async function requestedLinks(): Promise<number> {
    const rows = await api.store.db.selectFrom("privacy_requests").select("id").where("kind", "=", "link-requested").execute();
    return rows.length;
  }

  /** Asks for a link and returns its token from the email. */
  async function linkFor(email: string): Promise<string> {
    const before = mailTo(email).filter((m) => m.subject.startsWith("Your link")).length;
    expect((await postForm(`${api.url}${privacyApi.requests}`, { email })).location).toBe("/privacy/requests?status=sent#request-link");
    await smtp.waitFor(() => mailTo(email).filter((m) => m.subject.startsWith("Your link")).length > before, 15_000);
    const mail = mailTo(email).filter((m) => m.subject.startsWith("Your link")).at(-1)!;
    return /\/privacy\/requests\/confirm\?token=(\S+)/.exec(mail.text)![1]!;
  }

  async function sessionFor(email: string): Promise<string> {
    const started = await postForm(`${api.url}${privacyApi.session}`, { token: await linkFor(email) });
    expect(started.status).toBe(303);
    expect(started.location).toBe("/privacy/requests/manage");
    return /privacy_session=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
  }

  const withSession = (session: string) => ({ cookie: `privacy_session=${session}` });

  it("answers a known and an unknown address alike, and mails only the known one", async () => {
    const known = fresh("known");
    const unknown = fresh("unknown");
    const visitorMail = await caseStudyLead(known);
    // The visitor's own email links to the privacy page in its footer.
    expect(visitorMail.text).toContain(`${SITE}/privacy/requests`);

    const before = await requestedLinks();
    const answers: Answer[] = [];
    for (const email of [known, unknown]) answers.push(await postJson(`${api.url}${privacyApi.requests}`, { email }));
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]!.status).toBe(answers[0]!.status);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.message).toMatch(/^If we hold data for this address, we’ve sent a secure link to it/);
    const forms = [await postForm(`${api.url}${privacyApi.requests}`, { email: known }), await postForm(`${api.url}${privacyApi.requests}`, { email: unknown })];
    expect(forms.map((form) => [form.status, form.location])).toEqual([
      [303, "/privacy/requests?status=sent#request-link"],
      [303, "/privacy/requests?status=sent#request-link"],
    ]);

    await until(async () => (await requestedLinks()) === before + 4, 10_000, "four link requests audited");
    await smtp.waitFor(() => mailTo(known).filter((m) => m.subject.startsWith("Your link")).length === 2, 15_000);
    expect(mailTo(unknown)).toEqual([]);
    const link = mailTo(known).find((m) => m.subject.startsWith("Your link"))!;
    expect(link.subject).toBe("Your link to your data at Lumora");
    expect(link.headers["reply-to"]).toBe("sales@lumora.example");
    expect(link.headers["list-unsubscribe"]).toBeUndefined();
    expect(link.html).toContain('href="https://www.lumora.example/privacy/requests"');
    expect(link.text).toMatch(/works once and for 30 minutes/);
  });

  it("refuses an address that is not one, and a post from another site", async () => {
    const invalid = await postJson(`${api.url}${privacyApi.requests}`, { email: "not-an-address" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ email: "Please enter a valid email address" });
    expect((await postForm(`${api.url}${privacyApi.requests}`, { email: "nope" })).location).toBe("/privacy/requests?status=invalid#request-link");
    const crossSite = await postForm(`${api.url}${privacyApi.requests}`, { email: "a@example.com" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("spends a link once, refuses it after 30 minutes, and refuses a forged one", async () => {
    const email = fresh("link");
    await caseStudyLead(email);
    const token = await linkFor(email);

    const first = await postForm(`${api.url}${privacyApi.session}`, { token });
    expect(first.status).toBe(303);
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^privacy_session=v1\.[A-Za-z0-9_-]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(email);
    const again = await postForm(`${api.url}${privacyApi.session}`, { token });
    expect(again.location).toBe("/privacy/requests/confirm?status=used");

    const late = await linkFor(email);
    offset = 31 * 60_000;
    try {
      expect((await postForm(`${api.url}${privacyApi.session}`, { token: late })).location).toBe("/privacy/requests/confirm?status=expired");
    } finally {
      offset = 0;
    }
    const forged = `${late.slice(0, -6)}AAAAAA`;
    expect((await postForm(`${api.url}${privacyApi.session}`, { token: forged })).location).toBe("/privacy/requests/confirm?status=invalid");
    expect((await postForm(`${api.url}${privacyApi.session}`, { token: "v1.made-up" })).location).toBe("/privacy/requests/confirm?status=invalid");

    // A session cookie that is not one (or ran out) sends the visitor back to ask again.
    const none = await postForm(`${api.url}${privacyApi.export}`, {}, withSession("v1.forged"));
    expect(none.location).toBe("/privacy/requests?status=session-ended#request-link");
    expect((await postJson(`${api.url}${privacyApi.export}`, {}, withSession("v1.forged"))).status).toBe(401);
  });

  it("exports the address's data, then deletes its leads and their unsent messages", async () => {
    const email = fresh("delete");
    await caseStudyLead(email);
    const session = await sessionFor(email);

    const download = await fetch(`${api.url}${privacyApi.export}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...withSession(session) },
      body: "",
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(download.headers.get("cache-control")).toBe("no-store");
    const exported = (await download.json()) as { email: string; leads: { type: string; fields: Record<string, unknown>; consentGiven: boolean }[] };
    expect(exported.email).toBe(email);
    expect(exported.leads).toMatchObject([{ type: "case-study", consentGiven: true, fields: { firstName: "Grace", companyName: "Acme" } }]);

    // A message still waiting in the outbox (say, SMTP is down) holds the address too.
    const leads = await api.store.db.selectFrom("leads").select("id").where("email", "=", email).execute();
    await api.store.db
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        lead_id: leads[0]!.id,
        audience: "visitor",
        status: "pending",
        recipients: email,
        subject: "Waiting",
        text_body: "waiting",
        html_body: "<p>waiting</p>",
        reply_to: null,
        attempts: 0,
        next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();

    const unconfirmed = await postForm(`${api.url}${privacyApi.delete}`, {}, withSession(session));
    expect(unconfirmed.location).toBe("/privacy/requests/manage?status=confirm-delete#your-choices");
    expect(await api.store.db.selectFrom("leads").select("id").where("email", "=", email).execute()).toHaveLength(1);

    const deleted = await postForm(`${api.url}${privacyApi.delete}`, { confirm: "yes" }, withSession(session));
    expect(deleted.location).toBe("/privacy/requests?status=deleted#request-link");
    expect(deleted.headers.get("set-cookie")).toMatch(/^privacy_session=; Path=\/; Max-Age=0/);
    expect(await api.store.db.selectFrom("leads").select("id").where("email", "=", email).execute()).toEqual([]);
    expect(await api.store.db.selectFrom("outbox").select("id").where("recipients", "=", email).execute()).toEqual([]);
    expect(await api.store.db.selectFrom("outbox").select("id").where("lead_id", "in", leads.map((lead) => lead.id)).execute()).toEqual([]);
    const audit = await api.store.db.selectFrom("privacy_requests").select(["kind", "detail"]).where("kind", "=", "deleted").execute();
    expect(audit.some((row) => /^1 lead\(s\), \d+ message\(s\)/.test(row.detail ?? ""))).toBe(true);
  });

  it("ends a session on the server when its holder signs out, and every session of the address when it deletes the data", async () => {
    const email = fresh("signout");
    await caseStudyLead(email);
    const exportWith = (session: string) => postJson(`${api.url}${privacyApi.export}`, {}, withSession(session));

    const signedIn = await sessionFor(email);
    const other = await sessionFor(email);
    expect((await exportWith(signedIn)).status).toBe(200);
    const signedOut = await postJson(`${api.url}${privacyApi.signOut}`, {}, withSession(signedIn));
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get("set-cookie")).toMatch(/^privacy_session=; Path=\/; Max-Age=0/);
    // A copy of the cookie kept from before opens nothing.
    const replayed = await exportWith(signedIn);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ success: false, error: privacyApiMessages.sessionEnded });
    expect((await postForm(`${api.url}${privacyApi.export}`, {}, withSession(signedIn))).location).toBe(
      "/privacy/requests?status=session-ended#request-link",
    );
    // Signing out ends that session only: the address's session in another browser goes on.
    expect((await exportWith(other)).status).toBe(200);

    const deleting = await sessionFor(email);
    const deleted = await postJson(`${api.url}${privacyApi.delete}`, { confirm: "yes" }, withSession(deleting));
    expect(deleted.status).toBe(200);
    for (const session of [deleting, other]) {
      const after = await exportWith(session);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ success: false, error: privacyApiMessages.sessionEnded });
    }
    expect((await postForm(`${api.url}${privacyApi.stopMarketing}`, {}, withSession(deleting))).location).toBe(
      "/privacy/requests?status=session-ended#request-link",
    );
    // The session rows name the address by its hash only, and none is left for it.
    const rows = await api.store.db.selectFrom("privacy_sessions").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("signout");
    const hash = createAddressHasher(await resolveAddressKey(api.store.db))(email);
    expect(rows.filter((row) => row.email_hash === hash)).toEqual([]);
  });

  it("one click from an email withdraws marketing consent, for stored and later leads alike", async () => {
    const email = fresh("oneclick");
    const visitorMail = await caseStudyLead(email, true);
    const listUnsubscribe = visitorMail.headers["list-unsubscribe"] ?? "";
    expect(listUnsubscribe).toMatch(/^<https:\/\/www\.lumora\.example\/api\/privacy\/unsubscribe\?token=v1\.[A-Za-z0-9_-]+>$/);
    expect(listUnsubscribe).not.toContain("oneclick");
    expect(visitorMail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const url = local(listUnsubscribe.slice(1, -1));

    // Opening it (a browser, a link scanner) changes nothing.
    const opened = await fetch(url, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/privacy\/requests\/unsubscribe\?token=v1\./);
    expect(await api.store.db.selectFrom("privacy_opt_outs").selectAll().execute()).toHaveLength(0);

    // RFC 8058: a POST of List-Unsubscribe=One-Click, no cookie, no Origin.
    const clicked = await answer(
      await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
    );
    expect(clicked.status).toBe(200);
    const stored = await api.store.db.selectFrom("leads").select("consent_given").where("email", "=", email).execute();
    expect(stored).toEqual([{ consent_given: 0 }]);

    // A later lead with the box ticked is stored, notified and mailed as not consenting.
    const later = validBody("webinar", {
      formData: { companyName: "Acme", firstName: "Grace", lastName: "Hopper", email, jobTitle: "CTO", consentGiven: true },
      webinar: { id: "bfcm2025" },
    });
    expect((await postJson(endpoint(api.url, "webinar"), later)).status).toBe(200);
    const [webinarLead] = await api.store.db.selectFrom("leads").select(["consent_given", "id"]).where("email", "=", email).where("type", "=", "webinar").execute();
    expect(webinarLead?.consent_given).toBe(0);
    await smtp.waitFor(() => mailTo(email).some((m) => m.subject.startsWith("Your recording")), 15_000);
    const confirmation = mailTo(email).find((m) => m.subject.startsWith("Your recording"))!;
    expect(confirmation.headers["list-unsubscribe"]).toBeUndefined();
    expect(confirmation.text).not.toContain("Stop marketing emails");
    const notification = await smtp.waitFor((all) => all.some((m) => m.subject.startsWith("Webinar registration") && m.text.includes(email)), 15_000);
    expect(notification.find((m) => m.subject.startsWith("Webinar registration") && m.text.includes(email))!.text).toContain("Consent: Not given");

    // A made-up token unsubscribes nobody.
    const bogus = await fetch(`${api.url}${privacyApi.unsubscribe}?token=v1.bogus`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(bogus.status).toBe(400);
  });

  it("stops marketing from the manage view too, and the page's own unsubscribe button lands back on the page", async () => {
    const email = fresh("manage");
    const visitorMail = await caseStudyLead(email, true);
    const session = await sessionFor(email);
    const stopped = await postForm(`${api.url}${privacyApi.stopMarketing}`, {}, withSession(session));
    expect(stopped.location).toBe("/privacy/requests/manage?status=marketing-stopped");
    const later = validBody("case-study", {
      formData: { companyName: "Acme", firstName: "Grace", lastName: "Hopper", email, consentGiven: true },
      caseStudy: { id: 7, slug: "gourmetgiftbaskets" },
    });
    expect((await postJson(endpoint(api.url, "case-study"), later)).status).toBe(200);
    const rows = await api.store.db.selectFrom("leads").select("consent_given").where("email", "=", email).execute();
    expect(rows).toEqual([{ consent_given: 0 }, { consent_given: 0 }]);

    const token = new URL(/Stop marketing emails: (\S+)/.exec(visitorMail.text)![1]!).searchParams.get("token")!;
    const fromPage = await postForm(`${api.url}${privacyApi.unsubscribe}`, { token, source: "page" });
    expect(fromPage.location).toBe("/privacy/requests/unsubscribe?status=done");
    const crossSite = await postForm(`${api.url}${privacyApi.unsubscribe}`, { token, source: "page" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("keeps no address in the audit trail or the opt-out list", async () => {
    const rows = await api.store.db.selectFrom("privacy_requests").selectAll().execute();
    const kinds = new Set(rows.map((row) => row.kind));
    for (const expected of ["link-requested", "link-used", "viewed", "downloaded", "deleted", "unsubscribed"]) {
      if (expected !== "viewed") expect(kinds, expected).toContain(expected);
    }
    const stored = JSON.stringify([rows, await api.store.db.selectFrom("privacy_opt_outs").selectAll().execute()]);
    expect(addresses.length).toBeGreaterThan(5);
    for (const email of addresses) {
      expect(stored).not.toContain(email);
      expect(stored).not.toContain(email.split("@")[0]);
    }
  });
});

describe.each(testDatabaseKinds)("privacy rate limits (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({
      ...database.env,
      SITE_URL: SITE,
      RATE_LIMIT: "true",
      RATE_LIMIT_PRIVACY_EMAIL_MAX: "2",
      RATE_LIMIT_PRIVACY_NETWORK_MAX: "4",
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  it("limits link requests per address and per network, and says so", async () => {
    const url = `${api.url}${privacyApi.requests}`;
    expect((await postJson(url, { email: "limited@example.com" })).status).toBe(200);
    expect((await postJson(url, { email: "Limited@Example.com" })).status).toBe(200);
    const third = await postJson(url, { email: "limited@example.com" });
    expect(third.status).toBe(429);
    expect(third.body.error).toBe("For your security we limit how many links can be asked for. Please wait an hour and try again.");
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);

    // The fourth post from this network is the last one allowed, whatever the address.
    expect((await postJson(url, { email: "other@example.com" })).status).toBe(200);
    const fifth = await postForm(url, { email: "another@example.com" });
    expect(fifth.status).toBe(303);
    expect(fifth.location).toBe("/privacy/requests?status=rate-limited#request-link");
    const keys = await api.store.db.selectFrom("rate_limits").select("key").execute();
    expect(JSON.stringify(keys)).not.toContain("example.com");
  });
});
