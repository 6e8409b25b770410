import { axeViolations } from "./helpers/axe";
import { expect, keepMarksUnderFakeClock, type Page, test, waitForHydration } from "./helpers/test";
import { getWebinar } from "#app/content/webinars/index.ts";
import { icalUtc, parseCalendar } from "../support/ical";
import { uniqueToken, waitForLead, waitForMail } from "./helpers/leads";

/**
 * The webinar signup pages through to the stored lead and both emails: the
 * layout, which sessions are past (by the visitor's clock), the calendar
 * files, and the registration with its hand-off to Zoom.
 */
const bfcm = getWebinar("bfcm2025")!;
const older = getWebinar("ecommerce-personalization-2025")!;

/** Before both BFCM webinars, when their pages still offer a seat. */
const BEFORE_BFCM = new Date("2025-09-01T12:00:00Z");

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function fill(page: Page, email: string) {
  await page.getByLabel("Company name").fill("Acme & Co");
  await page.getByLabel("First name").fill("Zoë");
  await page.getByLabel("Last name").fill("O'Neil");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Job title").fill("VP Growth");
}

test("a BFCM webinar: title on two lines, the two-session note, the facts, the takeaways and the presenter; its pictures raster files, none an SVG document; Event structured data for each live session, and meta for the page; the registration form beside the content, sticky, from 1024 px up, and below it on a phone", async ({ page }) => {
  await page.clock.setFixedTime(BEFORE_BFCM);
  await open(page, `/webinar/${bfcm.id}`);
  await expect(page).toHaveTitle(`${bfcm.title} | Lumora`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    "@graph": Record<string, unknown>[];
  };
  expect(data["@graph"]).toHaveLength(2);
  expect(data["@graph"][0]).toMatchObject({
    "@type": "Event",
    name: bfcm.title,
    startDate: "2025-10-08T13:00:00-04:00",
    endDate: "2025-10-08T13:30:00-04:00",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    organizer: { "@type": "Organization", name: "Lumora" },
  });

  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(bfcm.title);
  const [first, second] = await title.locator("span").all();
  expect((await second!.boundingBox())!.y).toBeGreaterThan((await first!.boundingBox())!.y);
  await expect(page.getByText(bfcm.description!)).toBeVisible();
  await expect(page.getByText("This webinar runs live in two sessions.")).toBeVisible();
  await expect(page.getByText(/choose the date that suits you/)).toBeVisible();

  const facts = page.getByTestId("webinar-facts");
  await expect(facts.getByText("Wednesday, October 8, 2025", { exact: true })).toBeVisible();
  await expect(facts.getByText("Wednesday, October 15, 2025", { exact: true })).toBeVisible();
  await expect(facts.getByText("1:00 PM EST")).toBeVisible();
  await expect(facts.getByText("30 minutes")).toBeVisible();
  await expect(facts.getByText(bfcm.presenter.title)).toBeVisible();

  const takeaways = page.getByRole("region", { name: "Key Takeaways" });
  for (const phrase of ["recover lost shoppers", "unlock incremental revenue", "CPA-only pricing", "preparing for BFCM", "launch quickly and seamlessly"]) {
    await expect(takeaways.locator("strong", { hasText: phrase })).toHaveCount(1);
  }
  const presenter = page.getByRole("region", { name: "About the Presenter" });
  await expect(presenter.getByRole("img", { name: bfcm.presenter.name })).toBeVisible();
  await expect(presenter.getByText(bfcm.presenter.bio)).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Secure Your Spot" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The background and the presenter's picture are raster files.
  const picture = presenter.getByRole("img", { name: bfcm.presenter.name });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/assets\/dana-whitfield-\d+-[\w-]+\.avif$/);
  // Read from the browser's timeline: the fake clock's `performance` has no entries.
  const images = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "resource", buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.map((entry) => new URL(entry.name).pathname).filter((pathname) => /\.(svg|avif|webp|png)$/.test(pathname));
  });
  expect(images.filter((pathname) => /^\/assets\/bfcm2025-(400|800|1200)-[\w-]+\.avif$/.test(pathname))).toHaveLength(1);
  // The only SVG files a page fetches are the site's own brand marks (the footer's trust seal).
  expect(images.filter((pathname) => pathname.endsWith(".svg") && !pathname.startsWith("/images/brand/"))).toEqual([]);

  // The registration form sits beside the content, sticky, from 1024 px up, and below it on a phone.
  await page.evaluate(() => window.scrollTo(0, 0));
  const form = page.getByRole("complementary", { name: "Secure Your Spot" });
  const top = () => form.evaluate((element) => element.getBoundingClientRect().top);
  const before = await top();
  await page.evaluate(() => window.scrollTo(0, 700));
  // Sticky: 96 px below the top of the window, under the header, while the page scrolls on.
  await expect.poll(top).toBe(96);
  expect(before).toBeGreaterThan(96);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const formTop = await form.evaluate((element) => element.getBoundingClientRect().top);
  const presenterTop = await presenter.evaluate((element) => element.getBoundingClientRect().top);
  expect(formTop).toBeGreaterThan(presenterTop);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.getByRole("link", { name: "Secure your spot" }).click();
  await expect(form).toBeInViewport();
});

test("a session is past by the visitor's clock; one still to come offers its calendar file", async ({ page, request }) => {
  await page.clock.setFixedTime(new Date("2025-10-10T12:00:00Z"));
  await open(page, "/webinar/bfcm2025");
  const first = page.locator('[data-session-state]').filter({ hasText: "Wednesday, October 8, 2025" });
  const second = page.locator('[data-session-state]').filter({ hasText: "Wednesday, October 15, 2025" });
  await expect(first).toHaveAttribute("data-session-state", "past");
  await expect(first.getByText("Past")).toBeVisible();
  await expect(first.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
  const add = second.getByRole("link", { name: /Add to calendar/ });
  await expect(add).toHaveAttribute("href", "/webinar/bfcm2025/calendar/session-2.ics");

  const file = await request.get((await add.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(file.headers()["content-disposition"]).toContain('filename="bfcm2025-session-2.ics"');
  const { events } = parseCalendar(await file.text());
  expect(events).toHaveLength(1);
  expect(icalUtc(events[0]!.DTSTART!)).toBe(Date.parse("2025-10-15T13:00:00-04:00"));
  expect(events[0]!.SUMMARY).toBe(`${bfcm.title} (session 2)`);
  expect((await request.get("/webinar/bfcm2025/calendar/session-3.ics")).status()).toBe(404);
});

test("before a webinar every session offers a calendar file; today, with both sessions over, none does", async ({ page, browser }) => {
  const context = await browser.newContext();
  await keepMarksUnderFakeClock(context);
  const early = await context.newPage();
  await early.clock.setFixedTime(new Date("2025-09-01T12:00:00Z"));
  await open(early, "/webinar/bfcm2025");
  await expect(early.getByRole("link", { name: /Add to calendar/ })).toHaveCount(2);
  await context.close();

  await open(page, "/webinar/bfcm2025");
  await expect(page.locator('[data-session-state="past"]')).toHaveCount(2);
  await expect(page.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
});

test("BFCM registration: disabled until complete, stored with the webinar, Zoom opened with the details, both emails sent", async ({ page, context }) => {
  await context.route("https://zoom.us/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Zoom</title>" }));
  const email = `${uniqueToken("webinar")}@example.com`;
  await page.clock.setFixedTime(BEFORE_BFCM);
  await open(page, "/webinar/bfcm2025");
  const submit = page.getByRole("button", { name: "Register on Zoom" });
  await expect(submit).toBeDisabled();
  await fill(page, email);
  await expect(submit).toBeDisabled();
  await page.getByRole("checkbox").check();
  await expect(submit).toBeEnabled();
  await page.getByLabel("Job title").fill("  ");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Job title").fill("VP Growth");

  const opened = context.waitForEvent("page");
  await submit.click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toContain("zoom.us");
  const zoom = new URL(tab.url());
  expect(zoom.origin + zoom.pathname).toBe(bfcm.registrationUrl);
  expect(Object.fromEntries(zoom.searchParams)).toEqual({ first_name: "Zoë", last_name: "O'Neil", email, org: "Acme & Co", job_title: "VP Growth" });
  expect(zoom.search).toContain("org=Acme+%26+Co");

  await expect(page.getByText("Registration logged! Redirecting to Zoom...", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByLabel("Company name")).toHaveValue("");
  await expect(page.getByRole("checkbox")).not.toBeChecked();

  const lead = await waitForLead("webinar", (candidate) => candidate.email === email);
  expect(lead.fields).toMatchObject({ webinar: { id: "bfcm2025", title: bfcm.title }, jobTitle: "VP Growth", companyName: "Acme & Co" });
  expect(lead.consentVersion).toBe("webinar-2025-08");
  await waitForMail(`Webinar: ${bfcm.title} (bfcm2025)`, email);
  const confirmation = await waitForMail(`Thank you for registering for "${bfcm.title}"`, email);
  expect(confirmation).toContain("Wednesday, October 8, 2025, 1:00 PM EST (30 minutes)");
  expect(confirmation).toContain("Wednesday, October 15, 2025, 1:00 PM EST (30 minutes)");
});

test("an older webinar without a Zoom registration: the server's message, no tab, and both emails", async ({ page, context }) => {
  const email = `${uniqueToken("webinar-old")}@example.com`;
  let tabs = 0;
  context.on("page", () => (tabs += 1));
  await page.clock.setFixedTime(new Date("2025-02-01T12:00:00Z"));
  await open(page, `/webinar/${older.id}`);
  await expect(page.getByText("This webinar runs live in two sessions.")).toHaveCount(0);
  await expect(page.getByTestId("webinar-facts").getByText("45 minutes + 15 minutes Q&A")).toBeVisible();
  await fill(page, email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register on Zoom" }).click();
  await expect(page.getByText("You’re registered! We look forward to seeing you at the webinar.", { exact: true })).toBeVisible();
  expect(tabs).toBe(0);

  const lead = await waitForLead("webinar", (candidate) => candidate.email === email);
  expect(lead.fields).toMatchObject({ webinar: { id: older.id, title: older.title } });
  await waitForMail(`Webinar: ${older.title} (${older.id})`, email);
  expect(await waitForMail(`Thank you for registering for "${older.title}"`, email)).toContain("Wednesday, February 19, 2025, 2:00 PM EST (45 minutes + 15 minutes Q&A)");
});

test("a failed registration says Registration Failed with the server's words and keeps what was typed", async ({ page, context }) => {
  let tabs = 0;
  context.on("page", () => (tabs += 1));
  await page.route("**/api/submit-webinar-registration", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, error: "Try again in a minute." }) }),
  );
  await page.clock.setFixedTime(BEFORE_BFCM);
  await open(page, "/webinar/bfcm2025");
  await fill(page, "zoe@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register on Zoom" }).click();
  await expect(page.getByText("Registration Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Try again in a minute.", { exact: true })).toBeVisible();
  // The tab opened inside the click was closed again.
  expect(tabs).toBe(1);
  await expect.poll(() => context.pages().length).toBe(1);
  await expect(page.getByLabel("Company name")).toHaveValue("Acme & Co");
  await expect(page.getByRole("checkbox")).toBeChecked();
  // (axe opens a page of its own to gather its results.)
  expect(await axeViolations(page)).toEqual([]);
});

test("a keyboard alone completes the registration", async ({ page, context }) => {
  await context.route("https://zoom.us/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Zoom</title>" }));
  await page.clock.setFixedTime(BEFORE_BFCM);
  await open(page, "/webinar/bfcm2025-2");
  await page.getByLabel("Company name").focus();
  for (const value of ["Acme", "Grace", "Hopper", `${uniqueToken("webinar-keys")}@example.com`, "CTO"]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("checkbox")).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Register on Zoom" })).toBeFocused();
  const opened = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  await opened;
  await expect(page.getByText("Registration logged! Redirecting to Zoom...", { exact: true })).toBeVisible();
});

test("without JavaScript the form posts and the result page greets the registrant and, the webinar being over, offers its recording", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const playbook = getWebinar("bfcm2025-2")!;
  await page.goto("/webinar/bfcm2025-2");
  const email = `${uniqueToken("webinar-nojs")}@example.com`;
  await fill(page, email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Get the recording" }).click();
  // A result link carries no personal data: only a reference the server resolves.
  await expect(page).toHaveURL(/\/form-result\?form=webinar&status=success&webinar=bfcm2025-2&ref=[\w.-]+$/);
  for (const value of ["Zoë", "Zo%C3%AB", "Neil", "Acme", "Growth", email.split("@")[0]!]) expect(page.url()).not.toContain(value);
  await expect(page.getByRole("heading", { level: 1, name: "Your recording is ready" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Thanks, Zoë!");
  await expect(page.getByRole("main")).toContainText("We’ve also emailed you the details.");
  await expect(page.getByRole("main")).not.toContainText(email);
  await expect(page).not.toHaveTitle(/Zoë/);
  await expect(page.getByRole("link", { name: /Watch the recording/ })).toHaveAttribute("href", playbook.recording!.url);
  await expect(page.getByRole("link", { name: /Zoom/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the webinar" })).toHaveAttribute("href", "/webinar/bfcm2025-2");
  // A refresh shows the same page (the reference still works) and registers no one twice.
  await page.reload();
  await expect(page.getByRole("main")).toContainText("Thanks, Zoë!");
  await waitForLead("webinar", (candidate) => candidate.email === email);
  // A link someone wrote with details in it shows none of them.
  await page.goto(`/form-result?form=webinar&status=success&webinar=bfcm2025-2&first_name=Mallory&email=mallory%40evil.example&ref=forged`);
  await expect(page.getByRole("heading", { level: 1, name: "Your recording is ready" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Mallory");
  await context.close();
});

test("a past webinar says it took place, offers no seat but its recording behind the form, and the success state and the email link it", async ({ page }) => {
  const email = `${uniqueToken("webinar-rec")}@example.com`;
  await open(page, "/webinar/bfcm2025");
  await expect(page.getByText("Secure Your Spot")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Register on Zoom" })).toHaveCount(0);
  await expect(page.getByText("This webinar runs live in two sessions.")).toHaveCount(0);
  await expect(page.getByTestId("webinar-over")).toContainText(`This webinar took place on ${bfcm.date}.`);
  const aside = page.getByRole("complementary", { name: "Watch the Recording" });
  await expect(aside).toContainText("(31 minutes)");
  // The recording is behind the form: no link to it yet.
  await expect(page.locator(`a[href="${bfcm.recording!.url}"]`)).toHaveCount(0);
  const submit = aside.getByRole("button", { name: "Get the recording" });
  await expect(submit).toBeDisabled();
  await fill(page, email);
  await page.getByRole("checkbox").check();
  await submit.click();

  const watch = aside.getByRole("link", { name: /Watch the recording/ });
  await expect(watch).toHaveAttribute("href", bfcm.recording!.url);
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(aside.getByText("Your recording is ready")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const lead = await waitForLead("webinar", (candidate) => candidate.email === email);
  expect(lead.fields).toMatchObject({ webinar: { id: "bfcm2025" } });
  const mail = await waitForMail(`Thank you for registering for "${bfcm.title}"`, email);
  expect(mail).toContain(bfcm.recording!.url);
  expect(mail).not.toContain("zoom.us");
});

test("once a webinar is over by the visitor's clock, its page links the next webinar", async ({ page }) => {
  // After the first BFCM webinar's last session, before the Playbook's second.
  await page.clock.setFixedTime(new Date("2025-10-15T18:00:00Z"));
  await open(page, "/webinar/bfcm2025");
  const over = page.getByTestId("webinar-over");
  await expect(over).toContainText("Next webinar:");
  await expect(over).toContainText("Thursday, October 16, 2025");
  const next = over.getByRole("link", { name: getWebinar("bfcm2025-2")!.title });
  await expect(next).toHaveAttribute("href", "/webinar/bfcm2025-2");
  await next.click();
  await expect(page).toHaveURL(/\/webinar\/bfcm2025-2$/);
  await expect(page.getByRole("complementary", { name: "Secure Your Spot" })).toBeVisible();
});

test("an unknown webinar goes home: a redirect for a direct request, a replace in the app", async ({ page, request }) => {
  const direct = await request.get("/webinar/no-such-webinar", { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers()["location"]).toBe("/");
  expect(direct.headers()["x-redirect-reason"]).toBe("Webinar not found");

  await open(page, "/help");
  // A client-side navigation to it: no page links to an unknown webinar, so React Router's own router makes it.
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate("/webinar/no-such-webinar"));
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/no-such-webinar/);
});
