import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { findLeads } from "../../server/leads/lead-store.server.ts";
import type { TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, startMailingApi, type MailingApi, type TestApi } from "./support/harness.ts";

/**
 * A case-study download sends two messages from one transaction: the sales
 * notification and the visitor's own copy of the document link.
 */
const study = getCaseStudyBySlug("gourmetgiftbaskets")!;

describe("case-study delivery to the visitor", () => {
  let mailing: MailingApi;
  let smtp: TestSmtp;
  let api: TestApi;

  beforeAll(async () => {
    mailing = await startMailingApi({ SITE_URL: "https://www.lumora.example" });
    ({ api, smtp } = mailing);
  });
  afterAll(() => mailing?.close());

  it("queues the visitor's message with the lead, and both arrive", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const body = validBody("case-study", {
      formData: { companyName: "Acme", firstName: "Grace", lastName: "Hopper", email, consentGiven: true },
      caseStudy: { id: study.id, slug: study.slug },
    });
    const result = await postJson(endpoint(api.url, "case-study"), body);
    expect(result.status).toBe(200);

    const rows = await api.store.db.selectFrom("outbox").select(["audience", "recipients"]).execute();
    expect(rows.map((row) => row.audience).sort()).toEqual(["sales", "visitor"]);
    expect(rows.find((row) => row.audience === "visitor")?.recipients).toBe(email);

    const [toVisitor] = await smtp.waitFor((all) => all.some((mail) => mail.to.includes(email)), 15_000).then((all) => all.filter((mail) => mail.to.includes(email)));
    expect(toVisitor?.subject).toBe(`Your case study: ${study.title}`);
    expect(toVisitor?.text).toContain(study.caseStudyUrl!);
    expect(toVisitor?.text).toContain(`https://www.lumora.example/success-stories/${study.slug}`);
    expect(toVisitor?.text).toMatch(/^Hi Grace,/);
    await smtp.waitFor((all) => all.some((mail) => mail.subject.startsWith("Case study download")), 15_000);

    // The leads list shows one row per lead, with the sales notification's state.
    const leads = await findLeads(api.store.db, { type: "case-study" });
    expect(leads).toHaveLength(1);
  });

  it("sends nothing to the visitor for a bot's post", async () => {
    const before = await api.store.db.selectFrom("outbox").select("id").where("audience", "=", "visitor").execute();
    const result = await postJson(endpoint(api.url, "case-study"), { ...validBody("case-study"), homepage: "https://spam.example" });
    expect(result.status).toBe(200);
    const after = await api.store.db.selectFrom("outbox").select("id").where("audience", "=", "visitor").execute();
    expect(after).toHaveLength(before.length);
  });
});
