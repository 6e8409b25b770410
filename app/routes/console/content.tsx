import type { Route } from "./+types/content";
import { ConsoleNotice } from "#app/components/console/console-ui.tsx";
import { ScheduleList } from "#app/components/console/content-editor/schedule-panel.tsx";
import { ContentStatusPill } from "#app/components/console/content/content-status.tsx";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { requireContent, requireContentPost } from "#app/lib/console-content.server.ts";
import { type ScheduleAnswer, scheduleAction } from "#app/lib/console-schedules.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Content · Console" }, { name: "robots", content: "noindex, nofollow" }];

const groups = [
  { id: "pages", title: "Pages" },
  { id: "collections", title: "Collections" },
  { id: "legal", title: "Legal documents" },
  { id: "site", title: "On every page" },
] as const;

/** Everything on the site an editor can change, as a marketer thinks of it: pages, collections, legal documents, what every page shows. */
export async function loader(args: Route.LoaderArgs) {
  const { content, schedules } = await requireContent(args);
  const types = await Promise.all(
    content.types().map(async (type) => {
      const { total, notLive } = await content.counts(type.type);
      return { ...type, count: total, entries: type.collection ? [] : await content.list(type.type), changed: notLive };
    }),
  );
  return { types, scheduled: schedules ? await schedules.upcoming() : null };
}

/** The overview's one post: cancelling a schedule (or clearing a failed one). */
export async function action(args: Route.ActionArgs) {
  const { schedules, session, form } = await requireContentPost(args);
  return scheduleAction({ schedules, actor: session.user, form, intent: "cancel-schedule" });
}

export default function ConsoleContent({ loaderData: { types, scheduled }, actionData }: Route.ComponentProps) {
  const answer = actionData as ScheduleAnswer | undefined;
  return (
    <div className="space-y-6">
      <div>
        <h1>Content</h1>
        <p className="mt-1 max-w-prose text-small text-muted">
          Change the site&rsquo;s words, pictures and links. Saving keeps a draft only you and your team see; publishing puts it on the site for everyone within seconds.
        </p>
      </div>
      <p className="text-small">
        <Link href={consolePages.media} className="font-medium text-brand hover:underline">
          Media
        </Link>
        <span className="text-muted">: upload pictures, then choose them in any picture field.</span>
      </p>
      {answer && "done" in answer ? <ConsoleNotice tone="success">{answer.done}</ConsoleNotice> : null}
      {answer && "refused" in answer ? <ConsoleNotice tone="danger">{answer.refused}</ConsoleNotice> : null}
      {scheduled ? (
        <section aria-labelledby="group-scheduled">
          <h2 id="group-scheduled" className="mb-2 text-base font-semibold">
            Scheduled
          </h2>
          {scheduled.length > 0 ? (
            <ScheduleList items={scheduled} withEntry label="Scheduled changes" />
          ) : (
            <p className="text-small text-muted">Nothing is scheduled. Set a time to publish or unpublish on an entry&rsquo;s page.</p>
          )}
        </section>
      ) : null}
      {groups.map((group) => {
        const inGroup = types.filter((type) => type.group === group.id);
        return (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className="mb-2 text-base font-semibold">
              {group.title}
            </h2>
            <ul className="divide-y divide-line/70 rounded-lg border border-line bg-white">
              {inGroup.flatMap((type) =>
                type.collection
                  ? [
                      <li key={type.type} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                        <Link href={consolePages.contentType(type.type)} className="font-medium text-brand hover:underline">
                          {type.label}
                        </Link>
                        <span className="text-small text-muted">
                          {type.count} {type.count === 1 ? type.itemLabel : `${type.itemLabel.replace(/y$/, "ie")}s`}
                          {type.changed > 0 ? ` · ${type.changed} not live as saved` : ""}
                        </span>
                      </li>,
                    ]
                  : type.entries.map((entry) => (
                      <li key={`${type.type}/${entry.key}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                        <Link href={consolePages.contentEntry(type.type, entry.key)} className="font-medium text-brand hover:underline">
                          {type.group === "legal" ? entry.title : type.label}
                        </Link>
                        <span className="flex items-center gap-3 text-small text-muted">
                          <span>
                            Saved <RelativeTime iso={entry.savedAt} /> by {entry.savedBy}
                          </span>
                          <ContentStatusPill status={entry.status} />
                        </span>
                      </li>
                    )),
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
