import type { LucideIcon } from "lucide-react";

/** One point of a short list: an icon tile, a bold title and a line of text (the contact page's promises, the privacy rights). */
export function IconPoint({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="flex items-start gap-4">
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand shadow-card ring-1 ring-line"
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <span>
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
    </li>
  );
}
