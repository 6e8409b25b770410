import type { Webinar } from "#app/content/webinars/schema.ts";

// A webinar's live sessions as instants in the organizer's time zone. Pages, calendar files and the email share them, so a
// session is past by one rule everywhere: once it has ended. Relative imports only: the server loads this file as it is.
export type WebinarSession = {
  /** 1-based, in date order; calendar file names and event ids use it. */
  number: number;
  startsAt: string;
  start: number;
  end: number;
  /** "Wednesday, October 8, 2025", in the organizer's time zone. */
  dateLabel: string;
};

export type SessionState = "upcoming" | "live" | "past";

type SessionSource = Pick<Webinar, "sessions" | "durationMinutes" | "timeZone">;

export function webinarSessions(webinar: SessionSource): WebinarSession[] {
  const dateFormat = new Intl.DateTimeFormat("en-US", {
    timeZone: webinar.timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  return webinar.sessions
    .map((startsAt) => ({ startsAt, start: Date.parse(startsAt) }))
    .sort((a, b) => a.start - b.start)
    .map(({ startsAt, start }, index) => ({
      number: index + 1,
      startsAt,
      start,
      end: start + webinar.durationMinutes * 60_000,
      dateLabel: dateFormat.format(start),
    }));
}

/** Upcoming until it starts, live while it runs, past once it has ended. */
export function sessionState(session: Pick<WebinarSession, "start" | "end">, now: number): SessionState {
  if (now >= session.end) return "past";
  return now >= session.start ? "live" : "upcoming";
}

export function upcomingSessions(webinar: SessionSource, now: number): WebinarSession[] {
  return webinarSessions(webinar).filter((session) => sessionState(session, now) === "upcoming");
}

/** Over once every session has ended; from then on the page offers the recording instead of a seat. */
export function webinarOver(sessions: readonly Pick<WebinarSession, "start" | "end">[], now: number): boolean {
  return sessions.every((session) => sessionState(session, now) === "past");
}

/** Another webinar, as the page and the email announce it. */
export type WebinarTeaser = { id: string; title: string; sessions: WebinarSession[] };
export type NextWebinar = { id: string; title: string; dateLabel: string };

/** The webinar whose next session starts soonest after `now`, or undefined when none is still to come. */
export function nextWebinar(teasers: readonly WebinarTeaser[], now: number): NextWebinar | undefined {
  let best: (NextWebinar & { start: number }) | undefined;
  for (const teaser of teasers) {
    const session = teaser.sessions.find((candidate) => sessionState(candidate, now) === "upcoming");
    if (session && (!best || session.start < best.start)) best = { id: teaser.id, title: teaser.title, dateLabel: session.dateLabel, start: session.start };
  }
  return best && { id: best.id, title: best.title, dateLabel: best.dateLabel };
}

export function calendarPath(webinarId: string, sessionNumber: number): string {
  return `/webinar/${webinarId}/calendar/session-${sessionNumber}.ics`;
}

/** "session-2.ics" → 2; anything else → null. */
export function sessionNumberOf(fileName: string): number | null {
  const match = /^session-([1-9]\d{0,2})\.ics$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

export type Registrant = { firstName: string; lastName: string; email: string; companyName: string; jobTitle: string };

/** The platform's registration page prefilled (first_name, last_name, email, org, job_title); the link's own parameters stay. */
export function zoomRegistrationUrl(registrationUrl: string, person: Registrant): string {
  const url = new URL(registrationUrl);
  url.searchParams.set("first_name", person.firstName);
  url.searchParams.set("last_name", person.lastName);
  url.searchParams.set("email", person.email);
  url.searchParams.set("org", person.companyName);
  url.searchParams.set("job_title", person.jobTitle);
  return url.toString();
}

const spaces = /[\s\u202f]+/g;

/** Where the shown time contradicts the session instants: a mistyped offset must not put the calendar entry an hour off the page. */
export function webinarTimeProblems(webinar: Pick<Webinar, "id" | "time" | "timeZone" | "sessions">): string[] {
  const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: webinar.timeZone, hour: "numeric", minute: "2-digit" });
  const shown = webinar.time.replace(spaces, " ").trim();
  return webinar.sessions.flatMap((startsAt) => {
    const actual = timeFormat.format(Date.parse(startsAt)).replace(spaces, " ");
    return actual === shown ? [] : [`${webinar.id}: session ${startsAt} starts at ${actual} in ${webinar.timeZone}, the page says ${shown}`];
  });
}
