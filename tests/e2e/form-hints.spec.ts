import { expect, type Locator, type Page, test } from "./helpers/test";
import { site } from "#app/config/site.ts";
import { SUBMIT_HINT } from "#app/components/forms/submit-hint.tsx";
import { feedbackTexts } from "#app/components/forms/feedback-texts.ts";

/**
 * What forms and dialogs tell the visitor about what they need: the line
 * under a disabled submit button, the contact dialog's Send Message kept in
 * reach on a phone, the webinar's dates and time together, and the job
 * board's placeholder while its frame loads.
 */

/** A disabled submit says why (and is described by it); once enabled, the line is empty and nothing moves. */
async function expectHintFollows(page: Page, submit: Locator, fill: () => Promise<void>, text: string = SUBMIT_HINT) {
  const hint = page.getByText(text);
  await expect(submit).toBeDisabled();
  await expect(hint).toBeVisible();
  await expect(submit).toHaveAccessibleDescription(text);
  const hintId = await hint.getAttribute("id");
  expect(hintId).toBeTruthy();
  await expect(submit).toHaveAttribute("aria-describedby", hintId!);
  const line = page.locator(`[id="${hintId}"]`);
  // Where the line sits under the button, and its height (filling the form may scroll the page).
  const place = async () => {
    const [lineBox, submitBox] = [await line.boundingBox(), await submit.boundingBox()];
    return { below: lineBox!.y - submitBox!.y, height: lineBox!.height };
  };
  const before = await place();

  await fill();
  await expect(submit).toBeEnabled();
  await expect(hint).toHaveCount(0);
  await expect(submit).toHaveAccessibleDescription("");
  // The line keeps its room: nothing below it moves.
  expect(await place()).toEqual(before);
}

async function fillPerson(form: Locator, extra: string[] = []) {
  await form.getByLabel("Company name").fill("Acme Retail");
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Work email").fill("grace@example.com");
  for (const label of extra) await form.getByLabel(label).fill("Head of Growth");
  await form.getByRole("checkbox").check();
}

test("case study: the disabled download button says what it needs until the form is complete", async ({ page }) => {
  await page.goto("/success-stories/avon");
  const submit = page.getByRole("button", { name: "Get the Case Study" });
  const form = page.locator("form").filter({ has: submit });
  await expectHintFollows(page, submit, () => fillPerson(form));
});

test("webinar: the disabled registration button says what it needs until the form is complete", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2025-09-01T12:00:00Z"));
  await page.goto("/webinar/bfcm2025");
  const submit = page.getByRole("button", { name: "Register on Zoom" });
  const form = page.locator("form").filter({ has: submit });
  await expectHintFollows(page, submit, () => fillPerson(form, ["Job title"]));
});

test("meeting feedback: the disabled Send says it needs an answer until one is typed", async ({ page }) => {
  await page.goto("/meeting-scheduled");
  const submit = page.getByRole("button", { name: "Send" });
  await expectHintFollows(page, submit, () => page.getByLabel(`Where did you first hear about ${site.name}?`).fill("A podcast"), feedbackTexts.submitHint);
});

test("webinar: the dates and the time share one card", async ({ page }) => {
  await page.goto("/webinar/bfcm2025");
  const cards = page.getByTestId("webinar-facts").locator(":scope > *");
  await expect(cards).toHaveCount(3);
  const when = cards
    .filter({ hasText: "Wednesday, October 8, 2025" })
    .filter({ hasText: "Wednesday, October 15, 2025" })
    .filter({ hasText: "1:00 PM EST" });
  await expect(when).toHaveCount(1);
  await expect(when.getByText("Time", { exact: true })).toBeVisible();
});

test.describe("on a 375 × 667 phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("contact dialog: after an empty submit the first field has focus and Send Message is still in view", async ({ page }) => {
    await page.goto("/safeopt");
    await page.getByRole("contentinfo").getByRole("link", { name: "Talk to an Expert" }).click();
    const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
    const send = modal.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(modal.getByText("First name is required")).toBeVisible();
    await expect(modal.getByLabel("First name", { exact: true })).toBeFocused();
    await expect(send).toBeInViewport({ ratio: 1 });
    // Not merely inside the window: inside the dialog, and clear of its bottom edge.
    const [button, dialog] = await Promise.all([send.boundingBox(), modal.boundingBox()]);
    expect(button!.y + button!.height).toBeLessThanOrEqual(dialog!.y + dialog!.height);
    expect(button!.y + button!.height).toBeLessThanOrEqual(667);
    // And it still sends from there: pressing it again keeps the visitor on the first error.
    await send.click();
    await expect(modal.getByLabel("First name", { exact: true })).toBeFocused();
  });

  test("goal dialog: after an empty submit Book My Demo is still in view", async ({ page }) => {
    await page.goto("/");
    await page.locator('main a[data-dialog="goal"]').first().click();
    const dialog = page.getByRole("dialog", { name: "What’s your top priority?" });
    const book = dialog.getByRole("button", { name: "Book My Demo" });
    await book.click();
    await expect(dialog.getByText("Please select your top priority")).toBeVisible();
    await expect(book).toBeInViewport({ ratio: 1 });
  });
});

test("careers: the job board shows its placeholder until the frame has loaded", async ({ page }) => {
  const origin = new URL(site.externalUrls.careersBoard).origin;
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${origin}/**`, async (route) => {
    await answered;
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Open roles</title><h1>Stub job board</h1>" });
  });
  await page.goto("/careers");
  await page.getByTestId("job-board").scrollIntoViewIfNeeded();
  const frame = page.locator("#open-roles iframe");
  await expect(frame).toBeAttached();
  const placeholder = page.getByTestId("job-board-placeholder");
  await expect(placeholder).toBeVisible();
  await expect(placeholder.getByRole("status")).toHaveText("Loading the open roles…");
  // The frame waits, transparent, over the placeholder.
  await expect(frame).toHaveCSS("opacity", "0");

  answer();
  await expect(page.frameLocator("#open-roles iframe").getByRole("heading", { name: "Stub job board" })).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  await expect(frame).toHaveCSS("opacity", "1");
});
