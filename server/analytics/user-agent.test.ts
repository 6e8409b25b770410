import { describe, expect, it } from "vitest";
import { summariseUserAgent } from "#app/lib/user-agent.ts";
import { deviceClass, isAutomated } from "./user-agent.ts";

const CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

describe("isAutomated", () => {
  it("counts a browser, and leaves out no agent, a short one, scripts, bots, previews and automated browsers", () => {
    expect(isAutomated(CHROME)).toBe(false);
    for (const agent of [undefined, "", "Mozilla", "curl/8.5.0", "node", "python-requests/2.32.3", "Googlebot/2.1", CHROME.replace("Chrome/", "HeadlessChrome/"), "facebookexternalhit/1.1", "Slackbot-LinkExpanding 1.0"]) {
      expect(isAutomated(agent), String(agent)).toBe(true);
    }
  });

  it("leaves out every agent the console calls a script or bot: the two read one list", () => {
    for (const agent of ["curl/8.5.0", "node", "undici", "Wget/1.21", "okhttp/4.12.0", "Go-http-client/2.0", "axios/1.7.9"]) {
      expect(summariseUserAgent(agent)).toBe("A script or bot");
      expect(isAutomated(agent), agent).toBe(true);
    }
  });
});

describe("deviceClass", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(deviceClass(CHROME)).toBe("desktop");
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15")).toBe("tablet");
  });
});
