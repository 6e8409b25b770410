import type { Locator, Page } from "@playwright/test";

/**
 * A desktop header dropdown: its trigger (a button that toggles the panel
 * through `popovertarget`) and its panel (a native `popover`, named after
 * the trigger). The panel's visibility is its open state: the trigger
 * carries no aria-expanded of its own, the browser exposes it.
 */
export function headerMenu(page: Page, label: string): { trigger: Locator; panel: Locator } {
  return {
    trigger: page.getByRole("banner").getByRole("button", { name: label, exact: true }),
    panel: page.locator(`[data-menu-panel][aria-label="${label}"]`),
  };
}

/** Whether a popover is showing (its `:popover-open` state). */
export function isPopoverOpen(popover: Locator): Promise<boolean> {
  return popover.evaluate((element) => element.matches(":popover-open"));
}

/** The mobile menu's sheet (a native `popover` named "Menu", below 768 px). */
export function mobileMenu(page: Page): Locator {
  return page.locator('#mobile-menu[popover][aria-label="Menu"]');
}

/** The goal dialog's accessible name. */
export const GOAL_DIALOG = "What’s your top priority?";
