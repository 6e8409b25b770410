import { leadTypeRegistry } from "#app/forms/lead-types/index.ts";
import { type LeadTypeModule, personFields, type StoredField } from "#app/forms/lead-types/lead-type.ts";
import type { LeadTypeNames } from "#app/lib/console-lead-views.ts";

/**
 * The lead contract, shared by the server and the pages' loaders: everything
 * the registry's types make together (the type names, endpoints, labels,
 * stored fields, inbox variables). A page's browser code never imports it:
 * it holds every type's module; a form takes its own type's endpoint, the
 * console gets `leadTypeNames` from its loaders.
 */

type Registered = (typeof leadTypeRegistry)[number];
export type LeadType = Registered["type"];

/** The environment variables naming the types' sales inboxes. */
export type NotifyVariable = Registered["notifyVariable"];

/** Every type, in the registry's order (the order lists show them). */
export const leadTypes = leadTypeRegistry.map((module) => module.type) as [LeadType, ...LeadType[]];

/** Each type's module, by type. */
export const leadTypeModules = Object.fromEntries(leadTypeRegistry.map((module) => [module.type, module])) as {
  readonly [T in LeadType]: Extract<Registered, { type: T }> & LeadTypeModule<T>;
};

/** One entry per type, made from its module. */
const byType = <V>(pick: (module: LeadTypeModule) => V): { readonly [T in LeadType]: V } =>
  Object.fromEntries(leadTypes.map((type) => [type, pick(leadTypeModules[type])])) as { readonly [T in LeadType]: V };

export const leadEndpoints = byType((module) => module.endpoint);

export const leadTypeLabels = byType((module) => module.label);

/** What the visitor reads after a successful submission (the pages show it as is). */
export const successMessages = byType((module) => module.successMessage);

export function isLeadType(value: string): value is LeadType {
  return (leadTypes as readonly string[]).includes(value);
}

/** The outcome a classic (no-JavaScript) form post reports to `/form-result`. */
export const formResultStatuses = ["success", "invalid", "error", "rate-limited"] as const;
export type FormResultStatus = (typeof formResultStatuses)[number];

/**
 * A result link carries no personal data: only a reference the server
 * resolves. After a stored lead the result page's URL names it by this
 * parameter (signed, short-lived, see server/leads/result-reference.server.ts).
 */
export const FORM_RESULT_REFERENCE_PARAM = "ref";

/**
 * What the result page shows about the lead it reports, read from the stored
 * lead through the reference: never from the URL, so no one can make the
 * page say a name or an address by writing a link.
 */
export type FormResultLead = {
  /** The only personal detail a result page shows: anyone holding its link sees it. */
  firstName?: string;
  /** The content record the lead names (its type's `result.about`), by the name the page looks it up by. */
  about?: string;
};

/** Every stored field a lead can have, by name: the person's, then each type's own. */
export const storedFields: Readonly<Record<string, StoredField>> = Object.assign(
  {},
  personFields,
  ...leadTypes.map((type): Readonly<Record<string, StoredField>> => leadTypeModules[type].storedFields),
);

/** What the console's pages show of the types, handed to them by their loaders. */
export const leadTypeNames: LeadTypeNames = {
  types: leadTypes.map((type) => ({ type, label: leadTypeLabels[type], shortLabel: leadTypeModules[type].shortLabel })),
  fields: Object.fromEntries(
    Object.entries(storedFields).map(([name, field]) => [name, { label: field.consoleLabel ?? field.label, ...(field.options ? { options: field.options } : {}) }]),
  ),
};
