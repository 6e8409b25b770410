import { z } from "zod";
import { leadTypes } from "#app/forms/lead-contract.ts";
import { leadFilterParams, leadStatuses, spamViews } from "#app/lib/console-leads.ts";

/** A bad value is refused with a message naming the field, never a 500. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-01-31")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "is not a real date");
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const cursor = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z_[A-Za-z0-9-]{1,64}$/, "is not a position in the list (follow the Older and Newer links)");

const FilterSchema = z
  .object({
    q: text(100).optional(),
    type: z.enum(leadTypes, { error: `must be one of ${leadTypes.join(", ")}` }).optional(),
    status: z.enum(leadStatuses, { error: `must be one of ${leadStatuses.join(", ")}` }).optional(),
    assignee: z
      .union([z.literal("unassigned"), z.literal("me"), z.uuid()], { error: "must be a console user, unassigned or me" })
      .optional(),
    from: day.optional(),
    to: day.optional(),
    source: text(100).optional(),
    medium: text(100).optional(),
    campaign: text(100).optional(),
    referrer: text(253).optional(),
    spam: z.enum(spamViews, { error: `must be one of ${spamViews.join(", ")}` }).default("no"),
    after: cursor.optional(),
    before: cursor.optional(),
  })
  .refine((filter) => !(filter.after && filter.before), { message: "names both an older and a newer position", path: ["after"] })
  .refine((filter) => !(filter.from && filter.to && filter.from > filter.to), { message: "must not be after the to date", path: ["from"] });

export type LeadFilter = z.infer<typeof FilterSchema>;
export type Cursor = { receivedAt: string; id: string };

export type FilterProblem = { field: string; message: string };

const fieldLabels: Record<string, string> = {
  q: "Search",
  type: "Type",
  status: "Status",
  assignee: "Assignee",
  from: "From",
  to: "To",
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  referrer: "Referrer",
  spam: "Spam",
  after: "Position",
  before: "Position",
};

export function parseLeadFilter(params: URLSearchParams): { ok: true; filter: LeadFilter } | { ok: false; problems: FilterProblem[] } {
  const raw: Record<string, string> = {};
  for (const name of [...leadFilterParams, "after", "before"]) {
    const value = params.get(name);
    if (value !== null && value.trim() !== "") raw[name] = value;
  }
  const parsed = FilterSchema.safeParse(raw);
  if (parsed.success) {
    const filter = parsed.data;
    if (filter.q === "") delete filter.q;
    return { ok: true, filter };
  }
  return { ok: false, problems: problemsOf(parsed.error.issues, fieldLabels) };
}

export function problemsOf(issues: readonly { path: PropertyKey[]; message: string }[], labels: Record<string, string>): FilterProblem[] {
  const problems = new Map<string, FilterProblem>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!problems.has(field)) problems.set(field, { field, message: `${labels[field] ?? field} ${issue.message}` });
  }
  return [...problems.values()];
}

export function readCursor(value: string): Cursor {
  const split = value.lastIndexOf("Z_") + 1;
  return { receivedAt: value.slice(0, split), id: value.slice(split + 1) };
}

export const writeCursor = ({ receivedAt, id }: Cursor) => `${receivedAt}_${id}`;

export function filterParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of leadFilterParams) {
    const value = filter[name];
    if (value !== undefined && !(name === "spam" && value === "no")) params.set(name, value);
  }
  return params;
}

/** Never a person's data beyond what was typed. */
export function describeFilter(filter: LeadFilter): string {
  const text = filterParams(filter).toString();
  return text === "" ? "all (not spam)" : text.slice(0, 280);
}
