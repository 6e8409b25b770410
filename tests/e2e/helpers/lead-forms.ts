import { type BrowserContext, type Locator, type Page, expect } from "./test";
import { axeViolations } from "./axe";
import { site } from "#app/config/site.ts";

/**
 * What the lead-form journeys share: the booking pages stubbed, axe on a
 * dialog once its entrance has ended, keyboard-only navigation, and a
 * contact inquiry's details.
 */

export const CONTACT_FALLBACK = "Something went wrong. Please try again.";
export const FEEDBACK_ERROR = "There was an issue submitting your feedback. Please try again.";
export const OPENED_TEXT =
  "We’ve opened your calendar booking in a new tab. Complete your booking to secure your personalized demo with our growth experts.";

export const bookingPattern = /^https:\/\/meetings\.lumora\.example\//;

/** The booking pages are external: answer them locally. */
export async function stubBookingPages(context: BrowserContext) {
  await context.route(bookingPattern, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Booking</title><h1>Booking stub</h1>" }),
  );
}

export function bookingUrl(base: string): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(site.bookingCampaign)) url.searchParams.set(key, value);
  return url.toString();
}

export async function expectNoAxeViolations(page: Page, selector: string) {
  // Dialogs load on demand: wait for it, then judge colours once its entrance
  // animation has ended.
  await page.locator(selector).first().waitFor();
  await page.waitForFunction(
    (scope) =>
      (document.querySelector(scope)?.getAnimations({ subtree: true }) ?? []).every(
        (animation) => animation.playState !== "running",
      ),
    selector,
  );
  expect(await axeViolations(page, selector)).toEqual([]);
}

/** Resolves once the dialog's entrance animations have ended (a cancelled one has ended too). */
export async function settled(dialog: Locator) {
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

/** Presses Tab until the target has focus (keyboard only, no clicks). */
export async function tabTo(page: Page, target: Locator, maxTabs = 60) {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}


export type ContactDetails = { firstName: string; lastName: string; email: string; inquiry: string; message: string };

export async function fillContact(scope: Locator | Page, details: ContactDetails) {
  await scope.getByLabel("First name", { exact: true }).fill(details.firstName);
  await scope.getByLabel("Last name", { exact: true }).fill(details.lastName);
  await scope.getByLabel("Work email", { exact: true }).fill(details.email);
  await scope.getByLabel("Inquiry type", { exact: true }).selectOption({ label: details.inquiry });
  await scope.getByLabel("Message", { exact: true }).fill(details.message);
}

export function contactDetails(token: string, inquiry = "Technical Support"): ContactDetails {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${token}@example.com`,
    inquiry,
    message: `Our checkout is leaking shoppers, can you help? (${token})`,
  };
}
