import { type BrowserContext, type CDPSession, type Locator, type Page, expect, test as base, waitForHydration } from "./helpers/test";
import { emulateSlowPhone } from "../../scripts/lib/bench-interactive";
import { YOUTUBE, blockAutoplay, stubYouTube } from "./helpers/page";
import { mailTo, uniqueToken, waitForLead, waitForMail } from "./helpers/leads";
import { site } from "../../app/config/site";
import { getCaseStudyBySlug } from "../../app/content/case-studies";
import { storyTiles } from "../../app/content/stories";
import { getWebinar } from "../../app/content/webinars";

/**
 * The impatient visitor: presses, taps and types as soon as the page shows,
 * before React has hydrated it. Whatever the visitor did first must not be
 * lost: the press opens, moves or navigates (or takes the visitor to the page
 * that does the same job); the typed text stays and is what the server
 * stores and sends.
 *
 * Each journey runs in two profiles, each its own test with its own setup:
 * - a slow phone (4× CPU throttling, 150 ms / 1.6 Mbps down / 750 kbps up),
 *   acting 300 ms after DOMContentLoaded;
 * - an unthrottled desktop, acting right after the load event (the raw
 *   navigation: helpers/test.ts's goto would wait for hydration).
 *
 * Only real input acts (Playwright's click/tap and keyboard, with their
 * actionability waits); nothing waits for hydration before acting. The
 * assertions afterwards wait generously (up to 15 s): React may finish
 * first, as long as the first press or the typed text was not lost.
 */

type Profile = {
  name: string;
  phone: boolean;
  use: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean };
};

const profiles: Profile[] = [
  { name: "slow phone", phone: true, use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
  { name: "desktop", phone: false, use: { viewport: { width: 1280, height: 900 } } },
];

/** How long an outcome may take: hydration on the slow phone takes seconds. */
const SETTLED = { timeout: 15_000 };

const GOAL_DIALOG = "What’s your top priority?";
const bfcm = getWebinar("bfcm2025")!;
const avon = getCaseStudyBySlug("avon")!;

type FirstInput = { type: string; path: string; beforeReact: boolean };

/**
 * Notes on every journey whether the visitor's first press, touch or key
 * reached the page before React had started: a journey whose first input
 * came after it (actionability waits on a busy machine) passed without
 * testing what it is for. Listening only: nothing is dispatched.
 */
const test = base.extend<{ firstInput: FirstInput[] }>({
  firstInput: [
    async ({ page }, provide, testInfo) => {
      const inputs: FirstInput[] = [];
      await page.exposeBinding("__earlyVisitorInput", (_source, input: FirstInput) => void inputs.push(input));
      await page.addInitScript(() => {
        let reported = false;
        for (const type of ["pointerdown", "touchstart", "keydown"]) {
          addEventListener(
            type,
            (event) => {
              if (reported || !event.isTrusted) return;
              reported = true;
              const report = (window as unknown as { __earlyVisitorInput(input: FirstInput): void }).__earlyVisitorInput;
              void report({ type, path: location.pathname, beforeReact: !document.documentElement.hasAttribute("data-hydrated") });
            },
            { capture: true, passive: true },
          );
        }
      });
      await provide(inputs);
      const first = inputs[0];
      testInfo.annotations.push({
        type: "first input before React",
        description: first ? `${first.beforeReact ? "yes" : "no"} (${first.type} on ${first.path})` : "none seen",
      });
    },
    { auto: true },
  ],
});

/**
 * Opens `path` as the profile's visitor and returns once they would act: on
 * the slow phone 300 ms after DOMContentLoaded, on the desktop right after
 * the load event.
 */
const throttled = new WeakMap<Page, CDPSession>();

async function arrive(page: Page, profile: Profile, path: string): Promise<void> {
  if (profile.phone) {
    const cdp = await page.context().newCDPSession(page);
    throttled.set(page, cdp);
    await emulateSlowPhone(cdp);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(300);
  } else {
    // "commit" passes helpers/test.ts's goto through without waiting for hydration.
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForLoadState("load");
  }
}

/**
 * The phone's full speed back, once the visitor has acted early: what the
 * press or the typing led to (a page, a dialog, React keeping the text) is
 * judged without waiting out a throttled load again.
 */
async function unthrottle(page: Page): Promise<void> {
  const cdp = throttled.get(page);
  if (!cdp) return;
  throttled.delete(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** The visitor's press (a tap on the phone, a click on the desktop); then the page runs at full speed. */
async function press(profile: Profile, target: Locator): Promise<void> {
  await tapOrClick(profile, target);
  await unthrottle(target.page());
}

async function tapOrClick(profile: Profile, target: Locator): Promise<void> {
  if (profile.phone) await target.tap();
  else await target.click();
}

/** Presses a field and types into it, as a visitor does; notes whether React had started when the typing ended. */
async function typeInto(page: Page, profile: Profile, field: Locator, value: string): Promise<void> {
  await tapOrClick(profile, field);
  await page.keyboard.type(value);
  const started = await page.evaluate(hydrated);
  test.info().annotations.push({ type: "typed", description: `${value.slice(0, 24)}: React ${started ? "running" : "not started"} when done` });
}

/** Whether React has hydrated the page (the client entry's mark). */
const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

/**
 * Resolves once React has hydrated the page and the renders that follow have
 * run: the forms' switch to their scripted behaviour (a transition, started
 * before the hydrated mark is set) and the effects it sets off are tasks on
 * the page's main thread, so they have all run once that thread goes idle.
 */
async function hydratedAndSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/**
 * After the visitor typed: once React has hydrated the page and the renders
 * that follow have run (when a controlled field would be set back to its
 * state), every field still holds exactly what was typed.
 */
async function expectStillTyped(page: Page, fields: Record<string, Locator>, typed: Record<string, string>): Promise<void> {
  await unthrottle(page);
  await hydratedAndSettled(page);
  const held: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) held[name] = await field.inputValue();
  expect(held, "what the fields hold after React took over").toEqual(typed);
}

/** Where the visitor is and which dialog, if any, is in front of them. */
async function whatTheVisitorSees(page: Page): Promise<string> {
  const dialogs = await page.getByRole("dialog").evaluateAll((all) =>
    all.map((dialog) => document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent ?? dialog.getAttribute("aria-label")),
  );
  const path = new URL(page.url()).pathname;
  return dialogs.length > 0 ? `${path} with the dialog "${dialogs.join('", "')}"` : `${path}, no dialog`;
}

/** The goal (demo request) dialog opened, here or on /request-demo, which opens it too. */
async function expectGoalDialog(page: Page): Promise<void> {
  const goal = page.getByRole("dialog", { name: GOAL_DIALOG });
  await expect
    .poll(async () => ((await goal.isVisible()) ? "the goal dialog" : await whatTheVisitorSees(page)), { message: "what the visitor sees", ...SETTLED })
    .toBe("the goal dialog");
}

/** The contact form in front of the visitor: the Talk-to-an-Expert dialog, or the /help page's form. */
async function expectContactForm(page: Page): Promise<void> {
  const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
  const helpForm = page.locator("#main").getByRole("button", { name: "Send Message" });
  const contactForm = async () =>
    (await modal.isVisible()) || (new URL(page.url()).pathname === "/help" && (await helpForm.isVisible()));
  await expect
    .poll(async () => ((await contactForm()) ? "the contact form" : await whatTheVisitorSees(page)), { message: "what the visitor sees", ...SETTLED })
    .toBe("the contact form");
}

/** Answers the external pages a successful lead opens in a new tab. */
async function stubExternalTabs(context: BrowserContext): Promise<void> {
  await context.route("https://zoom.us/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Zoom</title>" }));
  await context.route(/^https:\/\/assets\.lumora\.example\//, (route) => route.fulfill({ contentType: "text/plain", body: "the document" }));
}



for (const profile of profiles) {
  test.describe(`early visitor, ${profile.name}`, () => {
    test.use(profile.use);
    // A lead journey types on a slow phone, then waits for the lead and its email.
    test.describe.configure({ timeout: 60_000 });

    // ── Header ────────────────────────────────────────────────────────────

    if (!profile.phone) {
      test("a header dropdown opens on the first press, and its link navigates", async ({ page }) => {
        await arrive(page, profile, "/");
        await press(profile, page.getByRole("banner").getByRole("button", { name: "Learn" }));
        const link = page.getByRole("banner").getByRole("link", { name: /^Success Stories/ });
        await expect(link).toBeVisible(SETTLED);
        await press(profile, link);
        await expect(page).toHaveURL(/\/success-stories$/, SETTLED);
      });

      test("the header's Sign Up opens the goal dialog on the first press", async ({ page }) => {
        await arrive(page, profile, "/help");
        await press(profile, page.getByRole("banner").getByRole("link", { name: "Sign Up" }));
        await expectGoalDialog(page);
      });
    }

    if (profile.phone) {
      test("the mobile menu opens on the first tap, and its links work", async ({ page }) => {
        await arrive(page, profile, "/");
        await press(profile, page.getByRole("button", { name: "Open menu" }));
        const menu = page.getByRole("navigation", { name: "Mobile" });
        await expect(menu).toBeVisible(SETTLED);
        await press(profile, menu.getByRole("link", { name: "Success Stories", exact: true }));
        await expect(page).toHaveURL(/\/success-stories$/, SETTLED);
      });
    }

    // ── Calls to action ──────────────────────────────────────────────────

    test("Home's hero Get Started opens the goal dialog on the first press", async ({ page }) => {
      await arrive(page, profile, "/");
      await press(profile, page.getByRole("main").getByRole("link", { name: "Get Started" }));
      await expectGoalDialog(page);
    });

    test("/safeopt's hero Get Started opens the contact form on the first press", async ({ page }) => {
      await arrive(page, profile, "/safeopt");
      await press(profile, page.getByRole("main").getByRole("link", { name: "Get Started" }));
      await expectContactForm(page);
    });

    test("Home's closing Talk to an Expert opens the contact form on the first press", async ({ page }) => {
      await arrive(page, profile, "/");
      await press(profile, page.getByRole("main").getByRole("link", { name: "Talk to an Expert" }));
      await expectContactForm(page);
    });

    test("the footer's Talk to an Expert opens the contact form on the first press", async ({ page }) => {
      await arrive(page, profile, "/minty");
      await press(profile, page.getByRole("contentinfo").getByRole("link", { name: "Talk to an Expert" }));
      await expectContactForm(page);
    });

    // ── Links ────────────────────────────────────────────────────────────

    test("a footer link (Terms of Use) navigates on the first press", async ({ page }) => {
      await arrive(page, profile, "/safeopt");
      await press(profile, page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use", exact: true }));
      await expect(page).toHaveURL(/\/terms$/, SETTLED);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible(SETTLED);
    });

    test("Home's Discover Minty navigates on the first press", async ({ page }) => {
      await arrive(page, profile, "/");
      await press(profile, page.getByRole("main").getByRole("link", { name: /Discover Minty/ }));
      await expect(page).toHaveURL(/\/minty$/, SETTLED);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("AI Shopping Assistant", SETTLED);
    });

    // ── Lead forms, typed before React ───────────────────────────────────

    test("the /help contact form keeps what was typed and stores and mails exactly that", async ({ page }) => {
      const token = uniqueToken("ec");
      const typed = {
        firstName: "Ada",
        lastName: "Lovelace",
        email: `ada.${token}@example.com`,
        companyName: "Analytical Engines Ltd",
        message: `Checkout leaks shoppers (${token})`,
      };
      await arrive(page, profile, "/help");
      const main = page.locator("#main");
      const fields = {
        firstName: main.getByLabel("First name", { exact: true }),
        lastName: main.getByLabel("Last name", { exact: true }),
        email: main.getByLabel("Work email", { exact: true }),
        companyName: main.getByLabel(/^Company/),
        message: main.getByLabel("Message", { exact: true }),
      };
      const inquiry = main.getByLabel("Inquiry type", { exact: true });
      await typeInto(page, profile, fields.firstName, typed.firstName);
      await typeInto(page, profile, fields.lastName, typed.lastName);
      await typeInto(page, profile, fields.email, typed.email);
      await typeInto(page, profile, fields.companyName, typed.companyName);
      // A closed select picks the option its typed letters start (no click: that opens the native list).
      await inquiry.pressSequentially("Technical");
      await typeInto(page, profile, fields.message, typed.message);

      await expectStillTyped(page, { ...fields, inquiryType: inquiry }, { ...typed, inquiryType: "technical" });
      await press(profile, main.getByRole("button", { name: "Send Message" }));
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Thank you for reaching out!" })
          .or(page.getByRole("heading", { level: 1, name: "Thank you for contacting us!" }))
          .first(),
      ).toBeVisible(SETTLED);

      const [lead, mail] = await Promise.all([
        waitForLead("contact", (stored) => stored.email === typed.email),
        waitForMail("New contact inquiry", typed.email),
      ]);
      const { email: _email, ...person } = typed;
      expect(lead.fields).toMatchObject({ ...person, inquiryType: "technical" });
      expect(mail).toContain(typed.message);
      expect(mail).toContain("Analytical Engines Ltd");
    });

    test("the webinar registration keeps what was typed and stores and mails exactly that", async ({ page, context }) => {
      await stubExternalTabs(context);
      const token = uniqueToken("ew");
      const typed = {
        companyName: "Acme Commerce",
        firstName: "Grace",
        lastName: "Hopper",
        email: `grace.${token}@example.com`,
        jobTitle: "VP Growth",
      };
      await arrive(page, profile, `/webinar/${bfcm.id}`);
      const form = page.getByRole("complementary", { name: "Secure Your Spot" });
      const fields = {
        companyName: form.getByLabel("Company name", { exact: true }),
        firstName: form.getByLabel("First name", { exact: true }),
        lastName: form.getByLabel("Last name", { exact: true }),
        email: form.getByLabel("Work email", { exact: true }),
        jobTitle: form.getByLabel("Job title", { exact: true }),
      };
      for (const [name, field] of Object.entries(fields)) await typeInto(page, profile, field, typed[name as keyof typeof typed]);
      const consent = form.getByRole("checkbox");
      await press(profile, consent);

      await expectStillTyped(page, fields, typed);
      await expect(consent, "the consent tick after React took over").toBeChecked({ timeout: 1_000 });
      await press(profile, form.getByRole("button", { name: "Register on Zoom" }));
      await expect(page.getByText("Registration logged!").first()).toBeVisible(SETTLED);

      const [lead, mail] = await Promise.all([
        waitForLead("webinar", (stored) => stored.email === typed.email),
        waitForMail(`Webinar: ${bfcm.title} (${bfcm.id})`, typed.email),
      ]);
      expect(lead.fields).toMatchObject({
        companyName: typed.companyName,
        firstName: typed.firstName,
        lastName: typed.lastName,
        jobTitle: typed.jobTitle,
        webinar: { id: bfcm.id },
      });
      expect(mail).toContain(typed.companyName);
    });

    for (const [variant, path] of [
      ["id page", `/case-study/${avon.id}`],
      ["slug page", `/success-stories/${avon.slug}`],
    ] as const) {
      test(`the case-study download (${variant}) keeps what was typed and stores and mails exactly that`, async ({ page, context }) => {
        await stubExternalTabs(context);
        const token = uniqueToken("ecs");
        const typed = { companyName: "Acme Retail", firstName: "Katherine", lastName: "Johnson", email: `kj.${token}@example.com` };
        await arrive(page, profile, path);
        const form = page.getByRole("complementary", { name: avon.title });
        const fields = {
          companyName: form.getByLabel("Company name", { exact: true }),
          firstName: form.getByLabel("First name", { exact: true }),
          lastName: form.getByLabel("Last name", { exact: true }),
          email: form.getByLabel("Work email", { exact: true }),
        };
        for (const [name, field] of Object.entries(fields)) await typeInto(page, profile, field, typed[name as keyof typeof typed]);
        const consent = form.getByRole("checkbox");
        await press(profile, consent);

        await expectStillTyped(page, fields, typed);
        await expect(consent, "the consent tick after React took over").toBeChecked({ timeout: 1_000 });
        await press(profile, form.getByRole("button", { name: "Get the Case Study" }));
        const success =
          variant === "slug page"
            ? page.getByRole("dialog", { name: "Success!" })
            : page.getByText("Thank you! Your case study is ready.", { exact: true });
        // Or, had the form posted without React, the result page.
        await expect(success.or(page.getByRole("heading", { level: 1, name: "Success!" })).first()).toBeVisible(SETTLED);

        const [lead, mail] = await Promise.all([
          waitForLead("case-study", (stored) => stored.email === typed.email),
          waitForMail("Case study download:", typed.email),
        ]);
        expect(lead.fields).toMatchObject({ companyName: typed.companyName, firstName: typed.firstName, lastName: typed.lastName });
        expect(JSON.stringify(lead.fields)).toContain(avon.slug);
        expect(mail).toContain(typed.companyName);
      });
    }

    test("the meeting feedback form keeps what was typed and stores and mails exactly that", async ({ page }) => {
      const token = uniqueToken("efb");
      const typed = { feedback: `A podcast about growth (${token})` };
      await arrive(page, profile, "/meeting-scheduled");
      const fields = { feedback: page.getByLabel(`Where did you first hear about ${site.name}?`) };
      await typeInto(page, profile, fields.feedback, typed.feedback);

      await expectStillTyped(page, fields, typed);
      await press(profile, page.getByRole("button", { name: "Send", exact: true }));
      await expect(page.getByText("Your feedback has been submitted successfully.", { exact: true }).first()).toBeVisible(SETTLED);

      const [lead, mail] = await Promise.all([
        waitForLead("feedback", (stored) => String(stored.fields.feedback).includes(token)),
        waitForMail(token),
      ]);
      expect(lead.fields.feedback).toBe(typed.feedback);
      expect(mail).toContain(typed.feedback);
    });

    test("the privacy request form keeps what was typed and the link goes to exactly that address", async ({ page, request }) => {
      const email = `${uniqueToken("epr")}@example.com`;
      // Only an address with stored data gets a link.
      const stored = await request.post("/api/submit-case-study-form", {
        data: { formData: { companyName: "Acme & Co", firstName: "Grace", lastName: "Hopper", email, consentGiven: true }, caseStudy: { slug: "avon" } },
      });
      expect(stored.status()).toBe(200);

      await arrive(page, profile, "/privacy/requests");
      const fields = { email: page.locator("#main").getByLabel("Email address") };
      await typeInto(page, profile, fields.email, email);

      await expectStillTyped(page, fields, { email });
      await press(profile, page.getByRole("button", { name: "Email me a secure link" }));
      await expect(page.getByRole("status").getByText("Check your inbox")).toBeVisible(SETTLED);
      const mail = await mailTo(email, "Your link to your data");
      expect(mail.text).toMatch(/\/privacy\/requests\/confirm\?token=/);
    });

    // ── Page controls ────────────────────────────────────────────────────

    test("a /success-stories filter chip filters the grid on the first press", async ({ page }) => {
      await arrive(page, profile, "/success-stories");
      await press(profile, page.getByRole("group", { name: "Industry" }).getByRole("link", { name: "Pets", exact: true }));
      await expect(page).toHaveURL(/\?industry=Pets$/, SETTLED);
      const pets = storyTiles.filter((tile) => tile.industry === "Pets").map((tile) => tile.title);
      await expect(page.locator("#stories").getByRole("heading", { level: 3 })).toHaveText(pets, SETTLED);
    });

    test("the /minty carousel's Next advances on the first press", async ({ page }) => {
      // Still by itself: only the press can move it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await arrive(page, profile, "/minty");
      const carousel = page.getByRole("region", { name: "Minty screenshots" });
      const selected = carousel.locator('[aria-roledescription="slide"][data-selected="true"]');
      await press(profile, carousel.getByRole("button", { name: "Next slide" }));
      await expect(selected).toHaveAttribute("aria-label", "2 of 4", SETTLED);
    });

    test("the SafeOpt video starts, with sound, on the first press", async ({ page }) => {
      await blockAutoplay(page, { unmutedOnly: true });
      await arrive(page, profile, "/safeopt");
      const video = page.locator("video");
      // The poster and video as one: the press lands on the play button once the page shows one.
      await press(profile, video.locator(".."));
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && !element.muted), { message: "the video plays with sound", ...SETTLED })
        .toBe(true);
    });

    test("a story's video plays on the first press: in the player, or on YouTube in a new tab before React", async ({ page, context }) => {
      const player = await stubYouTube(page);
      // Before React a video tile is a plain link to the video on YouTube (stubbed here: nothing leaves the machine).
      const youtube: string[] = [];
      await context.route(/^https:\/\/(www\.|m\.)?youtube\.com\//, (route) => {
        youtube.push(route.request().url());
        return route.fulfill({ contentType: "text/html", body: "<title>YouTube</title>" });
      });
      const video = storyTiles.flatMap((tile) => (tile.type === "video" && tile.id !== 1 ? [tile] : []))[0]!;

      await arrive(page, profile, "/success-stories");
      await press(profile, page.locator("#stories").getByRole("link", { name: video.title, exact: true }));
      const dialog = page.getByRole("dialog", { name: video.title });
      await expect
        .poll(
          async () => {
            if (youtube.some((url) => url.includes(video.youtubeId))) return "the video";
            if (await dialog.isVisible()) return "the video";
            return await whatTheVisitorSees(page);
          },
          { message: "what the visitor sees", ...SETTLED },
        )
        .toBe("the video");
      if (youtube.length === 0) {
        await expect(dialog.locator("iframe")).toHaveAttribute("src", new RegExp(`^${YOUTUBE}/embed/`), SETTLED);
        await expect.poll(() => player.length, SETTLED).toBeGreaterThan(0);
      }
      // Either way the visitor's page stays where it was.
      await expect(page).toHaveURL(/\/success-stories$/);
    });

    test("the /safeopt accordion opens another panel on the first press", async ({ page }) => {
      await arrive(page, profile, "/safeopt");
      const header = page.locator("#benefits").getByRole("button", { name: "Pay only for results" });
      await press(profile, header);
      await expect(header).toHaveAttribute("aria-expanded", "true", SETTLED);
      await expect(page.getByRole("region", { name: "Pay only for results" })).toBeVisible(SETTLED);
      await expect(page.locator("#benefits").getByRole("button", { expanded: true })).toHaveCount(1);
    });

    test("Home's typewriter, scrolled to at once, keeps typing", async ({ page }) => {
      await arrive(page, profile, "/");
      const heading = page.getByRole("heading", { name: "Built to Drive Awareness, Conversions, and Loyalty" });
      const started = await page.evaluate(hydrated);
      test.info().annotations.push({ type: "scrolled before React", description: started ? "no" : "yes" });
      await heading.scrollIntoViewIfNeeded();
      const typed = heading.getByTestId("typewriter-text");
      const seen = new Set<string>();
      try {
        await expect
          .poll(
            async () => {
              seen.add((await typed.textContent()) ?? "");
              return seen.size;
            },
            { message: "distinct texts the typewriter showed", timeout: 15_000, intervals: [100] },
          )
          .toBeGreaterThanOrEqual(4);
      } catch (error) {
        const where = await heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return `${box.bottom > 0 && box.top < innerHeight ? "still in view" : "out of view"} (the page is scrolled to ${Math.round(scrollY)} px)`;
        });
        throw new Error(`${(error as Error).message}\nThe headline the visitor scrolled to is ${where}; it showed ${JSON.stringify([...seen])}.`, { cause: error });
      }
      await expect(heading, "the headline the visitor scrolled to stays in view").toBeInViewport();
    });
  });
}

/**
 * The same presses with React's code held back until the visitor has acted,
 * however fast the machine: what a visitor gets on a connection that stalls
 * after the HTML. The page's scripts are released only after the press.
 */
test.describe("early visitor, scripts held until after the press", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  /** Opens `path` with every script held; returns the release. */
  async function arriveWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
    const held: (() => Promise<void>)[] = [];
    let released = false;
    await page.route(/\/assets\/.+\.js$/, (route) => {
      if (released) return route.continue();
      held.push(() => route.continue());
    });
    // Module scripts hold DOMContentLoaded back: the page is there once its footer is.
    await page.goto(path, { waitUntil: "commit" });
    await page.getByRole("contentinfo").waitFor();
    return async () => {
      released = true;
      await Promise.all(held.splice(0).map((release) => release()));
    };
  }

  test("a press on the /safeopt accordion and on the /minty carousel takes effect once React runs", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    let release = await arriveWithScriptsHeld(page, "/safeopt");
    const header = page.locator("#benefits").getByRole("button", { name: "Pay only for results" });
    await header.tap();
    expect(await page.evaluate(hydrated), "pressed before React").toBe(false);
    await release();
    await expect(header).toHaveAttribute("aria-expanded", "true", SETTLED);

    await page.unrouteAll();
    release = await arriveWithScriptsHeld(page, "/minty");
    const carousel = page.getByRole("region", { name: "Minty screenshots" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    await next.tap();
    await next.tap();
    expect(await page.evaluate(hydrated), "pressed before React").toBe(false);
    await release();
    await expect(carousel.locator('[aria-roledescription="slide"][data-selected="true"]')).toHaveAttribute("aria-label", "3 of 4", SETTLED);
  });

  test("the mobile menu opens and the hero's Get Started leads to the demo request, with no script at all", async ({ page }) => {
    await arriveWithScriptsHeld(page, "/safeopt");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Get Started" }).tap();
    await expect(page).toHaveURL(/\/request-demo$/);
  });

  test("text typed before React stays once it runs", async ({ page }) => {
    const release = await arriveWithScriptsHeld(page, "/help");
    const main = page.locator("#main");
    await main.getByLabel("First name", { exact: true }).fill("Ada");
    await main.getByLabel("Message", { exact: true }).fill("Typed on a stalled connection");
    await release();
    await hydratedAndSettled(page);
    await expect(main.getByLabel("First name", { exact: true })).toHaveValue("Ada");
    await expect(main.getByLabel("Message", { exact: true })).toHaveValue("Typed on a stalled connection");
  });
});
