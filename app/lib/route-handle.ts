import { useMatches } from "react-router";
import type { InquiryType } from "#app/forms/contact.schema.ts";

/** What a route can ask of the shared layout through its `handle` export. */
export type SiteHandle = {
  /** The blurred-gradient header variant. */
  transparentHeader?: boolean;
  /** Show the two Minty dog images above the footer. */
  mintyDogs?: boolean;
  /** Start at the top on load, even when the browser would restore a scroll position. */
  scrollTopOnLoad?: boolean;
  /** The inquiry type "Talk to an Expert" and "Get Started" preselect in the contact modal on this page. */
  inquiryType?: InquiryType;
};

export function useSiteHandle(): SiteHandle {
  const matches = useMatches();
  const merged: SiteHandle = {};
  for (const match of matches) {
    if (match.handle && typeof match.handle === "object") Object.assign(merged, match.handle as SiteHandle);
  }
  return merged;
}
