import { cn } from "#app/lib/cn.ts";

export type ContentStatus = "published" | "changed" | "draft" | "unpublished";

const labels: Record<ContentStatus, string> = {
  published: "Published",
  changed: "Unpublished changes",
  draft: "Draft",
  unpublished: "Taken down",
};

const tones: Record<ContentStatus, string> = {
  published: "bg-minty-bg text-success ring-minty-border",
  changed: "bg-boost-bg text-boost ring-boost-border",
  draft: "bg-brand-soft text-brand ring-brand/20",
  unpublished: "bg-canvas text-muted ring-line",
};

/** Where an entry stands: live as saved, live with newer changes saved, never live, or taken down. */
export function ContentStatusPill({ status, className }: { status: ContentStatus; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset", tones[status], className)}>
      {labels[status]}
    </span>
  );
}
