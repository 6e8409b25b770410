import { describe, expect, it, vi } from "vitest";
import { privacyApi } from "#app/forms/privacy-paths.ts";
import { getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { getWebinar } from "#app/content/webinars/index.ts";
import { leadTypes, type LeadType } from "#app/forms/lead-contract.ts";
import { loader } from "#app/routes/form-result.tsx";
import { forgetEmail } from "../../server/leads/lead-store.server.ts";
import type { Logger } from "../../server/logger.server.ts";
import { createFormResultLookup, createResultReferences, RESULT_REFERENCE_TTL_MS } from "../../server/leads/result-reference.server.ts";
import { type TestDatabase } from "../support/database.ts";
import { endpoint } from "./support/fixtures.ts";
import { postForm, type TestApi, withSqliteApi } from "./support/harness.ts";

/**
 * A result link carries no personal data: only a reference the server
 * resolves. Every form a visitor can post without JavaScript is posted with
 * values that cannot turn up by chance (no hex-only names: a lead id is hex),
 * and its 303 is searched for each of them. The result page, loaded from that
 * same URL, still greets the visitor, from the stored lead; a forged,
 * misplaced or expired reference, or a lead since deleted, gives the generic
 * page.
 */
const person = {
  firstName: "Zelmira",
  lastName: "Quillfeather",
  email: "zelmira.private@example.com",
  companyName: "Hushworks Limited",
  jobTitle: "Chief Listening Officer",
};

const forms: Record<LeadType, Record<string, string>> = {
  contact: {
    ...person,
    website: "https://hushworks.example",
    inquiryType: "general",
    message: "Please ring me on my private line tomorrow.",
  },
  demo: { goal: "grow-data" },
  feedback: { feedback: "Heard it from a friend at a private dinner" },
  "case-study": { ...person, consentGiven: "on", caseStudySlug: "avon" },
  webinar: { ...person, consentGiven: "on", webinarId: "bfcm2025-2" },
};

/** What the visitor typed (never the form's own references: the case study, the webinar, the inquiry type or goal). */
const typed = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([key]) => !["consentGiven", "caseStudySlug", "webinarId", "inquiryType", "goal"].includes(key))
    .map(([, value]) => value);

function expectNoneOf(location: string, values: string[]) {
  // Every spelling a URL can give a value: as sent, percent-encoded, form-encoded, decoded.
  const url = new URL(location, "http://x");
  const decoded = [...url.searchParams.entries()].flat().join(" ");
  const haystack = `${location} ${decoded} ${decodeURIComponent(url.pathname)}`.toLowerCase();
  for (const value of values) {
    for (const spelling of [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)]) {
      expect(haystack, `${location} contains ${value}`).not.toContain(spelling.toLowerCase());
    }
  }
}

let database: TestDatabase;
let api: TestApi;
withSqliteApi((started, itsDatabase) => {
  api = started;
  database = itsDatabase;
});

/** The result page's loader, as the server runs it for this URL. */
function resultPage(location: string) {
  const request = new Request(new URL(location, api.url));
  return loader({ request, context: api.pageContext(), params: {} } as unknown as Parameters<typeof loader>[0]);
}

const withReference = (location: string, reference: string) => {
  const url = new URL(location, "http://x");
  url.searchParams.set("ref", reference);
  return `${url.pathname}${url.search}`;
};

describe.each(leadTypes)("a %s form posted without JavaScript", (type) => {
  it("is sent to a result URL that holds none of the values, and the page greets by the stored first name only", async () => {
    const answer = await postForm(endpoint(api.url, type), forms[type]);
    expect(answer.status).toBe(303);
    const location = answer.location!;
    expect(new URL(location, "http://x").pathname).toBe("/form-result");
    expectNoneOf(location, typed(forms[type]));
    expect(new URL(location, "http://x").searchParams.get("ref")).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);

    const page = await resultPage(location);
    expect(page.status).toBe("success");
    if (type === "demo" || type === "feedback") {
      // These forms ask for no name: the page is the same for everyone.
      expect(page.view.text).not.toContain("Thanks,");
      return;
    }
    expect(page.view.text).toMatch(/^Thanks, Zelmira! /);
    expect(page.view.title).not.toContain("Zelmira");
    // A bearer link: the first name greets, nothing else of the person is on the page.
    for (const detail of [person.lastName, person.email, person.companyName, person.jobTitle]) expect(JSON.stringify(page)).not.toContain(detail);
    if (type !== "contact" || page.view.note) expect(page.view.note ?? page.view.text).toMatch(/emailed you|sent you/);
    if (type === "case-study") expect(page.view.offer?.href).toBe(getCaseStudyBySlug("avon")!.caseStudyUrl);
    // Every session of it has ended: the recording, from the content, in place of the Zoom registration.
    if (type === "webinar") expect(page.view.offer?.href).toBe(getWebinar("bfcm2025-2")!.recording!.url);
  });
});

describe("the result page without a working reference", () => {
  async function registered() {
    const email = `zelmira.${Math.random().toString(36).slice(2)}@example.com`;
    const answer = await postForm(endpoint(api.url, "webinar"), { ...forms.webinar, email });
    const location = answer.location!;
    return { email, location, reference: new URL(location, "http://x").searchParams.get("ref")! };
  }

  async function expectGeneric(location: string) {
    const page = await resultPage(location);
    expect(page.status).toBe("success");
    expect(JSON.stringify(page)).not.toMatch(/Zelmira|Quillfeather|Hushworks|Listening|@example/);
    // Still the webinar's own page: its title and its recording (content, not the visitor's).
    expect(page.view.text).toContain(getWebinar("bfcm2025-2")!.title);
    expect(page.view.offer?.href).toBe(getWebinar("bfcm2025-2")!.recording!.url);
    return page;
  }

  it("is generic for a forged, altered or misplaced reference, and for none", async () => {
    const { location, reference } = await registered();
    const [id, expires, signature] = reference.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, 5)}${signature[5] === "A" ? "B" : "A"}${signature.slice(6)}`;
    await expectGeneric(withReference(location, `${id}.${expires}.${flipped}`));
    await expectGeneric(withReference(location, `${id}.${(parseInt(expires, 36) + 86_400).toString(36)}.${signature}`));
    await expectGeneric(withReference(location, createResultReferences("a key of our own").issue("webinar", id)));
    await expectGeneric(withReference(location, "<script>alert(1)</script>"));
    await expectGeneric("/form-result?form=webinar&status=success&webinar=bfcm2025-2&first_name=Zelmira&email=zelmira%40example.com");
    // The same reference on another form's result: nothing.
    const contact = await resultPage(`/form-result?form=contact&status=success&ref=${encodeURIComponent(reference)}`);
    expect(contact.view.text).not.toContain("Zelmira");
  });

  it("is generic once the reference has expired", async () => {
    const { location } = await registered();
    const later = Date.now() + RESULT_REFERENCE_TTL_MS + 1_000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    await expectGeneric(location);
  });

  it("is generic once the lead has been deleted (a privacy request)", async () => {
    const { email, location } = await registered();
    expect((await resultPage(location)).view.text).toContain("Zelmira");
    await forgetEmail(api.store.db, email);
    await expectGeneric(location);
  });

  it("is generic, not an error, when the database cannot answer", async () => {
    const { reference } = await registered();
    const store = await database.open();
    await store.close();
    const warn = vi.fn();
    const lookup = createFormResultLookup({
      db: store.db,
      references: createResultReferences("a key of our own"),
      logger: { warn } as unknown as Logger,
    });
    await expect(lookup("webinar", createResultReferences("a key of our own").issue("webinar", reference.split(".")[0]!))).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ type: "webinar" }), "form result lead not read");
  });
});

it("a privacy link request is answered with a URL that holds no address either", async () => {
  const answer = await postForm(`${api.url}${privacyApi.requests}`, { email: person.email });
  expect(answer.status).toBe(303);
  expectNoneOf(answer.location!, [person.email]);
});
