import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations on the page, or on the part `include` selects: one line
 * each, the rule and the elements it found.
 *
 * Axe runs inside the page itself (legacy mode) rather than finishing its run
 * in a second, blank page, and reports violations only: passes are not sent
 * back. Frames from another origin are left out; the site's own pages hold
 * none but stubbed third-party players.
 */
export async function axeViolations(page: Page, include?: string, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
