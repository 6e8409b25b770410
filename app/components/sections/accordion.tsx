import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "#app/lib/cn.ts";

export type AccordionItem = { title: string; content: ReactNode };

/**
 * The WAI-ARIA accordion with exactly one panel open (the open one cannot be closed); arrow keys, Home and End move between
 * headers. Every panel's text is in the HTML, and without JavaScript all show (a noscript style).
 */
export function Accordion({
  items,
  open,
  onOpenChange,
  headingLevel: Heading = "h3",
  className,
}: {
  items: readonly AccordionItem[];
  open: number;
  onOpenChange: (index: number) => void;
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusButton = (index: number) => buttons.current[(index + items.length) % items.length]?.focus();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusButton(target);
  };
  return (
    <div className={cn("divide-y divide-line", className)} data-accordion>
      <noscript>
        <style>{"[data-accordion] [data-accordion-panel]{display:block!important}"}</style>
      </noscript>
      {items.map((item, index) => {
        const expanded = index === open;
        const buttonId = `${id}-button-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={item.title} className="py-1">
            <Heading className="m-0">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onOpenChange(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "flex min-h-14 w-full items-center justify-between gap-4 rounded-xl py-4 text-left text-h3 transition-colors",
                  expanded ? "text-ink" : "text-ink-soft hover:text-ink",
                )}
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-5 shrink-0 transition-transform duration-300", expanded && "rotate-180 text-[var(--accent-text,var(--color-brand))]")}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              data-accordion-panel
              // Inline, not `hidden`: Tailwind's base hides [hidden] with !important, which the noscript rule cannot beat.
              style={expanded ? undefined : { display: "none" }}
              className="pb-5 leading-relaxed text-muted"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
