// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../../forms/zod.ts";
import { SlugSchema } from "../shared.schema.ts";

export const PresenterSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  bio: z.string().min(1),
  image: z.string().min(1),
});

/** An IANA time zone the runtime knows, e.g. "America/New_York". */
const TimeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "Unknown time zone");

/** A webinar: its page at /webinar/{id}, its calendar files and its registration. */
export const WebinarSchema = z.object({
  id: SlugSchema,
  title: z.string().min(1),
  /** Where a long title breaks on wide screens: its two lines, which joined by a space are the title. */
  titleLines: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
  description: z.string().optional(),
  /** Human text, e.g. "October 8 & 15, 2025". */
  date: z.string().min(1),
  /** The start time as shown, in the organizer's time zone, e.g. "1:00 PM". */
  time: z.string().min(1),
  /** The time zone as shown, e.g. "EST". */
  timezone: z.string().min(1),
  /** The organizer's time zone, which `time` and the session dates are read in. */
  timeZone: TimeZoneSchema,
  /** Human text, e.g. "45 minutes + 15 minutes Q&A". */
  duration: z.string().min(1),
  /** The whole running time in minutes, Q&A included (calendar entries end after it). */
  durationMinutes: z.number().int().positive().max(600),
  /** The start of each live session, ISO 8601 with the offset in force that day. */
  sessions: z.array(z.iso.datetime({ offset: true })).min(1),
  presenter: PresenterSchema,
  /** Text with **bold** spans. */
  keyTakeaways: z.array(z.string().min(1)).min(1),
  backgroundImage: z.string(),
  /** The webinar platform's registration page; the visitor's details are added as query parameters. */
  registrationUrl: z.string().url().optional(),
  meetingDetails: z.object({ platform: z.string(), link: z.string().url() }).optional(),
});
export type Webinar = z.infer<typeof WebinarSchema>;
