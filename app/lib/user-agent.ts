/**
 * Scripts, bots, crawlers, link previews, monitors and automated browsers, by their User-Agent: one list for the console's
 * summary of a lead's browser and the server's visit counting (server/analytics/user-agent.ts), which leaves them out.
 */
export const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|preview|monitor|uptime|pingdom|curl|wget|python|java\/|go-http|node|undici|axios|okhttp|facebookexternalhit|embedly|whatsapp|telegram|discord|skype|slack/i;

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bHeadlessChrome\//, "Headless Chrome"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(?:iPhone|iPad).*AppleWebKit\/(?!.*\bSafari\/)/, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome on macOS" from a User-Agent header: the major browsers and systems (order matters: Edge and Opera also say Chrome). */
export function summariseUserAgent(agent: string | null | undefined): string | null {
  if (!agent) return null;
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : AUTOMATED_AGENT.test(agent) ? "A script or bot" : null);
}
