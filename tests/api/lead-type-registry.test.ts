import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LeadFacts } from "#app/components/console/leads/lead-facts.tsx";
import { LeadsTable } from "#app/components/console/leads/leads-table.tsx";
import { leadEndpoints, leadTypeNames, leadTypes } from "#app/forms/lead-contract.ts";
import { loader } from "#app/routes/form-result.tsx";
import { parseLeadFilter } from "../../server/console/leads/lead-filter.ts";
import { FORM_PAGES } from "../../server/analytics/conversions.server.ts";
import { csvHeader, toCsv, toExportedLead } from "../../server/leads/lead-export.ts";
import { heldLead } from "../../server/privacy/held-leads.ts";
import type { LeadRow } from "../../server/db/rows.ts";
import type * as registry from "#app/forms/lead-types/index.ts";
import { getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { postForm, postJson, startMailingApi, type MailingApi } from "./support/harness.ts";

/*
 * A lead type is its module plus one line in the registry: this test adds a
 * type that exists nowhere else (tests/api/support/poll-lead-type.ts) as one
 * more entry, and follows one lead of it through the API, the sales mail,
 * the console, the privacy page, the export and the result page of a
 * classic form post, which finds the case study the answer names.
 */
vi.mock("#app/forms/lead-types/index.ts", async (importOriginal) => {
  const { leadTypeRegistry } = await importOriginal<typeof registry>();
  const { pollLead } = await import("./support/poll-lead-type.ts");
  return { leadTypeRegistry: [...leadTypeRegistry, pollLead] };
});

const POLL = "poll" as (typeof leadTypes)[number];
const answer = { firstName: "Ada", email: "ada@example.com", answer: "yes" };
const avon = getCaseStudyBySlug("avon")!;

let mailing: MailingApi;
beforeAll(async () => {
  mailing = await startMailingApi({ LEADS_NOTIFY_TO_POLL: "polls@lumora.example" });
});
afterAll(async () => {
  await mailing?.close();
});

const pollRow = () => mailing.api.store.db.selectFrom("leads").selectAll().where("type", "=", "poll").executeTakeFirstOrThrow() as Promise<LeadRow>;

describe("a lead type added as one module", () => {
  it("is a type of the contract, with its endpoint and form pages", () => {
    expect(leadTypes).toContain("poll");
    expect(leadEndpoints[POLL]).toBe("/api/send-poll-answer");
    expect(FORM_PAGES[POLL]).toEqual(["/poll"]);
  });

  it("is stored through its endpoint and mailed to its own inbox", async () => {
    const { api, smtp } = mailing;
    const refused = await postJson(`${api.url}/api/send-poll-answer`, { ...answer, answer: "maybe" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ answer: "Please pick an answer" });

    const sent = await postJson(`${api.url}/api/send-poll-answer`, { ...answer, story: "avon", idempotencyKey: crypto.randomUUID() });
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: "Thanks, your answer is in." } });
    const row = await pollRow();
    expect(JSON.parse(row.data)).toEqual({ ...answer, story: { id: avon.id, slug: "avon", title: avon.title } });

    const [mail] = await smtp.waitFor((all) => all.some((m) => m.text.includes(row.id)));
    expect(mail?.to).toEqual(["polls@lumora.example"]);
    expect(mail?.subject).toBe("New poll answer: Yes, tell me more");
    expect(mail?.text).toContain("Answer: Yes, tell me more");
    expect(mail?.text).toContain(`Story: ${avon.title}`);
    expect(mail?.text).toContain("Poll answer from the");
  });

  it("is shown in the console and on the visitor's privacy page, and exported", async () => {
    const row = await pollRow();
    expect(parseLeadFilter(new URLSearchParams({ type: "poll" }))).toMatchObject({ ok: true, filter: { type: "poll" } });

    const listed = { id: row.id, type: "poll", name: "Ada", company: "", email: "ada@example.com", receivedAt: row.received_at, source: "direct", status: "new", spam: false, assignee: null } as const;
    const table = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LeadsTable, { leads: [listed], names: leadTypeNames })));
    expect(table).toContain(">Poll<");
    expect(leadTypeNames.types.at(-1)).toEqual({ type: "poll", label: "Poll answer", shortLabel: "Poll" });

    const exported = toExportedLead(row);
    const facts = renderToStaticMarkup(
      createElement(LeadFacts, { lead: { ...exported, spamReason: null, status: "new", source: "direct", updatedAt: null }, names: leadTypeNames }),
    );
    expect(facts).toContain(">Poll</dt>");
    expect(facts).toContain(">Yes, tell me more</dd>");

    expect(heldLead(row)).toMatchObject({ typeLabel: "Poll answer", fields: expect.arrayContaining([{ label: "Answer", value: "Yes, tell me more" }]) });

    expect(csvHeader.split(",")).toContain("answer");
    const [header, line] = toCsv([{ ...exported, mailStatus: null, webhookStatus: null }]).split("\r\n");
    const cells = line!.split(",");
    expect(cells[header!.split(",").indexOf("answer")]).toBe("yes");
    expect(cells[header!.split(",").indexOf("reference")]).toBe(`${avon.title} (${avon.id})`);
  });

  it("gets its own result page after a classic form post", async () => {
    const { api } = mailing;
    const resultPage = (location: string) =>
      loader({ request: new Request(new URL(location, api.url)), context: api.pageContext(), params: {} } as unknown as Parameters<typeof loader>[0]);

    const invalid = await postForm(`${api.url}/api/send-poll-answer`, { ...answer, email: "bob@example.com", answer: "" });
    expect(invalid.status).toBe(303);
    expect(await resultPage(invalid.location!)).toMatchObject({
      form: "poll",
      status: "invalid",
      errors: [{ field: "answer", label: "Your answer", message: "Please pick an answer" }],
      view: { back: { href: "/poll", label: "Back to the poll" } },
    });
    // The case study it names, by the name the API wrote into the URL: the way back is its story.
    const aboutAvon = await postForm(`${api.url}/api/send-poll-answer`, { ...answer, email: "bob@example.com", answer: "", story: "avon" });
    expect(aboutAvon.location).toContain("&story=avon");
    expect((await resultPage(aboutAvon.location!)).view.back).toEqual({ href: "/success-stories/avon", label: "Back to the story" });

    const stored = await postForm(`${api.url}/api/send-poll-answer`, { ...answer, email: "bob@example.com", firstName: "Bob", answer: "no", story: "avon" });
    expect(stored.location).toMatch(/^\/form-result\?form=poll&status=success&story=avon&ref=/);
    // Read from the stored lead through the reference: the same page with the URL's story taken away.
    const withoutStory = stored.location!.replace("&story=avon", "");
    expect((await resultPage(withoutStory)).view).toMatchObject({
      tone: "success",
      title: "Answer received",
      text: `Thanks, Bob! We counted your answer on “${avon.title}”.`,
    });
  });
});
