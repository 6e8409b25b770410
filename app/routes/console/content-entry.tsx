import { useEffect, useState } from "react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/content-entry";
import { ConsoleForm, CsrfField } from "#app/components/console/console-form.tsx";
import { ConsoleButton, ConsoleNotice } from "#app/components/console/console-ui.tsx";
import { ContentStatusPill } from "#app/components/console/content/content-status.tsx";
import { ContentTrail } from "#app/components/console/content/content-trail.tsx";
import { ContentPreview } from "#app/components/console/content/content-preview.tsx";
import { SchemaForm } from "#app/components/console/content-editor/schema-form.tsx";
import { SchedulePanel } from "#app/components/console/content-editor/schedule-panel.tsx";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { type UploadAnswer, UPLOAD_FORM_ID } from "#app/lib/console-media.ts";
import { refusal } from "#app/lib/console.server.ts";
import { requireContent, requireContentPost } from "#app/lib/console-content.server.ts";
import { isScheduleIntent, type ScheduleAnswer, scheduleAction } from "#app/lib/console-schedules.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.entry.title ?? "Content"} · Console` }, { name: "robots", content: "noindex, nofollow" }];

/** One entry: its form (made from its type's schema), where it stands, and its draft previewed on the public page. */
export async function loader(args: Route.LoaderArgs) {
  const { content, schedules } = await requireContent(args);
  const type = content.typeOf(args.params.type);
  const entry = type && (await content.entry(type.type, args.params.key));
  if (!type || !entry) throw refusal(404, "No such entry.");
  const endsAt = schedules && (await schedules.endsAt(type.type, entry.key));
  const zone = (entry.data as { timeZone?: unknown } | null)?.timeZone;
  return {
    schedule: schedules && {
      items: await schedules.ofEntry(type.type, entry.key),
      // Offered while the last session is still ahead.
      endsAt: endsAt && Date.parse(endsAt) > Date.now() ? endsAt : undefined,
      zoneHint: typeof zone === "string" ? zone : undefined,
    },
    type,
    entry,
    schema: content.formSchema(type.type) as Parameters<typeof SchemaForm>[0]["schema"],
    library: { links: content.pages(), images: await content.images() },
    // Whole, as a colleague's browser needs it: on the address the editor is using.
    previewLink: await content.previewLink(type.type, entry.key).then((link) => (link ? new URL(link, args.request.url).href : null)),
  };
}

type ActionResult =
  | { intent: "save" | "publish" | "unpublish"; done: string }
  | { intent: "save" | "publish"; errors: Record<string, string>; mine: unknown }
  | { intent: "save" | "publish"; conflict: { savedBy: string; savedAt: string; changed: string[]; version: number }; mine: unknown }
  | { intent: string; refused: string }
  | ScheduleAnswer;

const publishRefusals = {
  stale: "Someone saved this entry after you opened it. Reload to see their changes, then publish.",
  missing: "This entry no longer exists.",
  "not-published": "This entry is not on the site.",
} as const;

export async function action(args: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const { content, schedules, session, form } = await requireContentPost(args);
  const { type, key } = args.params;
  const intent = String(form.get("intent") ?? "save");
  if (isScheduleIntent(intent)) return scheduleAction({ schedules, actor: session.user, form, intent, entry: { type, key } });
  if (intent === "unpublish") {
    const done = await content.unpublish(session.user, type, key);
    if (done.ok) return { intent, done: "Taken off the site. Its pages answer “no longer available”, and it is gone from every list and the sitemap." };
    return data({ intent, refused: done.reason === "invalid" ? "" : done.reason === "render" ? done.message : publishRefusals[done.reason] }, 409);
  }
  if (intent !== "save" && intent !== "publish") return data({ intent, refused: "Unknown action." }, 400);
  let mine: unknown;
  try {
    mine = JSON.parse(String(form.get("entry") ?? ""));
  } catch {
    return data({ intent, refused: "The form sent no readable entry. Reload the page and try again." }, 400);
  }
  const saved = await content.save(session.user, type, key, mine, Number(form.get("version")));
  if (!saved.ok) {
    if (saved.reason === "missing") throw refusal(404, "No such entry.");
    if (saved.reason === "invalid") return data({ intent, errors: saved.errors, mine }, 400);
    const { current, changed } = saved;
    return data({ intent, mine, conflict: { savedBy: current.savedBy, savedAt: current.savedAt, changed, version: current.version } }, 409);
  }
  if (intent === "save") return { intent, done: "Draft saved. The site is unchanged until you publish." };
  const published = await content.publish(session.user, type, key, saved.version);
  if (published.ok) return { intent, done: "Published. Every page that shows it is updated within seconds." };
  if (published.reason === "invalid") return data({ intent, errors: published.errors, mine }, 400);
  if (published.reason === "render") return data({ intent, refused: published.message }, 422);
  return data({ intent, refused: publishRefusals[published.reason] }, 409);
}

const fieldName = (path: string, schema: { properties?: Record<string, { title?: string }> }) => schema.properties?.[path.split(".")[0] ?? ""]?.title ?? path;

export default function ConsoleContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { type, entry, schema, library, previewLink, schedule } = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result && "errors" in result ? result.errors : entry.problems;
  const conflict = result && "conflict" in result ? result.conflict : null;
  const kept = result && "mine" in result ? result.mine : undefined;
  // A refused save keeps what the editor wrote; a conflict's next save goes over the newer version, knowingly.
  const version = conflict?.version ?? entry.version;
  // Changes are unsaved until a save answers: the version a change was made on, or what a refused save kept.
  const [changedOn, setChangedOn] = useState<number | null>(null);
  const dirty = changedOn === entry.version || kept !== undefined;
  const errorList = Object.entries(errors);
  const live = entry.status === "published" || entry.status === "changed";
  // The pickers' uploads: in place with JavaScript (the new picture is chosen in its field), else a post that comes back here.
  const uploader = useFetcher<UploadAnswer>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="space-y-4">
      <ContentTrail collection={type.collection ? type : undefined} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 [overflow-wrap:anywhere]">{entry.title}</h1>
        <ContentStatusPill status={entry.status} />
      </div>
      <p className="text-small text-muted">
        Saved <RelativeTime iso={entry.savedAt} /> by {entry.savedBy}
        {entry.publishedAt && live ? (
          <>
            {" · "}Published <RelativeTime iso={entry.publishedAt} /> by {entry.publishedBy}
          </>
        ) : null}
        {" · "}
        <Link href={consolePages.contentHistory(type.type, entry.key)} className="font-medium text-brand underline">
          History and restore
        </Link>
      </p>

      {result && "done" in result ? <ConsoleNotice tone="success">{result.done}</ConsoleNotice> : null}
      {result && "refused" in result && result.refused ? <ConsoleNotice tone="danger">{result.refused}</ConsoleNotice> : null}
      {conflict ? (
        <ConsoleNotice tone="danger">
          {conflict.savedBy} saved this entry <RelativeTime iso={conflict.savedAt} /> while you were editing, so your changes were not saved.
          {conflict.changed.length > 0 ? ` Their version differs from yours in: ${conflict.changed.map((path) => fieldName(path, schema)).join(", ")}.` : ""} Your changes are still in the form: save again to replace their version, or{" "}
          <Link href={consolePages.contentEntry(type.type, entry.key)} className="font-semibold underline">
            load their version
          </Link>{" "}
          and lose yours.
        </ConsoleNotice>
      ) : null}
      {errorList.length > 0 ? (
        <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          <p className="font-semibold">{result && "errors" in result ? (result.intent === "publish" ? "Not published: fix these first." : "Not saved: fix these first.") : "This draft cannot be published yet:"}</p>
          <ul className="mt-1 list-disc pl-5">
            {errorList.map(([path, message]) => (
              <li key={path}>
                <a href={`#entry-${path ? path.replace(/[^\w.-]/g, "_") : "root"}`} className="underline">
                  {path ? fieldName(path, schema) : "Entry"}
                </a>
                : {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,36rem)_minmax(0,1fr)]">
        <ConsoleForm className="flex min-w-0 flex-col gap-4" noValidate>
          <input type="hidden" name="version" value={version} />
          <SchemaForm
            key={`${entry.version}-${conflict?.version ?? ""}-${result && "errors" in result ? "kept" : ""}`}
            name="entry"
            idPrefix="entry"
            schema={schema}
            defaultValue={kept ?? entry.data}
            errors={errors}
            library={library}
            upload={{ form: UPLOAD_FORM_ID, busy: uploader.state !== "idle", answer: uploader.data }}
            onChange={() => setChangedOn(entry.version)}
          />
          <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-2 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
            <ConsoleButton name="intent" value="save" tone="secondary">
              Save draft
            </ConsoleButton>
            <ConsoleButton name="intent" value="publish">
              {live ? "Publish changes" : "Publish"}
            </ConsoleButton>
            {type.collection && live ? (
              <ConsoleButton name="intent" value="unpublish" tone="danger" className="ml-auto">
                Unpublish
              </ConsoleButton>
            ) : null}
            <span className="text-xs text-muted" role="status">
              {dirty ? "Unsaved changes" : ""}
            </span>
          </div>
        </ConsoleForm>
        {previewLink ? <ContentPreview link={previewLink} title={entry.title} /> : null}
      </div>
      {/* Outside the entry's form (forms do not nest): each picker's upload inputs name it in their `form` attribute. */}
      <uploader.Form id={UPLOAD_FORM_ID} method="post" encType="multipart/form-data" action={consolePages.media} hidden>
        <CsrfField />
        <input type="hidden" name="back" value={consolePages.contentEntry(type.type, entry.key)} />
        {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      </uploader.Form>
      {schedule ? <SchedulePanel items={schedule.items} version={entry.version} collection={type.collection} dirty={dirty} endsAt={schedule.endsAt} zoneHint={schedule.zoneHint} /> : null}
    </div>
  );
}
