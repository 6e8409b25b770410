import { describe, expect, it } from "vitest";
import { getWebinar } from "#app/content/webinars/index.ts";
import { icalUtc, parseCalendar } from "../../tests/support/ical";
import { webinarCalendar } from "#app/lib/webinar-calendar.server.ts";
import { webinarSessions } from "#app/lib/webinar-sessions.ts";

describe("webinar calendar files", () => {
  it("holds one event per session, in UTC, with a stable id, the title and the way to join", () => {
    const webinar = getWebinar("bfcm2025")!;
    const text = webinarCalendar({ webinar, sessions: webinarSessions(webinar), origin: "https://www.lumora.example" });
    expect(text).toContain("\r\n");
    const calendar = parseCalendar(text);
    expect(calendar.properties).toMatchObject({ VERSION: "2.0", METHOD: "PUBLISH" });
    expect(calendar.events).toHaveLength(2);
    const [first, second] = calendar.events;
    // 1:00 PM in New York on October 8 and 15, 2025 (daylight time, UTC-4), for 30 minutes.
    expect(icalUtc(first!.DTSTART!)).toBe(Date.parse("2025-10-08T13:00:00-04:00"));
    expect(icalUtc(first!.DTEND!) - icalUtc(first!.DTSTART!)).toBe(30 * 60_000);
    expect(icalUtc(second!.DTSTART!)).toBe(Date.parse("2025-10-15T13:00:00-04:00"));
    expect(first!.UID).toBe("bfcm2025-session-1@www.lumora.example");
    expect(second!.UID).toBe("bfcm2025-session-2@www.lumora.example");
    expect(first!.SUMMARY).toBe(`${webinar.title} (session 1)`);
    expect(first!.DESCRIPTION).toContain(webinar.registrationUrl);
    expect(first!.DESCRIPTION).toContain("https://www.lumora.example/webinar/bfcm2025");
    expect(first!.STATUS).toBe("CONFIRMED");
  });

  it("gives a single-session webinar its meeting link as location and a one-hour entry (talk plus Q&A)", () => {
    const webinar = getWebinar("email-marketing-automation-2025")!;
    const [event] = parseCalendar(webinarCalendar({ webinar, sessions: webinarSessions(webinar), origin: "http://localhost:3000" })).events;
    expect(event!.SUMMARY).toBe(webinar.title);
    expect(event!.LOCATION).toBe(webinar.meetingDetails!.link);
    expect(icalUtc(event!.DTSTART!)).toBe(Date.parse("2025-03-05T18:00:00Z"));
    expect(icalUtc(event!.DTEND!)).toBe(Date.parse("2025-03-05T19:00:00Z"));
  });
});
