import type { ConsoleDeps } from "../console-deps.ts";

/** Working leads: the list, a lead's page, its status, assignee and notes, export. */
export type LeadWork = Record<string, never>;

export function createLeadWork(_deps: ConsoleDeps): LeadWork {
  return {};
}
