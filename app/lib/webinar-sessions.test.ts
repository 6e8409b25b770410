import { describe, expect, it } from "vitest";
import { getWebinar, otherWebinars, webinars } from "#app/content/webinars/index.ts";
import {
  calendarPath,
  nextWebinar,
  sessionNumberOf,
  sessionState,
  upcomingSessions,
  webinarOver,
  webinarSessions,
  webinarTimeProblems,
  zoomRegistrationUrl,
} from "#app/lib/webinar-sessions.ts";

const bfcm = getWebinar("bfcm2025")!;

describe("webinar sessions", () => {
  it("gives every webinar the dates, times and durations it is advertised with", () => {
    const shown = webinars.map((w) => [w.id, w.date, `${w.time} ${w.timezone}`, w.duration, webinarSessions(w).map((s) => s.dateLabel)]);
    expect(shown).toEqual([
      ["bfcm2025", "October 8 & 15, 2025", "1:00 PM EST", "30 minutes", ["Wednesday, October 8, 2025", "Wednesday, October 15, 2025"]],
      ["bfcm2025-2", "October 9 & 16, 2025", "1:00 PM EST", "30 minutes", ["Thursday, October 9, 2025", "Thursday, October 16, 2025"]],
      ["ecommerce-personalization-2025", "February 19, 2025", "2:00 PM EST", "45 minutes + 15 minutes Q&A", ["Wednesday, February 19, 2025"]],
      ["email-marketing-automation-2025", "March 5, 2025", "1:00 PM EST", "45 minutes + 15 minutes Q&A", ["Wednesday, March 5, 2025"]],
      ["social-commerce-trends-2025", "April 16, 2025", "3:00 PM EST", "45 minutes + 15 minutes Q&A", ["Wednesday, April 16, 2025"]],
    ]);
    for (const webinar of webinars) expect(webinarTimeProblems(webinar)).toEqual([]);
  });

  it("numbers sessions in date order and ends each after the running time, Q&A included", () => {
    const sessions = webinarSessions({ ...bfcm, sessions: [...bfcm.sessions].reverse() });
    expect(sessions.map((s) => [s.number, new Date(s.start).toISOString(), new Date(s.end).toISOString()])).toEqual([
      [1, "2025-10-08T17:00:00.000Z", "2025-10-08T17:30:00.000Z"],
      [2, "2025-10-15T17:00:00.000Z", "2025-10-15T17:30:00.000Z"],
    ]);
    const older = webinarSessions(getWebinar("ecommerce-personalization-2025")!)[0]!;
    expect(older.end - older.start).toBe(60 * 60_000);
  });

  it("is upcoming until it starts, live while it runs, past once it has ended", () => {
    const [first] = webinarSessions(bfcm);
    expect(sessionState(first!, first!.start - 1)).toBe("upcoming");
    expect(sessionState(first!, first!.start)).toBe("live");
    expect(sessionState(first!, first!.end - 1)).toBe("live");
    expect(sessionState(first!, first!.end)).toBe("past");
    const between = Date.parse("2025-10-10T12:00:00Z");
    expect(upcomingSessions(bfcm, between).map((s) => s.number)).toEqual([2]);
  });

  it("catches a record whose offset puts a session at another time than the page shows", () => {
    expect(webinarTimeProblems({ ...bfcm, sessions: ["2025-10-08T13:00:00-05:00"] })).toEqual([
      "bfcm2025: session 2025-10-08T13:00:00-05:00 starts at 2:00 PM in America/New_York, the page says 1:00 PM",
    ]);
  });

  it("fills the Zoom registration with the registrant's details, URL-encoded, keeping the link's own parameters", () => {
    const url = new URL(
      zoomRegistrationUrl("https://zoom.us/webinar/register/WN_abc?lang=en", {
        firstName: "Zoë",
        lastName: "O'Neil & Co",
        email: "zoe+events@example.com",
        companyName: "Acme, Inc.",
        jobTitle: "VP Growth/Retention",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://zoom.us/webinar/register/WN_abc");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: "en",
      first_name: "Zoë",
      last_name: "O'Neil & Co",
      email: "zoe+events@example.com",
      org: "Acme, Inc.",
      job_title: "VP Growth/Retention",
    });
    expect(url.search).not.toMatch(/[ &]Co|\+events/);
  });

  it("names each session's calendar file and reads the name back", () => {
    expect(calendarPath("bfcm2025", 2)).toBe("/webinar/bfcm2025/calendar/session-2.ics");
    expect(sessionNumberOf("session-2.ics")).toBe(2);
    for (const bad of ["session-0.ics", "session-2", "session-02.ics", "../x.ics", "session-1.ics.exe"]) expect(sessionNumberOf(bad)).toBeNull();
  });

  it("is over once its last session has ended, and the next webinar is the one whose next session starts soonest", () => {
    const sessions = webinarSessions(bfcm);
    expect(webinarOver(sessions, Date.parse("2025-10-15T17:29:00Z"))).toBe(false);
    expect(webinarOver(sessions, Date.parse("2025-10-15T17:30:00Z"))).toBe(true);
    // Between the two BFCM webinars' last sessions: the Playbook's second is next.
    expect(nextWebinar(otherWebinars("bfcm2025"), Date.parse("2025-10-15T18:00:00Z"))).toEqual({
      id: "bfcm2025-2",
      title: getWebinar("bfcm2025-2")!.title,
      dateLabel: "Thursday, October 16, 2025",
    });
    expect(nextWebinar(otherWebinars("social-commerce-trends-2025"), Date.parse("2025-03-01T12:00:00Z"))?.id).toBe("email-marketing-automation-2025");
    expect(nextWebinar(otherWebinars("bfcm2025"), Date.parse("2025-10-16T18:00:00Z"))).toBeUndefined();
  });
});
