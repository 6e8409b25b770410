import { type Page, expect } from "./helpers/test";
import { YOUTUBE, blockAutoplay, stubYouTube } from "./helpers/page";
import { storyTiles } from "#app/content/stories/index.ts";
import { profiles, SETTLED, test, arrive, press, hydrated, hydratedAndSettled, whatTheVisitorSees, expectGoalDialog, expectContactForm } from "./helpers/early-visitor";

/**
 * The impatient visitor's presses (helpers/early-visitor.ts describes the
 * three profiles): header menus, calls to action, links and the page's own
 * controls act on the first press, made before React has started.
 */
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
