import { createEvents, type EventAttributes } from "ics";
import { site } from "#app/config/site.ts";
import type { Webinar } from "#app/content/webinars/schema.ts";
import type { WebinarSession } from "#app/lib/webinar-sessions.ts";

/**
 * An iCalendar file (RFC 5545) with one event per given session of a
 * webinar. Times are written in UTC, so every calendar shows them in its own
 * zone. Each event's UID is stable (webinar, session number, site host), so
 * importing the file twice updates the entry instead of doubling it.
 */
export function webinarCalendar({
  webinar,
  sessions,
  origin,
}: {
  webinar: Pick<Webinar, "id" | "title" | "description" | "registrationUrl" | "meetingDetails" | "presenter" | "sessions">;
  sessions: readonly WebinarSession[];
  /** The site's public origin, for the page link and the event ids. */
  origin: string;
}): string {
  const pageUrl = `${origin}/webinar/${webinar.id}`;
  const host = new URL(origin).hostname;
  const joinLink = webinar.meetingDetails?.link;
  const description = [
    webinar.description,
    `Presented by ${webinar.presenter.name}, ${webinar.presenter.title}.`,
    joinLink ? `Join on ${webinar.meetingDetails?.platform ?? "the webinar platform"}: ${joinLink}` : undefined,
    webinar.registrationUrl ? `Your personal join link comes from Zoom after you register: ${webinar.registrationUrl}` : undefined,
    `Webinar page: ${pageUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const events: EventAttributes[] = sessions.map((session) => ({
    uid: `${webinar.id}-session-${session.number}@${host}`,
    title: webinar.sessions.length > 1 ? `${webinar.title} (session ${session.number})` : webinar.title,
    description,
    start: session.start,
    startInputType: "utc",
    startOutputType: "utc",
    end: session.end,
    endInputType: "utc",
    endOutputType: "utc",
    location: joinLink ?? "Online (Zoom)",
    url: joinLink ?? pageUrl,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: site.name, email: site.supportEmail },
    alarms: [{ action: "display", description: `${webinar.title} starts in 15 minutes`, trigger: { minutes: 15, before: true } }],
  }));
  const { error, value } = createEvents(events, { productId: `-//${site.name}//Webinars//EN`, method: "PUBLISH" });
  if (error || !value) throw error ?? new Error("the calendar could not be written");
  return value;
}

/** A file name for a webinar's calendar download or attachment. */
export function calendarFileName(webinarId: string, session?: number): string {
  return session === undefined ? `${webinarId}.ics` : `${webinarId}-session-${session}.ics`;
}
