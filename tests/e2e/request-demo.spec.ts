import { expect, test } from "./helpers/test";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/request-demo points to the contact form, which asks for the demo", async ({ page }) => {
    await page.goto("/request-demo");
    await page.getByRole("link", { name: "write to us through the contact form" }).click();
    await expect(page).toHaveURL(/\/help#contact-form$/);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("Home itself does not carry the pointer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "write to us through the contact form" })).toHaveCount(0);
  });
});

test("/request-demo with JavaScript opens the goal dialog, with no pointer and no error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/request-demo");
  await expect(page.getByTestId("goal-dialog")).toBeVisible();
  await expect(page.getByRole("link", { name: "write to us through the contact form" })).toHaveCount(0);
  expect(errors).toEqual([]);
});
