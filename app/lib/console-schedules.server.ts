import { data } from "react-router";
import type { ContentSchedules } from "../../server/content/content-schedules.server.ts";
import { scheduleWhen } from "#app/content/editing/schedule-time.ts";

/** The content pages' schedule posts: set one on an entry, set a webinar's "when it is over", cancel one. */
export const scheduleIntents = ["schedule", "schedule-when-over", "cancel-schedule"] as const;
export type ScheduleIntent = (typeof scheduleIntents)[number];

export const isScheduleIntent = (intent: string): intent is ScheduleIntent => (scheduleIntents as readonly string[]).includes(intent);

export type ScheduleAnswer = { intent: ScheduleIntent; done: string } | { intent: ScheduleIntent; refused: string };

const actionText = (action: string) => (action === "publish" ? "published" : "taken off the site");

export async function scheduleAction({
  schedules,
  actor,
  form,
  intent,
  entry,
}: {
  schedules: ContentSchedules | null;
  actor: { id: string; email: string };
  form: FormData;
  intent: ScheduleIntent;
  /** The entry page's entry; the overview cancels by id alone. */
  entry?: { type: string; key: string };
}): Promise<ScheduleAnswer | ReturnType<typeof data<ScheduleAnswer>>> {
  if (!schedules) return data({ intent, refused: "This server cannot schedule changes." }, 404);
  if (intent === "cancel-schedule") {
    const cancelled = await schedules.cancel(actor, String(form.get("schedule") ?? ""));
    if (!cancelled.ok) return data({ intent, refused: cancelled.message }, cancelled.status);
    const { schedule } = cancelled;
    return { intent, done: `Cancelled: ${schedule.title} will not be ${actionText(schedule.action)} at ${scheduleWhen(schedule.runAt, schedule.timeZone)}.` };
  }
  if (!entry) return data({ intent, refused: "Schedule it from the entry's page." }, 400);
  const outcome =
    intent === "schedule-when-over"
      ? await schedules.whenOver(actor, entry.type, entry.key)
      : await schedules.schedule(actor, entry.type, entry.key, {
          action: String(form.get("action") ?? ""),
          local: `${String(form.get("date") ?? "")}T${String(form.get("time") ?? "")}`,
          timeZone: String(form.get("timeZone") ?? ""),
          version: form.has("version") ? Number(form.get("version")) : undefined,
        });
  if (!outcome.ok) return data({ intent, refused: outcome.message }, outcome.status);
  const { schedule } = outcome;
  const what = schedule.action === "publish" ? `draft version ${schedule.version} will be published` : "it will be taken off the site";
  return { intent, done: `Scheduled: ${what} at ${scheduleWhen(schedule.runAt, schedule.timeZone)}.` };
}
