import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { ConsoleForm } from "#app/components/console/console-form.tsx";
import { ConsoleButton, ConsoleField, inputClass } from "#app/components/console/console-ui.tsx";
import { timeZones } from "#app/components/console/content-editor/instant.ts";
import { type ScheduleView, scheduleWhen } from "#app/content/editing/schedule-time.ts";
import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";


const statusText: Record<ScheduleView["status"], string> = { pending: "Waiting", sending: "Being carried out", sent: "Done", failed: "Failed" };

const whatOf = (item: ScheduleView) =>
  item.action === "publish" ? `Publish draft version ${item.version}` : item.rule === "when-over" ? "Unpublish when the last session ends" : "Unpublish";

/**
 * Schedules, soonest first: what each does, when (in the zone it was chosen in), who set it, where it stands, and a
 * one-press cancel (a failed one is cleared the same way). `withEntry` names the entry, for the overview.
 */
export function ScheduleList({ items, withEntry = false, label }: { items: ScheduleView[]; withEntry?: boolean; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-line/70 rounded-lg border border-line bg-white">
      {items.map((item) => {
        const when = scheduleWhen(item.runAt, item.timeZone);
        return (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium text-ink [overflow-wrap:anywhere]">
                {withEntry ? (
                  <>
                    <Link href={consolePages.contentEntry(item.type, item.key)} className="text-brand hover:underline">
                      {item.title}
                    </Link>
                    {` (${item.itemLabel}) · `}
                  </>
                ) : null}
                {whatOf(item)} · <time dateTime={item.runAt}>{when}</time>
              </p>
              <p className="text-small text-muted">
                <span className={item.status === "failed" ? "font-semibold text-danger" : undefined}>{statusText[item.status]}</span>
                {item.status === "sent" && item.doneAt ? (
                  <>
                    {" at "}
                    <time dateTime={item.doneAt}>{scheduleWhen(item.doneAt, item.timeZone)}</time>
                  </>
                ) : null}
                {` · set by ${item.createdBy}`}
              </p>
              {item.savedSince && item.status !== "sent" ? (
                <p className="text-small text-muted">The draft has been saved since: this publishes draft version {item.version} as it was when scheduled, not the later saves.</p>
              ) : null}
              {item.status === "failed" && item.error ? <p className="text-small text-danger [overflow-wrap:anywhere]">{item.error}</p> : null}
            </div>
            {item.status === "pending" || item.status === "failed" ? (
              <ConsoleForm>
                <input type="hidden" name="intent" value="cancel-schedule" />
                <input type="hidden" name="schedule" value={item.id} />
                <ConsoleButton tone="secondary" aria-label={`${item.status === "failed" ? "Clear" : "Cancel"}: ${withEntry ? `${item.title}, ` : ""}${whatOf(item).toLowerCase()} at ${when}`}>
                  {item.status === "failed" ? "Clear" : "Cancel"}
                </ConsoleButton>
              </ConsoleForm>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

// The runtime's zone list differs between server and browser, so the server renders only the chosen zone.
let zoneList: string[] | undefined;
const allZones = () => (zoneList ??= timeZones());
const noZones = () => undefined;
const subscribeNever = () => () => {};

/**
 * The entry page's schedules and the form that sets one: publish (the draft version saved now) or unpublish at a date and
 * time in a chosen zone. A webinar also offers to leave the listings when its last session ends.
 */
export function SchedulePanel({
  items,
  version,
  collection,
  dirty,
  endsAt,
  zoneHint,
}: {
  items: ScheduleView[];
  /** The saved draft version a scheduled publish puts on the site. */
  version: number;
  collection: boolean;
  /** Unsaved changes in the entry's form: a schedule does not include them. */
  dirty: boolean;
  /** When the entry's last session ends (a webinar), if it has one still ahead. */
  endsAt?: string;
  /** The zone to offer first: the entry's own (a webinar's organizer's), else the browser's. */
  zoneHint?: string;
}) {
  const id = useId();
  const [zone, setZone] = useState(zoneHint ?? "UTC");
  useEffect(() => {
    if (!zoneHint) setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  }, [zoneHint]);
  const zones = useSyncExternalStore(subscribeNever, allZones, noZones) ?? [];
  const choices = zones.includes(zone) ? zones : [zone, ...zones];
  const [action, setAction] = useState<"publish" | "unpublish">("publish");
  const whenOver = items.find((item) => item.rule === "when-over" && item.status === "pending");
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Schedule
      </h2>
      {items.length > 0 ? <ScheduleList items={items} label="This entry's schedules" /> : <p className="text-small text-muted">Nothing is scheduled for this entry.</p>}
      <ConsoleForm className="grid gap-3 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="schedule" />
        {action === "publish" ? <input type="hidden" name="version" value={version} /> : null}
        {collection ? (
          <ConsoleField id={`${id}-action`} label="Scheduled action">
            {(aria) => (
              <select {...aria} name="action" value={action} onChange={(event) => setAction(event.target.value === "unpublish" ? "unpublish" : "publish")} className={inputClass}>
                <option value="publish">Publish</option>
                <option value="unpublish">Unpublish</option>
              </select>
            )}
          </ConsoleField>
        ) : (
          <input type="hidden" name="action" value="publish" />
        )}
        <ConsoleField id={`${id}-zone`} label="Scheduled time zone">
          {(aria) => (
            <select {...aria} name="timeZone" value={zone} onChange={(event) => setZone(event.target.value)} className={inputClass}>
              {choices.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          )}
        </ConsoleField>
        <ConsoleField id={`${id}-date`} label="Scheduled date">
          {(aria) => <input {...aria} type="date" name="date" required className={inputClass} />}
        </ConsoleField>
        <ConsoleField id={`${id}-time`} label="Scheduled time">
          {(aria) => <input {...aria} type="time" name="time" required className={inputClass} />}
        </ConsoleField>
        <p className="text-small text-muted sm:col-span-2">
          {action === "publish"
            ? `Publishes draft version ${version}, as saved now; later saves are not included.${dirty ? " Your unsaved changes are not in it: save the draft first." : ""}`
            : "Takes it off every list, filter and the sitemap; its pages answer “no longer available”."}{" "}
          Any server of the site carries it out within a few seconds of the time, even after a restart.
        </p>
        <div className="sm:col-span-2">
          <ConsoleButton tone="secondary">{action === "publish" ? "Schedule publish" : "Schedule unpublish"}</ConsoleButton>
        </div>
      </ConsoleForm>
      {collection && endsAt ? (
        <ConsoleForm className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
          <input type="hidden" name="intent" value="schedule-when-over" />
          <ConsoleButton tone="secondary">Unpublish when the last session ends</ConsoleButton>
          <span className="text-small text-muted">
            {whenOver ? (whenOver.runAt === endsAt ? "Set: the last session ends " : "The sessions changed since this was set; the last one now ends ") : "The last session ends "}
            <time dateTime={endsAt}>{scheduleWhen(endsAt, zoneHint ?? "UTC")}</time>
            {whenOver && whenOver.runAt !== endsAt ? ". Press again to follow them." : "."}
          </span>
        </ConsoleForm>
      ) : null}
    </section>
  );
}
