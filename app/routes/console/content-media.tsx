import { data, redirect } from "react-router";
import type { Route } from "./+types/content-media";
import { ConsoleForm } from "#app/components/console/console-form.tsx";
import { ConsoleButton, ConsoleField, ConsoleNotice, EmptyState, inputClass } from "#app/components/console/console-ui.tsx";
import { ContentTrail } from "#app/components/console/content/content-trail.tsx";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_MAX_BYTES } from "#app/content/media.ts";
import { type UploadAnswer, UPLOAD_ACCEPT, UPLOAD_LIMITS, uploadInputName, uploadReturn } from "#app/lib/console-media.ts";
import { requireMedia, requireMediaPost } from "#app/lib/console-content.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Media · Console" }, { name: "robots", content: "noindex, nofollow" }];

/** The pictures editors uploaded, newest first, and the upload form. `back`: the entry page a picker's upload returns to. */
export async function loader(args: Route.LoaderArgs) {
  const { media } = await requireMedia(args);
  const back = uploadReturn(new URL(args.request.url).searchParams.get("back"));
  return { items: await media.list(), back };
}

const focusValue = (value: FormDataEntryValue | null) => (typeof value === "string" && value.trim() !== "" ? Number(value) : 0.5);

/**
 * One upload, a plain multipart post (it works without JavaScript). From a picker (`field`, `back`) it returns to the entry
 * page, or with JavaScript (`inPlace`) answers in place so the picker chooses the new picture.
 */
export async function action(args: Route.ActionArgs): Promise<UploadAnswer | ReturnType<typeof data<UploadAnswer>>> {
  const { media, session, form } = await requireMediaPost(args);
  const field = typeof form.get("field") === "string" ? String(form.get("field")) : "";
  const named = (name: Parameters<typeof uploadInputName>[0]) => form.get(uploadInputName(name, field || undefined));
  const back = uploadReturn(form.get("back"));
  const file = named("file");
  if (!(file instanceof File) || file.size === 0) return data({ field, refused: "Choose a picture to upload.", problem: "file" as const, back }, 400);
  if (file.size > MEDIA_MAX_BYTES) {
    return data({ field, refused: `The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the largest upload is ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`, problem: "file" as const, back }, 413);
  }
  const alt = named("alt");
  const outcome = await media.upload(session.user, {
    bytes: Buffer.from(await file.arrayBuffer()),
    name: file.name,
    alt: typeof alt === "string" ? alt : "",
    focus: { x: focusValue(named("focusX")), y: focusValue(named("focusY")) },
  });
  if (!outcome.ok) return data({ field, refused: outcome.message, problem: outcome.field, back }, outcome.status);
  if (back && form.get("inPlace") !== "1") throw redirect(back);
  const { id, name, alt: stored, preview, file: largest, responsive } = outcome.item;
  return { field, uploaded: { id, name, alt: stored, preview, file: largest, ...(responsive ? { responsive } : {}) }, existed: outcome.existed };
}

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export default function ConsoleMedia({ loaderData: { items, back }, actionData }: Route.ComponentProps) {
  const answer = actionData as UploadAnswer | undefined;
  const refused = answer && "refused" in answer ? answer : undefined;
  const returnTo = back ?? refused?.back;
  return (
    <div className="space-y-6">
      <ContentTrail />
      <div>
        <h1>Media</h1>
        <p className="mt-1 max-w-prose text-small text-muted">
          Pictures for the site. Each upload is checked, stripped of its metadata (camera, location) and made at the sizes the pages use; choose it in a
          picture field of any entry.
        </p>
      </div>
      {returnTo ? (
        <p className="text-small">
          <Link href={returnTo} className="font-medium text-brand underline">
            Back to the entry
          </Link>
        </p>
      ) : null}
      {answer && "uploaded" in answer ? (
        <ConsoleNotice tone="success">
          {answer.existed ? `This picture was in the library already, as “${answer.uploaded.name}”.` : `Uploaded “${answer.uploaded.name}”.`} Choose it in a picture field to show it.
        </ConsoleNotice>
      ) : null}
      <section aria-labelledby="upload-title" className="rounded-lg border border-line bg-white p-4">
        <h2 id="upload-title" className="text-base font-semibold">
          Upload a picture
        </h2>
        <ConsoleForm encType="multipart/form-data" className="mt-3 grid max-w-xl gap-3">
          {back ? <input type="hidden" name="back" value={back} /> : null}
          <ConsoleField id="media-file" label="Picture" hint={UPLOAD_LIMITS} error={refused?.problem === "file" ? refused.refused : undefined}>
            {(aria) => <input {...aria} type="file" name={uploadInputName("file")} accept={UPLOAD_ACCEPT} className="text-sm" />}
          </ConsoleField>
          <ConsoleField
            id="media-alt"
            label="Alt text"
            hint="What the picture shows, for people who cannot see it. Required."
            error={refused?.problem === "alt" ? refused.refused : undefined}
          >
            {(aria) => <input {...aria} type="text" name={uploadInputName("alt")} maxLength={MEDIA_ALT_MAX_LENGTH} className={inputClass} />}
          </ConsoleField>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium text-ink">Focus: where the subject is, kept in view where a page crops</legend>
            <ConsoleField id="media-focus-x" label="Across (0 left, 1 right)" error={refused?.problem === "focus" ? refused.refused : undefined}>
              {(aria) => <input {...aria} type="number" name={uploadInputName("focusX")} min={0} max={1} step="any" defaultValue={0.5} className={inputClass} />}
            </ConsoleField>
            <ConsoleField id="media-focus-y" label="Down (0 top, 1 bottom)">
              {(aria) => <input {...aria} type="number" name={uploadInputName("focusY")} min={0} max={1} step="any" defaultValue={0.5} className={inputClass} />}
            </ConsoleField>
          </fieldset>
          <ConsoleButton className="justify-self-start">Upload</ConsoleButton>
        </ConsoleForm>
      </section>
      <section aria-labelledby="library-title">
        <h2 id="library-title" className="mb-2 text-base font-semibold">
          In the library ({items.length})
        </h2>
        {items.length === 0 ? (
          <EmptyState>No pictures uploaded yet.</EmptyState>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 rounded-lg border border-line bg-white p-2 text-xs text-ink-soft">
                <img src={item.preview} alt={item.alt} loading="lazy" className="aspect-video w-full rounded bg-canvas object-contain" />
                <span className="font-medium text-ink [overflow-wrap:anywhere]">{item.name}</span>
                <span>
                  {item.width} × {item.height} · {kb(item.bytes)} · {item.kind === "svg" ? "SVG" : "AVIF and WebP"}
                </span>
                <span>Alt: {item.alt}</span>
                <span>
                  <RelativeTime iso={item.uploadedAt} /> by {item.uploadedBy}
                </span>
                <code className="[overflow-wrap:anywhere]">{item.file}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
