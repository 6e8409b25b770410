import type { Route } from "./+types/webinar-calendar";
import { findWebinar } from "#app/content/webinars/index.ts";
import { siteContent } from "#app/load-context.server.ts";
import { siteOrigin } from "#app/config/site-origin.server.ts";
import { calendarFileName, webinarCalendar } from "#app/lib/webinar-calendar.server.ts";
import { sessionNumberOf, webinarSessions } from "#app/lib/webinar-sessions.ts";

/**
 * /webinar/{id}/calendar/session-{n}.ics: one live session as a calendar
 * file, the "Add to calendar" link of the webinar page. Served as a download
 * for any session of a known webinar (the page offers it only for sessions
 * still to come); anything else is a plain 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const webinar = findWebinar(siteContent(context).webinars, params.id);
  const number = sessionNumberOf(params.file);
  const session = webinar && number !== null ? webinarSessions(webinar).find((s) => s.number === number) : undefined;
  if (!webinar || !session) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const body = webinarCalendar({ webinar, sessions: [session], origin: siteOrigin() });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(webinar.id, session.number)}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
