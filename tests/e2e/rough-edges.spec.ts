import { type Locator, expect, test } from "./helpers/test";
import { scrollThrough } from "./helpers/page";
import { uniqueToken } from "./helpers/leads";
import { featuredStoryId, storyTiles } from "#app/content/stories/index.ts";
import { heroArtSize, heroCards } from "#app/assets/home/hero-layout.ts";

/**
 * The design review's measurable rough edges: the story filter starts at the
 * content edge without a lone chip, the grid has no orphan and does not repeat
 * the featured story, no button's words run past it, closing calls to action
 * fill their band, the two "page gone" answers word the way home alike, and
 * the home hero's crop shows each card of its picture whole or not at all,
 * and a testimonial's author is credited in one style wherever it shows.
 */

/** Buttons and pill-shaped links laid out as boxes whose words reach past their box: what each says, and by how much. */
async function overflowingButtons(scope: Locator): Promise<string[]> {
  return scope.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>("button, a[class*='rounded-full']")]
      .filter((candidate) => candidate.getClientRects().length > 0 && getComputedStyle(candidate).display !== "inline" && !candidate.closest(".sr-only"))
      .filter((candidate) => candidate.scrollWidth > candidate.clientWidth + 1)
      .map((candidate) => `"${(candidate.textContent ?? "").trim() || candidate.getAttribute("aria-label")}" by ${candidate.scrollWidth - candidate.clientWidth}px`),
  );
}

const touched = ["/", "/safeopt", "/minty", "/minty-cashback-boost", "/success-stories", "/success-stories/avon", "/terms", "/bigcat", "/no-such-page"];

for (const width of [320, 1280]) {
  test(`at ${width} px no button's or pill's words run past its box on the pages of the review`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of touched) {
      await page.goto(path);
      await scrollThrough(page, { step: 600, pauseMs: 10 });
      expect(await overflowingButtons(page.locator("body")), `${path} at ${width}px`).toEqual([]);
    }
  });

  test(`at ${width} px the case study's success dialog keeps each label inside its button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/success-stories/avon");
    await page.getByLabel("Company name").fill("Acme Retail");
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Work email").fill(`${uniqueToken("edge")}@example.com`);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Get the Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "Success!" });
    await expect(dialog.getByRole("button", { name: "Back to Success Stories" })).toBeVisible();
    expect(await overflowingButtons(dialog)).toEqual([]);
  });
}

test("at 1280 px the industry chips start at the heading's left edge, in one row", async ({ page }) => {
  await page.goto("/success-stories");
  const chips = page.getByRole("group", { name: "Industry" }).getByRole("link");
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const boxes = await chips.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
  expect(boxes[0]!.x).toBeCloseTo(heading.x, 0);
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
});

for (const width of [768, 1024, 1100, 1279]) {
  test(`at ${width} px the chips start at the content edge and no chip is alone on its row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/success-stories");
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const boxes = await page
      .getByRole("group", { name: "Industry" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ x, y }) => ({ x, y: Math.round(y) })));
    const rows = new Map<number, number>();
    for (const box of boxes) rows.set(box.y, (rows.get(box.y) ?? 0) + 1);
    expect(Math.min(...rows.values()), JSON.stringify([...rows])).toBeGreaterThan(1);
    const rowStarts = [...rows.keys()].map((y) => Math.min(...boxes.filter((box) => box.y === y).map((box) => box.x)));
    // The h1 is centred below 1024 px: the section's content edge is the container's padding.
    const edge = width >= 1024 ? heading.x : await page.locator("#stories > div").evaluate((element) => element.getBoundingClientRect().x + parseFloat(getComputedStyle(element).paddingLeft));
    for (const x of rowStarts) expect(x).toBeCloseTo(edge, 0);
  });
}

for (const width of [375, 768, 1024, 1280]) {
  test(`at ${width} px the grid leaves out the featured story and its last row has no lone card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/success-stories");
    const featured = storyTiles.find((tile) => tile.id === featuredStoryId)!;
    const titles = page.locator("#stories").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(storyTiles.length - 1);
    await expect(titles.filter({ hasText: featured.title })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: featured.title })).toBeVisible();
    const tops = await page.locator("#stories li").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const perRow = [...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values()];
    expect(perRow.at(-1), `cards per row: ${perRow.join(", ")}`).toBe(perRow[0]);
  });
}

test("the grid closes with a call to action: Talk to an Expert, the guarantee and the contact page beside it", async ({ page }) => {
  await page.goto("/success-stories");
  const closing = page.locator('section[aria-labelledby="closing-title"]');
  await expect(closing.getByRole("heading", { level: 2 })).toHaveText("Ready to Write Your Own Success Story?");
  await expect(closing.getByTestId("guarantee-badge")).toHaveText("Performance Guaranteed");
  await expect(closing.getByRole("link", { name: /Send us a message/ })).toHaveAttribute("href", "/help");
  await closing.getByRole("link", { name: "Talk to an Expert" }).click();
  await expect(page.getByRole("dialog", { name: "Talk to an Expert" })).toBeVisible();
});

for (const path of ["/safeopt", "/minty", "/minty-cashback-boost", "/success-stories/avon", "/success-stories"]) {
  test(`${path}: at 1024 and 1280 px the closing band's second column holds the guarantee and contact options, level with the first`, async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const closing = page.locator('section[aria-labelledby="closing-title"]');
      await closing.scrollIntoViewIfNeeded();
      const title = (await closing.getByRole("heading", { level: 2 }).boundingBox())!;
      const aside = closing.getByTestId("closing-assurance");
      await expect(aside).toBeVisible();
      const box = (await aside.boundingBox())!;
      expect(box.x, `at ${width} px`).toBeGreaterThan(title.x + 400);
      expect(box.y, `at ${width} px`).toBeLessThan(title.y + title.height + 200);
      // Its heading on one line.
      const guarantee = (await aside.getByTestId("guarantee-badge").boundingBox())!;
      expect(guarantee.height, `at ${width} px`).toBeLessThan(45);
    }
  });

  test(`${path}: at 768 px the guarantee spans the closing band under the actions, its three points side by side`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(path);
    const closing = page.locator('section[aria-labelledby="closing-title"]');
    await closing.scrollIntoViewIfNeeded();
    const title = (await closing.getByRole("heading", { level: 2 }).boundingBox())!;
    const aside = closing.getByTestId("closing-assurance");
    const box = (await aside.boundingBox())!;
    expect(box.x).toBeCloseTo(title.x, 0);
    expect(box.y).toBeGreaterThan(title.y + title.height);
    const points = await aside.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ x, y, right }) => ({ x, y, right })));
    expect(points).toHaveLength(3);
    expect(new Set(points.map((point) => Math.round(point.y))).size, "one row").toBe(1);
    // The row reaches across the card, not its left half.
    expect(points[2]!.x).toBeGreaterThan(box.x + box.width / 2);
    expect(points[2]!.right).toBeLessThanOrEqual(box.x + box.width);
  });
}

test("the Boost hero: at 1280 px the results sit under the visual, no empty half beside them", async ({ page }) => {
  await page.goto("/minty-cashback-boost");
  const picture = (await page.getByTestId("product-hero-picture").boundingBox())!;
  const results = (await page.locator("dl").first().boundingBox())!;
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(results.x).toBeGreaterThanOrEqual(picture.x - 1);
  expect(results.y).toBeGreaterThan(picture.y + picture.height);
  expect(results.x).toBeGreaterThan(heading.x + heading.width);
});

test("the 404 and the 410 offer the way home in the same words", async ({ page }) => {
  const labels: string[] = [];
  for (const path of ["/no-such-page", "/bigcat"]) {
    await page.goto(path);
    labels.push((await page.getByRole("main").getByRole("link", { name: "Return to Home" }).getAttribute("href")) ?? "");
  }
  expect(labels).toEqual(["/", "/"]);
});

for (const width of [320, 375, 768, 1024]) {
  test(`at ${width} px the home hero's crop shows each card of its picture whole or leaves it out, and its floating cards fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    // The region of the picture the frame shows, in the picture's own pixels.
    const shown = await page.getByTestId("hero-picture").evaluate((frame, artWidth) => {
      const box = frame.getBoundingClientRect();
      const image = frame.querySelector("img")!.getBoundingClientRect();
      const scale = image.width / artWidth;
      return { left: (box.left - image.left) / scale, right: (box.right - image.left) / scale, top: (box.top - image.top) / scale, bottom: (box.bottom - image.top) / scale };
    }, heroArtSize.width);
    const cut: string[] = [];
    const whole: string[] = [];
    for (const [name, card] of Object.entries(heroCards)) {
      const inside = card.x >= shown.left && card.x + card.width <= shown.right && card.y >= shown.top && card.y + card.height <= shown.bottom;
      const outside = card.x + card.width <= shown.left || card.x >= shown.right || card.y + card.height <= shown.top || card.y >= shown.bottom;
      if (inside) whole.push(name);
      else if (!outside) cut.push(name);
    }
    expect(cut, `cards cut by the crop of x ${Math.round(shown.left)}–${Math.round(shown.right)}`).toEqual([]);
    expect(whole).toEqual(expect.arrayContaining(["inbox", "results"]));
    for (const title of ["Left without buying", "5% cashback activated"]) {
      const card = (await page.getByText(title, { exact: true }).locator("../..").boundingBox())!;
      expect(card.x, title).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width, title).toBeLessThanOrEqual(width);
    }
  });
}

test("a testimonial's author line has one style on Home, Minty and a story page: the name over a smaller title and company", async ({ page }) => {
  const styles: string[] = [];
  for (const path of ["/", "/minty", "/success-stories/avon"]) {
    await page.goto(path);
    const author = page.getByTestId("testimonial-author").first();
    await author.scrollIntoViewIfNeeded();
    styles.push(
      await author.evaluate((element) =>
        [...element.children]
          .map((line) => {
            const style = getComputedStyle(line);
            return `${style.display} ${style.fontSize}/${style.lineHeight} ${style.fontWeight}`;
          })
          .join(" | "),
      ),
    );
  }
  expect(new Set(styles).size, styles.join("\n")).toBe(1);
  expect(styles[0]).toMatch(/^block 16px\/\S+ 600 \| block 14px\/\S+ 400$/);
});
