import sharp from "sharp";
import { signInConsole } from "./helpers/console-session";
import { uniqueToken } from "./helpers/leads";
import { expect, test } from "./helpers/test";

/**
 * An editor uploads a picture from a case study's image field, with its alt text and focus, and publishes: the story's page
 * shows it from the database in AVIF (and WebP) at the content widths, with its alt text, cropped around its focus. Runs with
 * the other content-editing journeys, after every other journey (playwright.config.ts).
 */

/** A 1,600 × 1,000 photograph-like JPEG (grain, not pure noise): wider than the largest width made, so every width is made. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 120, sigma: 12 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

test("an editor uploads a picture in a case study's image field, publishes, and the story's page shows it in AVIF at the content widths with its alt text", async ({ page, context, request }) => {
  test.slow();
  await signInConsole(context, { role: "editor" });
  await page.goto("/console/content/case-study");
  await page.getByRole("button", { name: "New case study" }).click();
  await expect(page).toHaveURL(/\/console\/content\/case-study\/\d+$/);
  const slug = uniqueToken("orchard-goods").toLowerCase();
  await page.getByLabel("Title", { exact: true }).fill(`How Orchard Goods Filled Its Autumn Boxes ${slug}`);
  await page.getByLabel("Slug", { exact: true }).fill(slug);

  const field = page.locator("fieldset#entry-image");
  const upload = page.locator("#entry-image--upload");
  await upload.getByText("Upload a picture").click();
  const name = `${slug}.jpg`;
  await upload.getByLabel("Picture", { exact: true }).setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo() });
  const alt = `Crates of red apples in an orchard at dawn (${slug})`;
  await upload.getByLabel("Alt text", { exact: true }).fill(alt);
  await upload.getByLabel("Focus across (0 left, 1 right)").fill("0.3");
  await upload.getByLabel("Focus down (0 top, 1 bottom)").fill("0.6");
  await upload.getByRole("button", { name: "Upload and choose" }).click();
  // Chosen in the field it was uploaded from once its ten files are made (seconds, longer while other journeys load the
  // machine), and the form has a change to save.
  await expect(field.getByText(`Chosen: ${name} (uploaded)`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  const story = `/success-stories/${slug}`;
  await expect.poll(async () => (await request.get(story)).status(), { timeout: 5_000 }).toBe(200);
  await page.goto(story);
  const hero = page.locator("picture").filter({ has: page.locator('source[type="image/avif"]') }).first();
  const avif = await hero.locator('source[type="image/avif"]').getAttribute("srcset");
  const entries = (avif ?? "").split(", ").map((candidate) => /^\/media\/([0-9a-f]{20})-(\d+)\.avif (\d+)w$/.exec(candidate));
  expect(entries.every(Boolean), avif ?? "").toBe(true);
  expect(entries.map((match) => Number(match![3]))).toEqual([400, 560, 720, 960, 1440]);
  expect(entries.every((match) => match![2] === match![3])).toBe(true);
  const id = entries[0]![1]!;
  expect(await hero.locator('source[type="image/webp"]').getAttribute("srcset")).toBe([400, 560, 720, 960, 1440].map((width) => `/media/${id}-${width}.webp ${width}w`).join(", "));
  const image = hero.locator("img");
  await expect(image).toHaveAttribute("alt", alt);
  await expect(image).toHaveCSS("object-position", "30% 60%");
  // The browser drew it from one of those AVIF files.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc), { timeout: 10_000 }).toMatch(new RegExp(`/media/${id}-\\d+\\.avif$`));

  const file = await request.get(`/media/${id}-1440.avif`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/avif");
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await sharp(await file.body()).metadata()).toMatchObject({ width: 1440, height: 900 });
});
