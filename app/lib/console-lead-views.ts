import type { Touch } from "#app/forms/lead-meta.schema.ts";
import type { LeadStatus } from "#app/lib/console-leads.ts";
import type { FieldOption } from "#app/forms/lead-types/lead-type.ts";

// The leads console's view shapes, as the server builds them.

/** The lead types as the console names them: its loaders hand them over, so its pages take no type's module. */
export type LeadTypeNames = {
  /** In the registry's order: each type's label, and the list's short one. */
  types: readonly { type: string; label: string; shortLabel: string }[];
  /** Each stored field's console label and, for a choice, its options. */
  fields: Readonly<Record<string, { label: string; options?: readonly FieldOption[] }>>;
};

export type ListedLead = {
  id: string;
  type: string;
  name: string;
  company: string;
  email: string;
  receivedAt: string;
  /** The first touch's UTM source / medium, else the referrer's host, else "direct". */
  source: string;
  status: LeadStatus;
  spam: boolean;
  assignee: string | null;
};

export type LeadListPage = {
  leads: ListedLead[];
  /** The positions for the Older and Newer links; null at either end. */
  older: string | null;
  newer: string | null;
};

/** A message (sales notification, visitor's letter) or a webhook event. */
export type DeliveryEntry = {
  id: string;
  channel: "mail" | "webhook";
  /** mail: sales | visitor | privacy; webhook: the event (lead.created, lead.spam, …). */
  kind: string;
  /** The inbox(es), or the endpoint (origin and path only). */
  target: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** Failed, or a delivered notification or lead.created; never spam. */
  canResend: boolean;
};

export type LeadNote = { id: string; author: string; body: string; createdAt: string };

export type LeadDetail = {
  id: string;
  type: string;
  receivedAt: string;
  email: string | null;
  fields: Record<string, unknown>;
  consentGiven: boolean | null;
  consentVersion: string | null;
  pageUrl: string | null;
  referrer: string | null;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  userAgent: string | null;
  spam: boolean;
  spamReason: string | null;
  status: LeadStatus;
  source: string;
  updatedAt: string | null;
};

export type TeamMember = { id: string; email: string };

export type LeadPage = {
  lead: LeadDetail;
  assignee: TeamMember | null;
  /** Every console user. */
  team: TeamMember[];
  /** Oldest first. */
  deliveries: DeliveryEntry[];
  /** Newest first. */
  notes: LeadNote[];
};

export type AuditRow = { id: string; at: string; actor: string; action: string; subject: string | null; detail: string | null };
export type AuditPage = { entries: AuditRow[]; older: string | null; actors: string[] };
