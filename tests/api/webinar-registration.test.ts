import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getWebinar } from "#app/content/webinars/index.ts";
import { loader } from "#app/routes/form-result.tsx";
import { icalUtc, parseCalendar } from "../support/ical.ts";
import type { TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postForm, postJson, startMailingApi, type MailingApi, type TestApi } from "./support/harness.ts";

/**
 * A webinar registration sends two messages from one transaction: the sales
 * notification naming the webinar, and the registrant's confirmation with the
 * session times and a calendar file for the sessions still to come. The
 * server's clock decides which those are; the test sets it.
 */
const bfcm = getWebinar("bfcm2025")!;
const older = getWebinar("email-marketing-automation-2025")!;

describe("webinar registration", () => {
  let mailing: MailingApi;
  let smtp: TestSmtp;
  let api: TestApi;
  let clock = Date.parse("2025-10-01T12:00:00Z");

  beforeAll(async () => {
    mailing = await startMailingApi(
      { SITE_URL: "https://www.lumora.example", LEADS_NOTIFY_TO_WEBINAR: "events@lumora.example" },
      { now: () => clock },
    );
    ({ api, smtp } = mailing);
  });
  afterAll(() => mailing?.close());

  async function register(webinarId: string, email: string) {
    const body = validBody("webinar", {
      formData: { companyName: "Acme & Co", firstName: "Alan", lastName: "Turing", email, jobTitle: "Head of Growth", consentGiven: true },
      webinar: { id: webinarId },
    });
    expect((await postJson(endpoint(api.url, "webinar"), body)).status).toBe(200);
    const all = await smtp.waitFor((messages) => messages.filter((m) => m.to.includes(email) || m.text.includes(email)).length >= 2, 15_000);
    return {
      toVisitor: all.find((m) => m.to.includes(email))!,
      toSales: all.find((m) => m.to.includes("events@lumora.example") && m.text.includes(email))!,
    };
  }

  it("before both BFCM sessions: both times, the Zoom link filled in, and a calendar file with both", async () => {
    clock = Date.parse("2025-10-01T12:00:00Z");
    const { toVisitor, toSales } = await register("bfcm2025", "alan.before@example.com");

    expect(toSales.subject).toBe(`Webinar registration: ${bfcm.title} by Alan Turing, Acme & Co`);
    expect(toSales.text).toContain(`Webinar: ${bfcm.title} (bfcm2025)`);

    expect(toVisitor.subject).toBe(`You’re registered: ${bfcm.title}`);
    expect(toVisitor.text).toMatch(/^Hi Alan,/);
    expect(toVisitor.text).toContain("- Wednesday, October 8, 2025, 1:00 PM EST (30 minutes)\n");
    expect(toVisitor.text).toContain("- Wednesday, October 15, 2025, 1:00 PM EST (30 minutes)\n");
    const zoom = new URL(/https:\/\/zoom\.us\/\S+/.exec(toVisitor.text)![0]);
    expect(Object.fromEntries(zoom.searchParams)).toEqual({
      first_name: "Alan",
      last_name: "Turing",
      email: "alan.before@example.com",
      org: "Acme & Co",
      job_title: "Head of Growth",
    });
    expect(toVisitor.html).toContain("Acme+%26+Co");
    expect(toVisitor.html).not.toContain("Acme & Co");

    expect(toVisitor.attachments.map((a) => a.filename)).toEqual(["bfcm2025.ics"]);
    expect(toVisitor.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    const { events } = parseCalendar(toVisitor.attachments[0]!.content);
    expect(events.map((e) => icalUtc(e.DTSTART!))).toEqual([Date.parse("2025-10-08T17:00:00Z"), Date.parse("2025-10-15T17:00:00Z")]);
  });

  it("between the sessions: the first is marked as held and only the second goes in the calendar", async () => {
    clock = Date.parse("2025-10-10T12:00:00Z");
    const { toVisitor } = await register("bfcm2025", "alan.between@example.com");
    expect(toVisitor.text).toContain("- Wednesday, October 8, 2025, 1:00 PM EST (30 minutes) (this session has taken place)");
    expect(toVisitor.text).toContain("- Wednesday, October 15, 2025, 1:00 PM EST (30 minutes)\n");
    const { events } = parseCalendar(toVisitor.attachments[0]!.content);
    expect(events.map((e) => e.UID)).toEqual(["bfcm2025-session-2@www.lumora.example"]);
  });

  it("an older webinar: its meeting link, a one-hour entry; once it is over, no calendar file and no join link", async () => {
    clock = Date.parse("2025-03-01T12:00:00Z");
    const before = await register(older.id, "alan.older@example.com");
    expect(before.toVisitor.text).toContain("- Wednesday, March 5, 2025, 1:00 PM EST (45 minutes + 15 minutes Q&A)\n");
    expect(before.toVisitor.text).toContain(`Join on Zoom:\n${older.meetingDetails!.link}`);
    const [event] = parseCalendar(before.toVisitor.attachments[0]!.content).events;
    expect(icalUtc(event!.DTEND!) - icalUtc(event!.DTSTART!)).toBe(60 * 60_000);

    clock = Date.parse("2026-11-23T12:00:00Z");
    const after = await register(older.id, "alan.later@example.com");
    expect(after.toVisitor.attachments).toEqual([]);
    expect(after.toVisitor.text).toContain("(this session has taken place)");
    expect(after.toVisitor.text).not.toContain(older.meetingDetails!.link);
    expect(after.toVisitor.text).toContain("The live session has taken place");
  });

  it("once both BFCM sessions are held: the recording to watch, and the next webinar linked", async () => {
    clock = Date.parse("2025-10-15T18:00:00Z");
    const { toVisitor } = await register("bfcm2025", "alan.recording@example.com");
    expect(toVisitor.subject).toBe(`Your recording: ${bfcm.title}`);
    expect(toVisitor.text).toContain(`The live sessions have taken place; the recording is ready for you.`);
    expect(toVisitor.text).toContain(`Watch the recording (31 minutes):\n${bfcm.recording!.url}\n`);
    expect(toVisitor.html).toContain(`href="${bfcm.recording!.url}"`);
    const playbook = getWebinar("bfcm2025-2")!;
    expect(toVisitor.text).toContain(`Our next webinar: "${playbook.title}", Thursday, October 16, 2025:\nhttps://www.lumora.example/webinar/bfcm2025-2\n`);
    expect(toVisitor.text).not.toContain("zoom.us");
    expect(toVisitor.attachments).toEqual([]);
  });

  it("stores the webinar's id and title with the lead", async () => {
    const rows = await api.store.db.selectFrom("leads").select(["data", "email"]).where("type", "=", "webinar").execute();
    const lead = rows.find((row) => row.email === "alan.before@example.com")!;
    expect(JSON.parse(lead.data)).toMatchObject({ webinar: { id: "bfcm2025", title: bfcm.title }, jobTitle: "Head of Growth" });
  });

  it("sends a classic form post to the result page, which greets by first name and, the webinar being over, links its recording", async () => {
    const answer = await postForm(endpoint(api.url, "webinar"), {
      webinarId: "bfcm2025-2",
      companyName: "Acme",
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace.nojs@example.com",
      jobTitle: "CTO",
      consentGiven: "true",
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.location!, "http://x");
    expect(location.pathname).toBe("/form-result");
    // A result link carries no personal data: only a reference the server resolves.
    expect(Object.fromEntries(location.searchParams)).toEqual({
      form: "webinar",
      status: "success",
      webinar: "bfcm2025-2",
      ref: expect.stringMatching(/^[0-9a-f-]{36}\./),
    });
    const page = await loader({
      request: new Request(new URL(answer.location!, api.url)),
      context: api.pageContext(),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    // Whoever holds the result link sees the page: no address, surname or company on it, in the Zoom link neither.
    // The result page reads the real clock, by which the webinar is over (the Zoom case: form-result.test.ts).
    expect(page.view.text).toMatch(/^Thanks, Grace! /);
    expect(page.view.offer).toEqual({ href: getWebinar("bfcm2025-2")!.recording!.url, label: "Watch the recording", emphasis: "button" });
    for (const detail of ["Hopper", "grace.nojs", "Acme", "CTO"]) expect(JSON.stringify(page)).not.toContain(detail);

    const invalid = await postForm(endpoint(api.url, "webinar"), { webinarId: "bfcm2025-2", firstName: "Grace", email: "nope" });
    const back = new URL(invalid.location!, "http://x");
    expect(back.searchParams.get("status")).toBe("invalid");
    expect(back.searchParams.get("webinar")).toBe("bfcm2025-2");
    expect(back.searchParams.get("email")).toBeNull();
  });
});
