import { useEffect, useRef, useState } from "react";
import { PREVIEW_LINK_DAYS } from "#app/config/preview.ts";
import { inputClass } from "#app/components/console/console-ui.tsx";

const widths = [
  { label: "Phone", width: 375, height: 740 },
  { label: "Desktop", width: 1280, height: 800 },
] as const;

/** The saved draft on its public page, at a phone's and a desktop's width side by side, and the link to share it. */
export function ContentPreview({ link, title }: { link: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Before the page starts, the narrowest room the layout gives the preview: the frames never spill out.
  const [room, setRoom] = useState(320);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setRoom(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Both frames share the row: each is drawn at its real width and scaled to its share of the room.
  const gap = 16;
  const scale = Math.min(1, (room - gap) / (widths[0].width + widths[1].width));
  return (
    <section aria-labelledby="preview-title" className="min-w-0 space-y-3">
      <h2 id="preview-title" className="text-base font-semibold">
        Preview of the saved draft
      </h2>
      <div ref={box} className="flex items-start gap-4">
        {widths.map((frame) => (
          <figure key={frame.label} className="shrink-0" style={{ width: frame.width * scale }}>
            <div className="overflow-hidden rounded-md border border-line bg-white" style={{ height: frame.height * scale }}>
              <iframe
                src={link}
                title={`${title}: ${frame.label.toLowerCase()} preview, ${frame.width} pixels wide`}
                loading="lazy"
                width={frame.width}
                height={frame.height}
                className="origin-top-left"
                style={{ transform: `scale(${scale})` }}
              />
            </div>
            <figcaption className="mt-1 text-xs text-muted">
              {frame.label}, {frame.width} px
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="preview-link" className="text-sm font-medium">
          Preview link for a colleague (no sign-in needed, works for {PREVIEW_LINK_DAYS} days)
        </label>
        <div className="flex gap-2">
          <input id="preview-link" readOnly value={link} className={inputClass} onFocus={(event) => event.currentTarget.select()} />
          <a href={link} target="_blank" rel="noopener" className="shrink-0 self-center text-small font-semibold text-brand underline">
            Open
          </a>
        </div>
      </div>
    </section>
  );
}
