import { createContext, useContext } from "react";
import { type Navigation, navigation } from "#app/config/navigation.ts";
import type { ConsentTexts } from "#app/content/consent.ts";

/**
 * What every page shows, as published: the header's menus, the footer's columns and the forms' consent lines. The pages'
 * JavaScript carries the repository's copy of each; the layout's loader sends one only when it was published changed, so an
 * unedited site spends no bytes of a page's first answer on them.
 */
export type SiteWide = { navigation: Navigation; consent?: ConsentTexts };

/** The layout provides the published copy; outside it (component tests) the repository's copy shows. */
export const SiteWideContent = createContext<SiteWide>({ navigation });

export function useSiteWide(): SiteWide {
  return useContext(SiteWideContent);
}

/** `published`, or undefined when it is the copy the page's JavaScript already has. */
export function unlessBundled<T>(published: T, bundled: T): T | undefined {
  return published === bundled || JSON.stringify(published) === JSON.stringify(bundled) ? undefined : published;
}
