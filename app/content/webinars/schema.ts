// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { SlugSchema } from "#app/content/shared.schema.ts";

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

/** Where the recording is watched: the site's own domain or the video host its stories use (YouTube). */
export const RecordingSchema = z.object({
  url: z.url({ protocol: /^https$/, hostname: /^(?:www\.youtube\.com|youtu\.be|(?:[\w-]+\.)*lumora\.example)$/ }),
  /** As shown, e.g. "32 minutes". */
  duration: z.string().min(1).optional(),
});

export const WebinarSchema = z.object({
  id: SlugSchema,
  title: z.string().min(1),
  /** Its two lines on wide screens; joined by a space they are the title. */
  titleLines: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
  description: z.string().optional(),
  date: z.string().min(1),
  /** As shown, in the organizer's time zone, e.g. "1:00 PM". */
  time: z.string().min(1),
  /** As shown, e.g. "EST". */
  timezone: z.string().min(1),
  /** The organizer's IANA zone, which `time` and `sessions` are read in. */
  timeZone: TimeZoneSchema,
  duration: z.string().min(1),
  /** Q&A included: calendar entries end after it. */
  durationMinutes: z.number().int().positive().max(600),
  /** ISO 8601 with the offset in force that day. */
  sessions: z.array(z.iso.datetime({ offset: true }).meta({ editor: "instant" })).min(1),
  presenter: PresenterSchema,
  keyTakeaways: z.array(z.string().min(1)).min(1),
  backgroundImage: z.string(),
  /** The visitor's details are added as query parameters. */
  registrationUrl: z.string().url().optional(),
  meetingDetails: z.object({ platform: z.string(), link: z.string().url() }).optional(),
  /** Offered, behind the form, once every session has ended. */
  recording: RecordingSchema.optional(),
});
export type Webinar = z.infer<typeof WebinarSchema>;
