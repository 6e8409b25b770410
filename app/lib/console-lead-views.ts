import type { Touch } from "../forms/lead-meta.schema.ts";
import type { LeadStatus } from "./console-leads.ts";

/*
 * What the leads console's pages show, as the server hands it over (the
 * pages and their components read these shapes; the server builds them).
 */

/** A lead as the list shows it. */
export type ListedLead = {
  id: string;
  type: string;
  name: string;
  company: string;
  email: string;
  receivedAt: string;
  /** Where it came from: the first touch's UTM source / medium, else the referrer's host, else "direct". */
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

/** One delivery of a lead: a message (sales notification, visitor's letter) or a webhook event. */
export type DeliveryEntry = {
  id: string;
  channel: "mail" | "webhook";
  /** mail: sales | visitor | privacy; webhook: the event (lead.created, lead.spam, …). */
  kind: string;
  /** The inbox(es), or the endpoint (origin and path only). */
  target: string;
  status: string;
  attempts: number;
  /** The HTTP status of the webhook's last answer. */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** Whether "send again" may queue it anew (failed, or a delivered notification or lead.created; never for spam). */
  canResend: boolean;
};

export type LeadNote = { id: string; author: string; body: string; createdAt: string };

/** Every stored field of a lead, and where the sales team is with it. */
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
  /** Who the lead can be assigned to: every console user. */
  team: TeamMember[];
  /** Oldest first. */
  deliveries: DeliveryEntry[];
  /** Newest first. */
  notes: LeadNote[];
};

export type AuditRow = { id: string; at: string; actor: string; action: string; subject: string | null; detail: string | null };
export type AuditPage = { entries: AuditRow[]; older: string | null; actors: string[] };
