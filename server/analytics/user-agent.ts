/** Nothing of the user agent is kept. */
const AUTOMATED = /bot|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|preview|monitor|uptime|pingdom|curl|wget|python|java\/|go-http|node-fetch|axios|okhttp|facebookexternalhit|embedly|whatsapp|telegram|discord|skype|slack/i;

export function isAutomated(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || AUTOMATED.test(userAgent);
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|blackberry|iemobile|opera mini/i.test(userAgent)) return "mobile";
  return "desktop";
}
