import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { FormSchema } from "#app/content/editing/form-schema.ts";
import { instantToZoned, timeZones, zonedToInstant, zoneOfInstant } from "#app/components/console/content-editor/instant.ts";
import { ConsoleButton, ConsoleField, describedByOf, FieldNotes, inputClass } from "#app/components/console/console-ui.tsx";
import { cn } from "#app/lib/cn.ts";
import { type UploadAnswer, UPLOAD_ACCEPT, UPLOAD_LIMITS, uploadInputName } from "#app/lib/console-media.ts";

/** What the pickers offer: the site's pages for links, the media library for images. */
export type EditorLibrary = {
  links: { path: string; label: string }[];
  /** `preview`: the URL of a small rendition; `value`: what the field stores when the image is chosen. */
  images: { id: string; label: string; preview: string; value: unknown }[];
};

/**
 * "Upload a picture" in each image field: its inputs belong to the page's upload form (`form`, outside the entry's own form),
 * and an upload answered in place (`answer`) is chosen in the field that sent it.
 */
export type PickerUpload = { form: string; busy: boolean; answer?: UploadAnswer };

export type SchemaFormProps = {
  /** The hidden input that posts the whole value as JSON. */
  name: string;
  schema: FormSchema;
  defaultValue: unknown;
  /** By dotted path ("hero.headline", "summary.2"); "" is the whole value. */
  errors?: Record<string, string>;
  library: EditorLibrary;
  upload?: PickerUpload;
  idPrefix?: string;
  onChange?: (value: unknown) => void;
};

type Path = (string | number)[];
type Editor = { errors: Record<string, string>; library: EditorLibrary; upload?: PickerUpload; idOf: (path: Path) => string; announce: (message: string) => void; focus: (id: string) => void };
type FieldProps = { schema: FormSchema; value: unknown; path: Path; label: string; optional: boolean; zone?: string; onChange: (next: unknown) => void };
type Kind = "object" | "array" | "string" | "textarea" | "markdown" | "instant" | "link" | "image" | "number" | "boolean" | "enum" | "const" | "unknown";

const EditorContext = createContext<Editor | null>(null);

function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error("A schema field is rendered outside SchemaForm");
  return editor;
}

const baseType = (schema: FormSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type);
const optionsOf = (schema: FormSchema) => schema.enum ?? schema.anyOf?.map((option) => option.const) ?? [];
/** What a choice shows: its own title where the schema gives one (`anyOf` of `const`s), else the stored value. */
const optionLabelsOf = (schema: FormSchema) => (schema.enum ? schema.enum.map(String) : (schema.anyOf ?? []).map((option) => option.title ?? String(option.const)));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const dotted = (path: Path) => path.join(".");
const withOptional = (label: string, optional: boolean) => (optional ? `${label} (optional)` : label);
/** "Add testimonial", but "Add CTA link". */
const inSentence = (label: string) => (/^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));
const textareaClass = "h-auto min-h-24 py-2 leading-relaxed";

function kindOf(schema: FormSchema): Kind {
  if (schema.editor) return schema.editor;
  if (schema.const !== undefined) return "const";
  if (schema.enum || (schema.anyOf?.length && schema.anyOf.every((option) => option.const !== undefined))) return "enum";
  switch (baseType(schema)) {
    case "object":
      return "object";
    case "array":
      return "array";
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    default:
      return "unknown";
  }
}

/** A new value that has every required part: what "Add" puts in. */
function emptyOf(schema: FormSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (kindOf(schema) === "enum") return optionsOf(schema)[0];
  switch (baseType(schema)) {
    case "object":
      return Object.fromEntries((schema.required ?? []).flatMap((key) => (schema.properties?.[key] ? [[key, emptyOf(schema.properties[key])]] : [])));
    case "array":
      return schema.prefixItems ? schema.prefixItems.map(emptyOf) : Array.from({ length: schema.minItems ?? 0 }, () => (schema.items ? emptyOf(schema.items) : null));
    case "number":
    case "integer":
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : Math.floor(schema.exclusiveMinimum) + 1);
    case "boolean":
      return false;
    default:
      return "";
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A path on the site that is not one of its pages; full https addresses are left to the schema. */
function linkProblem(value: string, links: EditorLibrary["links"]): string | undefined {
  if (!value || /^https:\/\//.test(value)) return undefined;
  const path = value.split(/[?#]/)[0];
  return links.some((link) => link.path === path) ? undefined : "No page at this address";
}

// The runtime's zone list differs between server and browser, so the server renders only the chosen zone.
let zoneList: string[] | undefined;
const allZones = () => (zoneList ??= timeZones());
const noZones = () => undefined;
const subscribeNever = () => () => {};

function focusInside(element: HTMLElement | null) {
  const target = element?.matches("input, select, textarea, button")
    ? element
    : element?.querySelector<HTMLElement>("input:not([type=hidden]):not(:disabled), select, textarea, button:not(:disabled)");
  target?.focus();
}

export function SchemaForm({ name, schema, defaultValue, errors = {}, library, upload, idPrefix, onChange }: SchemaFormProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const [value, setValue] = useState(defaultValue);
  const [announcement, setAnnouncement] = useState("");
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    focusInside(document.getElementById(pendingFocus.current));
    pendingFocus.current = null;
  });

  const editor: Editor = {
    errors,
    library,
    upload,
    // Path parts are joined with "." and suffixes start with "--", so no field's id is another's suffixed one.
    idOf: (path) => `${prefix}-${path.length ? path.join(".").replace(/[^\w.-]/g, "_") : "root"}`,
    announce: setAnnouncement,
    focus: (id) => {
      pendingFocus.current = id;
    },
  };
  const change = (next: unknown) => {
    setValue(next);
    onChange?.(next);
  };

  return (
    <EditorContext value={editor}>
      <div className="flex flex-col gap-4">
        <input type="hidden" name={name} value={JSON.stringify(value ?? null)} />
        <Field schema={schema} value={value} path={[]} label={schema.title ?? "Content"} optional={false} onChange={change} />
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </EditorContext>
  );
}

function Field(props: FieldProps) {
  const kind = kindOf(props.schema);
  switch (kind) {
    case "object":
      return <ObjectField {...props} />;
    case "array":
      return <ArrayField {...props} />;
    case "image":
      return <ImageField {...props} />;
    case "instant":
      return <InstantField {...props} />;
    case "markdown":
      return <MarkdownField {...props} />;
    case "boolean":
      return <CheckboxField {...props} />;
    default:
      return <InputField {...props} kind={kind} />;
  }
}

/** A fieldset with its legend, help and error; the top level is a plain block with only its error. */
function Group({ id, legend, hint, error, radio, children }: { id: string; legend?: string; hint?: string; error?: string; radio?: boolean; children: ReactNode }) {
  const describedBy = describedByOf(id, hint, error);
  const notes = <FieldNotes id={id} hint={hint} error={error} />;
  if (legend === undefined) {
    return (
      <div id={id} className="flex flex-col gap-4">
        {notes}
        {children}
      </div>
    );
  }
  return (
    <fieldset
      id={id}
      role={radio ? "radiogroup" : undefined}
      aria-describedby={describedBy}
      aria-invalid={radio && error ? true : undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-white p-3 sm:p-4"
    >
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {notes}
      {children}
    </fieldset>
  );
}

function ObjectField({ schema, value, path, label, optional, zone, onChange }: FieldProps) {
  const { errors, idOf, focus } = useEditor();
  const record = isRecord(value) ? value : {};
  const required = schema.required ?? [];
  // An instant is shown in the zone its object (or an enclosing one) names in `timeZone`.
  const zoneHere = typeof record.timeZone === "string" ? record.timeZone : zone;
  const set = (key: string, next: unknown) => {
    const copy = { ...record };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };

  return (
    <Group id={idOf(path)} legend={path.length ? withOptional(label, optional) : undefined} hint={schema.description} error={errors[dotted(path)]}>
      {Object.entries(schema.properties ?? {}).map(([key, child]) => {
        const childPath = [...path, key];
        const childId = idOf(childPath);
        const childLabel = child.title ?? key;
        const isOptional = !required.includes(key);
        const addable = isOptional && (kindOf(child) === "object" || kindOf(child) === "array");
        if (addable && record[key] === undefined) {
          return (
            <ConsoleButton
              key={key}
              id={`${childId}--add`}
              type="button"
              tone="secondary"
              className="self-start"
              onClick={() => {
                set(key, emptyOf(child));
                focus(childId);
              }}
            >
              Add {inSentence(childLabel)}
            </ConsoleButton>
          );
        }
        return (
          <div key={key} className="flex flex-col gap-2">
            <Field schema={child} value={record[key]} path={childPath} label={childLabel} optional={isOptional && !addable} zone={zoneHere} onChange={(next) => set(key, next)} />
            {addable && (
              <ConsoleButton
                type="button"
                tone="quiet"
                className="self-start"
                onClick={() => {
                  set(key, undefined);
                  focus(`${childId}--add`);
                }}
              >
                Remove {inSentence(childLabel)}
              </ConsoleButton>
            )}
          </div>
        );
      })}
    </Group>
  );
}

let nextItemKey = 0;

/** An item's own words for its summary: the first text field it has filled in ("Careers" for a footer link). */
function itemSummary(schema: FormSchema, item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const text = item[key];
    if (kindOf(child) === "string" && typeof text === "string" && text.trim()) return text.trim();
  }
  return undefined;
}

/** A list whose items are added, removed and moved by buttons; a tuple's members are fixed. */
function ArrayField({ schema, value, path, label, optional, zone, onChange }: FieldProps) {
  const { errors, idOf, focus, announce } = useEditor();
  const items = Array.isArray(value) ? value : [];
  const id = idOf(path);
  const tuple = schema.prefixItems;
  const itemTitle = (schema.items && schema.items.title) || "Item";
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Infinity;
  // React keys that travel with the items, so a moved item keeps its state (a zone, a preview) and its focus.
  const [keys, setKeys] = useState(() => items.map((_, index) => `initial-${index}`));
  const itemKeys = items.map((_, index) => keys[index] ?? `extra-${index}`);

  const update = (nextItems: unknown[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(nextItems);
  };
  const move = (from: number, to: number) => {
    const nextItems = [...items];
    const nextKeys = [...itemKeys];
    [nextItems[from], nextItems[to]] = [nextItems[to], nextItems[from]];
    [nextKeys[from], nextKeys[to]] = [nextKeys[to], nextKeys[from]] as [string, string];
    update(nextItems, nextKeys);
    const movedId = idOf([...path, to]);
    focus(to === 0 ? `${movedId}--down` : to === items.length - 1 ? `${movedId}--up` : `${movedId}--${to < from ? "up" : "down"}`);
    announce(`${itemTitle} ${from + 1} moved to position ${to + 1} of ${items.length}.`);
  };
  const remove = (index: number) => {
    update(
      items.filter((_, at) => at !== index),
      itemKeys.filter((_, at) => at !== index),
    );
    focus(`${id}--add`);
    announce(`${itemTitle} ${index + 1} removed.`);
  };
  const add = () => {
    if (!schema.items) return;
    const key = `added-${nextItemKey++}`;
    setOpen(key, true);
    update([...items, emptyOf(schema.items)], [...itemKeys, key]);
    focus(idOf([...path, items.length]));
    announce(`${itemTitle} ${items.length + 1} added.`);
  };
  const resizable = !tuple && min !== max;
  // A list inside another list's item is read by its items' names: each item is a summary that opens to its fields (one
  // added, or with an error, is open). The outer lists stay open, so the whole entry is never one long scroll.
  const collapsible = !tuple && path.some((part) => typeof part === "number") && schema.items !== undefined && schema.items !== false && kindOf(schema.items) === "object";
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const setOpen = (key: string, open: boolean) =>
    setOpened((current) => {
      if (current.has(key) === open) return current;
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  const errorWithin = (itemPath: Path) => Object.keys(errors).some((field) => field === dotted(itemPath) || field.startsWith(`${dotted(itemPath)}.`));

  return (
    <Group id={id} legend={withOptional(label, optional)} hint={schema.description} error={errors[dotted(path)]}>
      {items.length > 0 && (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => {
            const itemSchema = tuple ? tuple[index] : schema.items || undefined;
            if (!itemSchema) return null;
            const itemPath = [...path, index];
            const itemId = idOf(itemPath);
            const itemLabel = tuple ? (itemSchema.title ?? `${label} ${index + 1}`) : `${itemTitle} ${index + 1}`;
            const itemKey = itemKeys[index]!;
            const field = (
              <Field
                schema={itemSchema}
                value={item}
                path={itemPath}
                label={itemLabel}
                optional={false}
                zone={zone}
                onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
              />
            );
            const summary = itemSummary(itemSchema, item);
            return (
              <li key={itemKey} className="flex flex-col gap-2 rounded-md border border-line/70 bg-canvas p-2 sm:p-3">
                {collapsible ? (
                  <details open={opened.has(itemKey) || errorWithin(itemPath)} onToggle={(event) => setOpen(itemKey, event.currentTarget.open)} className="group">
                    <summary className="cursor-pointer rounded text-sm font-medium text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand">
                      {itemLabel}
                      {summary ? <span className="font-normal text-ink-soft">: {summary}</span> : null}
                    </summary>
                    <div className="mt-2">{field}</div>
                  </details>
                ) : (
                  field
                )}
                {!tuple && (
                  <div className="flex flex-wrap gap-1">
                    <ConsoleButton id={`${itemId}--up`} type="button" tone="quiet" disabled={index === 0} onClick={() => move(index, index - 1)}>
                      Move up <span className="sr-only">{inSentence(itemLabel)}</span>
                    </ConsoleButton>
                    <ConsoleButton id={`${itemId}--down`} type="button" tone="quiet" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                      Move down <span className="sr-only">{inSentence(itemLabel)}</span>
                    </ConsoleButton>
                    {resizable && (
                      <ConsoleButton type="button" tone="quiet" disabled={items.length <= min} onClick={() => remove(index)}>
                        Remove <span className="sr-only">{inSentence(itemLabel)}</span>
                      </ConsoleButton>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {resizable && (
        <ConsoleButton id={`${id}--add`} type="button" tone="secondary" className="self-start" disabled={items.length >= max} onClick={add}>
          Add {inSentence(itemTitle)}
        </ConsoleButton>
      )}
    </Group>
  );
}

/** One labelled control: text, number, choice, a fixed value, a page address, or data the form cannot edit. */
function InputField({ schema, value, path, label, optional, onChange, kind }: FieldProps & { kind: Kind }) {
  const { errors, library, idOf } = useEditor();
  const id = idOf(path);
  const text = typeof value === "string" ? value : value == null ? "" : String(value);
  const setText = (next: string) => onChange(next === "" && optional ? undefined : next);
  const page = kind === "link" ? library.links.find((link) => link.path === text.split(/[?#]/)[0]) : undefined;
  const error = errors[dotted(path)] ?? (kind === "link" ? linkProblem(text, library.links) : undefined);
  const hint = [schema.description, page && `Page: ${page.label}`].filter(Boolean).join(" ") || undefined;

  return (
    <ConsoleField id={id} label={withOptional(label, optional)} hint={hint} error={error}>
      {(aria) => {
        if (schema.readOnly) return <input {...aria} readOnly value={text} className={cn(inputClass, "bg-canvas text-ink-soft")} />;
        switch (kind) {
          case "textarea":
            return <textarea {...aria} rows={4} value={text} onChange={(event) => setText(event.target.value)} className={cn(inputClass, textareaClass)} />;
          case "number":
            return (
              <input
                {...aria}
                type="number"
                step={baseType(schema) === "integer" ? 1 : "any"}
                value={typeof value === "number" ? value : ""}
                onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
                className={inputClass}
              />
            );
          case "enum": {
            const options = optionsOf(schema);
            const labels = optionLabelsOf(schema);
            const selected = options.findIndex((option) => sameValue(option, value));
            return (
              <select {...aria} value={selected < 0 ? "" : String(selected)} onChange={(event) => onChange(event.target.value === "" ? undefined : options[Number(event.target.value)])} className={inputClass}>
                {(optional || selected < 0) && <option value="">{optional ? "None" : "Choose…"}</option>}
                {options.map((option, index) => (
                  <option key={index} value={String(index)}>
                    {labels[index] ?? String(option)}
                  </option>
                ))}
              </select>
            );
          }
          case "const":
            return <input {...aria} readOnly value={typeof schema.const === "string" ? schema.const : JSON.stringify(schema.const)} className={cn(inputClass, "bg-canvas text-ink-soft")} />;
          case "link":
            return (
              <>
                <input {...aria} type="text" list={`${id}--pages`} value={text} onChange={(event) => setText(event.target.value)} className={inputClass} />
                <datalist id={`${id}--pages`}>
                  {library.links.map((link) => (
                    <option key={link.path} value={link.path}>
                      {link.label}
                    </option>
                  ))}
                </datalist>
              </>
            );
          case "unknown":
            return <textarea {...aria} readOnly rows={3} value={JSON.stringify(value ?? null, null, 2)} className={cn(inputClass, textareaClass, "bg-canvas font-mono text-xs")} />;
          default:
            return <input {...aria} type="text" value={text} onChange={(event) => setText(event.target.value)} className={inputClass} />;
        }
      }}
    </ConsoleField>
  );
}

function CheckboxField({ schema, value, path, label, onChange }: FieldProps) {
  const { errors, idOf } = useEditor();
  const id = idOf(path);
  const error = errors[dotted(path)];
  const describedBy = describedByOf(id, schema.description, error);
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
        <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="size-4 accent-brand" />
        {label}
      </label>
      <FieldNotes id={id} hint={schema.description} error={error} />
    </div>
  );
}

/** A textarea with a rendered preview; the Markdown renderer loads on the first preview. */
function MarkdownField({ schema, value, path, label, optional, onChange }: FieldProps) {
  const { errors, idOf } = useEditor();
  const id = idOf(path);
  const text = typeof value === "string" ? value : "";
  const [preview, setPreview] = useState<string | null>(null);
  const [html, setHtml] = useState("");
  const showPreview = () => {
    setPreview(text);
    void import("#app/components/console/content-editor/markdown.ts").then(({ renderMarkdown }) => setHtml(renderMarkdown(text)));
  };
  return (
    <ConsoleField id={id} label={withOptional(label, optional)} hint={schema.description} error={errors[dotted(path)]}>
      {(aria) => (
        <>
          <div className="flex gap-1">
            <ConsoleButton type="button" tone={preview === null ? "secondary" : "quiet"} aria-pressed={preview === null} onClick={() => setPreview(null)}>
              Write <span className="sr-only">{inSentence(label)}</span>
            </ConsoleButton>
            <ConsoleButton type="button" tone={preview === null ? "quiet" : "secondary"} aria-pressed={preview !== null} onClick={showPreview}>
              Preview <span className="sr-only">{inSentence(label)}</span>
            </ConsoleButton>
          </div>
          <textarea
            {...aria}
            hidden={preview !== null}
            rows={8}
            value={text}
            onChange={(event) => onChange(event.target.value === "" && optional ? undefined : event.target.value)}
            className={cn(inputClass, textareaClass, "font-mono")}
          />
          {preview !== null && (
            <div
              className="min-h-24 rounded-md border border-line bg-white px-3 py-2 text-sm text-ink [&_a]:text-brand [&_a]:underline [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5"
              // The renderer escapes raw HTML and drops unsafe addresses (markdown.ts).
              dangerouslySetInnerHTML={{ __html: html }}
            />
          )}
        </>
      )}
    </ConsoleField>
  );
}

/** An ISO instant as a wall time in a chosen zone: the zone only changes how it is shown until the time is edited. */
function InstantField({ schema, value, path, label, optional, zone: hint, onChange }: FieldProps) {
  const { errors, idOf } = useEditor();
  const id = idOf(path);
  const iso = typeof value === "string" ? value : "";
  const [zone, setZone] = useState(() => zoneOfInstant(iso, hint));
  const zones = useSyncExternalStore(subscribeNever, allZones, noZones) ?? [];
  const choices = zones.includes(zone) ? zones : [zone, ...zones];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ConsoleField id={id} label={withOptional(label, optional)} hint={schema.description ?? (iso ? `Stored as ${iso}` : undefined)} error={errors[dotted(path)]}>
        {(aria) => (
          <input
            {...aria}
            type="datetime-local"
            value={instantToZoned(iso, zone)}
            onChange={(event) => {
              const next = zonedToInstant(event.target.value, zone);
              onChange(next === "" && optional ? undefined : next);
            }}
            className={inputClass}
          />
        )}
      </ConsoleField>
      <ConsoleField id={`${id}--zone`} label={`${label} time zone`}>
        {(aria) => (
          <select {...aria} value={zone} onChange={(event) => setZone(event.target.value)} className={inputClass}>
            {choices.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        )}
      </ConsoleField>
    </div>
  );
}

/** Thumbnails as radio buttons: arrow keys move between them, and the chosen item's `value` is stored. */
function ImageField({ schema, value, path, label, optional, onChange }: FieldProps) {
  const { errors, library, upload, idOf } = useEditor();
  const id = idOf(path);
  const field = dotted(path);
  const wantsObject = baseType(schema) === "object";
  const pattern = schema.pattern;
  const answer = upload?.answer?.field === field ? upload.answer : undefined;
  // An upload answered for this field is chosen once: a picture made at several widths for an object field, its largest file otherwise.
  const chosen = useRef<UploadAnswer | undefined>(undefined);
  const [uploadProblem, setUploadProblem] = useState<string>();
  useEffect(() => {
    if (!answer || chosen.current === answer) return;
    chosen.current = answer;
    if ("refused" in answer) return setUploadProblem(answer.refused);
    const next = wantsObject ? answer.uploaded.responsive : answer.uploaded.file;
    if (!next) return setUploadProblem("An SVG cannot go in this field: it shows pictures made at several widths. Upload a PNG, JPEG, WebP or AVIF.");
    if (typeof next === "string" && pattern && !new RegExp(pattern).test(next)) return setUploadProblem("This field does not take an SVG: upload a PNG, JPEG, WebP or AVIF.");
    setUploadProblem(undefined);
    // A form made again (after a save) finds the answer still there: the picture is already the field's value.
    if (!sameValue(next, value)) onChange(next);
  }, [answer, wantsObject, pattern, onChange, value]);
  // A picture file's path, or a picture made at several widths (an object): the library offers the field's own kind, and of
  // files only those the field accepts (a share image takes no SVG).
  const accepts = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const images = library.images.filter(
    (image) => (baseType(schema) === "object") === isRecord(image.value) && (!accepts || typeof image.value !== "string" || accepts.test(image.value)),
  );
  const current = images.find((image) => sameValue(image.value, value));
  const empty = value === undefined || value === "" || (isRecord(value) && Object.keys(value).length === 0);
  const tile =
    "flex cursor-pointer flex-col gap-1 rounded-md border border-line bg-white p-1.5 text-xs text-ink has-checked:border-brand has-checked:ring-2 has-checked:ring-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand";
  return (
    <>
      <Group id={id} legend={withOptional(label, optional)} hint={schema.description} error={errors[dotted(path)]} radio>
        <div className="flex items-center gap-3 text-sm text-ink-soft">
          {current ? (
            <>
              <img src={current.preview} alt="" className="h-12 w-16 rounded border border-line bg-canvas object-contain" />
              <span>Chosen: {current.label}</span>
            </>
          ) : empty ? (
            <span>No image chosen.</span>
          ) : (
            <span className="[overflow-wrap:anywhere]">Not in the library: {typeof value === "string" ? value : JSON.stringify(value)}</span>
          )}
        </div>
        {/* The library is long: it opens on request, the current choice stays in view above it. */}
        <details className="group">
          <summary className="cursor-pointer rounded text-sm font-medium text-brand hover:underline focus-visible:outline-3 focus-visible:outline-offset-2">
            Choose another picture ({images.length} in the library)
          </summary>
          <div className="mt-2 grid max-h-96 grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2 overflow-y-auto p-1">
            {optional && (
              <label className={tile}>
                <input type="radio" name={`${id}--image`} value="" checked={empty} onChange={() => onChange(undefined)} className="sr-only" />
                <span className="flex aspect-video items-center justify-center rounded bg-canvas text-muted">None</span>
                <span>No image</span>
              </label>
            )}
            {images.map((image) => (
              <label key={image.id} className={tile}>
                <input type="radio" name={`${id}--image`} value={image.id} checked={current?.id === image.id} onChange={() => onChange(image.value)} className="sr-only" />
                <img src={image.preview} alt="" loading="lazy" className="aspect-video w-full rounded bg-canvas object-contain" />
                <span>{image.label}</span>
              </label>
            ))}
          </div>
        </details>
      </Group>
      {/* Beside the choices, not among them: a radio group holds only its radios. */}
      {upload && !schema.readOnly ? (
        <details id={`${id}--upload`} className="group rounded-lg border border-line bg-white p-3 sm:px-4" open={uploadProblem !== undefined || undefined}>
          <summary className="cursor-pointer rounded text-sm font-medium text-brand hover:underline focus-visible:outline-3 focus-visible:outline-offset-2">
            Upload a picture <span className="sr-only">for {inSentence(label)}</span>
          </summary>
          <div className="mt-2 grid gap-3 rounded-md border border-line/70 bg-canvas p-3">
            <ConsoleField id={`${id}--file`} label="Picture" hint={UPLOAD_LIMITS} error={uploadProblem}>
              {(aria) => <input {...aria} type="file" form={upload.form} name={uploadInputName("file", field)} accept={UPLOAD_ACCEPT} className="text-sm" />}
            </ConsoleField>
            <ConsoleField id={`${id}--alt`} label="Alt text" hint="What the picture shows, for people who cannot see it. Required.">
              {(aria) => <input {...aria} type="text" form={upload.form} name={uploadInputName("alt", field)} className={inputClass} />}
            </ConsoleField>
            <div className="grid gap-3 sm:grid-cols-2">
              <ConsoleField id={`${id}--focus-x`} label="Focus across (0 left, 1 right)">
                {(aria) => <input {...aria} type="number" form={upload.form} name={uploadInputName("focusX", field)} min={0} max={1} step="any" defaultValue={0.5} className={inputClass} />}
              </ConsoleField>
              <ConsoleField id={`${id}--focus-y`} label="Focus down (0 top, 1 bottom)">
                {(aria) => <input {...aria} type="number" form={upload.form} name={uploadInputName("focusY", field)} min={0} max={1} step="any" defaultValue={0.5} className={inputClass} />}
              </ConsoleField>
            </div>
            <ConsoleButton form={upload.form} name="field" value={field} tone="secondary" className="self-start" disabled={upload.busy}>
              {upload.busy ? "Uploading…" : "Upload and choose"}
            </ConsoleButton>
          </div>
        </details>
      ) : null}
    </>
  );
}
