import teammate1 from "#app/assets/careers/teammate-1.svg?w=56;112;168&responsive";
import teammate2 from "#app/assets/careers/teammate-2.svg?w=56;112;168&responsive";

/**
 * The two teammates on the Careers hero's line, drawn with every other
 * person on the site (tools/art/content/people.ts), lower first. Shown at
 * most 56 px wide: files for 1×, 2× and 3× screens.
 */
export const teammates = [teammate1, teammate2] as const;
