import { type LeadType, leadTypeContracts } from "#app/forms/lead-types/index.ts";
import { type LeadTypeContract, personFields, type StoredField } from "#app/forms/lead-types/lead-type-contract.ts";
import type { LeadTypeNames } from "#app/lib/console-lead-views.ts";

/**
 * The lead contract, shared by the pages and the server: the kinds of lead
 * (each is its module in ./lead-types/), the endpoint each arrives on, their
 * labels in the sales inbox, what the visitor reads after a success, and
 * what a classic form post reports to the result page. Imported by browser
 * and server alike (no server code here; relative imports only, so Node
 * loads it as it is). A form takes its endpoint from its type's module, not
 * from here: this module carries every type's contract.
 */
export type { LeadType };

/** Every type, in the registry's order (the order lists show them). */
export const leadTypes = Object.keys(leadTypeContracts) as [LeadType, ...LeadType[]];

/** One entry per type, made from its contract. */
const byType = <V>(pick: (contract: LeadTypeContract) => V): { readonly [T in LeadType]: V } =>
  Object.fromEntries(leadTypes.map((type) => [type, pick(leadTypeContracts[type])])) as { readonly [T in LeadType]: V };

export const leadEndpoints = byType((contract) => contract.endpoint);

export const leadTypeLabels = byType((contract) => contract.label);

/** What the visitor reads after a successful submission (the pages show it as is). */
export const successMessages = byType((contract) => contract.successMessage);

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
  /** The case study a download was for (its slug in the content). */
  caseStudySlug?: string;
  /** The webinar a registration was for (its id in the content). */
  webinarId?: string;
};

/** Every stored field a lead can have, by name: the person's, then each type's own. */
export const storedFields: Readonly<Record<string, StoredField>> = Object.assign(
  {},
  personFields,
  ...leadTypes.map((type): Readonly<Record<string, StoredField>> => leadTypeContracts[type].storedFields),
);

/** What the console's pages show of the types, handed to them by their loaders. */
export const leadTypeNames: LeadTypeNames = {
  types: leadTypes.map((type) => ({ type, label: leadTypeLabels[type], shortLabel: leadTypeContracts[type].shortLabel })),
  fields: Object.fromEntries(
    Object.entries(storedFields).map(([name, field]) => [name, { label: field.consoleLabel ?? field.label, ...(field.options ? { options: field.options } : {}) }]),
  ),
};
