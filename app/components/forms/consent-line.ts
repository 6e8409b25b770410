import { useSiteWide } from "#app/components/layout/site-wide-content.ts";
import { type ConsentLine, type ConsentTexts, consentTexts } from "#app/content/consent.ts";

/** The consent line a form shows and the version it sends with the lead, as published. */
export function useConsentLine(form: keyof ConsentTexts): ConsentLine {
  return useSiteWide().consent?.[form] ?? consentTexts[form];
}
