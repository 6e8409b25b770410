import { AUTOMATED_AGENT } from "#app/lib/user-agent.ts";

/** Nothing of the user agent is kept. No agent, or one too short to be a browser's, counts as automated too. */
export function isAutomated(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || AUTOMATED_AGENT.test(userAgent);
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|blackberry|iemobile|opera mini/i.test(userAgent)) return "mobile";
  return "desktop";
}
