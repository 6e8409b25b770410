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
import type * as appRegistry from "#app/forms/lead-types/index.ts";
import type * as serverRegistry from "../../server/leads/types/index.ts";
import { postForm, postJson, startMailingApi, type MailingApi } from "./support/harness.ts";

/*
 * A lead type is its module plus one line in each registry: this test adds
 * a type that exists nowhere else (tests/api/support/poll-lead-type.ts) to
 * both registries, and follows one lead of it through the API, the sales
 * mail, the console, the privacy page, the export and the result page of a
 * classic form post.
 */
vi.mock("#app/forms/lead-types/index.ts", async (importOriginal) => {
  const registry = await importOriginal<typeof appRegistry>();
  const { pollLead } = await import("./support/poll-lead-type.ts");
  return { ...registry, leadTypeContracts: { ...registry.leadTypeContracts, poll: pollLead } };
});
vi.mock("../../server/leads/types/index.ts", async (importOriginal) => {
  const registry = await importOriginal<typeof serverRegistry>();
  const { poll } = await import("./support/poll-lead-type.ts");
  return { ...registry, leadTypeModules: { ...registry.leadTypeModules, poll } };
});

const POLL = "poll" as (typeof leadTypes)[number];
const answer = { firstName: "Ada", email: "ada@example.com", answer: "yes" };

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

    const sent = await postJson(`${api.url}/api/send-poll-answer`, { ...answer, idempotencyKey: crypto.randomUUID() });
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: "Thanks, your answer is in." } });
    const row = await pollRow();
    expect(JSON.parse(row.data)).toEqual(answer);

    const [mail] = await smtp.waitFor((all) => all.some((m) => m.text.includes(row.id)));
    expect(mail?.to).toEqual(["polls@lumora.example"]);
    expect(mail?.subject).toBe("New poll answer: Yes, tell me more");
    expect(mail?.text).toContain("Answer: Yes, tell me more");
    expect(mail?.text).toContain("Poll answer from the");
  });

  it("is shown in the console and on the visitor's privacy page, and exported", async () => {
    const row = await pollRow();
    expect(parseLeadFilter(new URLSearchParams({ type: "poll" }))).toMatchObject({ ok: true, filter: { type: "poll" } });

    const listed = { id: row.id, type: "poll", name: "Ada", company: "", email: "ada@example.com", receivedAt: row.received_at, source: "direct", status: "new", spam: false, assignee: null } as const;
    const table = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LeadsTable, { leads: [listed], names: leadTypeNames })));
    expect(table).toContain(">Poll<");

    const exported = toExportedLead(row);
    const facts = renderToStaticMarkup(createElement(LeadFacts, { lead: { ...exported, spamReason: null, status: "new", source: "direct", updatedAt: null }, names: leadTypeNames }));
    expect(facts).toContain(">Poll</dt>");

    expect(heldLead(row)).toMatchObject({ typeLabel: "Poll answer", fields: expect.arrayContaining([{ label: "Answer", value: "Yes, tell me more" }]) });

    expect(csvHeader.split(",")).toContain("answer");
    const [header, line] = toCsv([{ ...exported, mailStatus: null, webhookStatus: null }]).split("\r\n");
    expect(line!.split(",")[header!.split(",").indexOf("answer")]).toBe("yes");
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

    const stored = await postForm(`${api.url}/api/send-poll-answer`, { ...answer, email: "bob@example.com", firstName: "Bob", answer: "no" });
    expect(stored.location).toMatch(/^\/form-result\?form=poll&status=success&ref=/);
    expect((await resultPage(stored.location!)).view).toMatchObject({ tone: "success", title: "Answer received", text: "Thanks, Bob! We counted your answer." });
  });
});
