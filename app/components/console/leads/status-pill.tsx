import { type LeadStatus, leadStatusLabels } from "#app/lib/console-leads.ts";
import { cn } from "#app/lib/cn.ts";

const tones: Record<LeadStatus, string> = {
  new: "bg-brand-soft text-brand ring-brand/20",
  contacted: "bg-safeopt-bg text-safeopt ring-safeopt-border",
  qualified: "bg-boost-bg text-boost ring-boost-border",
  won: "bg-minty-bg text-success ring-minty-border",
  lost: "bg-canvas text-muted ring-line",
};

const dots: Record<LeadStatus, string> = {
  new: "bg-brand",
  contacted: "bg-safeopt",
  qualified: "bg-boost-accent",
  won: "bg-success",
  lost: "bg-muted",
};

/** A lead's status: colour and its word (never colour alone). */
export function StatusPill({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset", tones[status], className)}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", dots[status])} />
      {leadStatusLabels[status]}
    </span>
  );
}

export function SpamPill({ className }: { className?: string }) {
  return <span className={cn("inline-flex items-center rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-danger ring-1 ring-danger/20 ring-inset", className)}>Spam</span>;
}
