import type { ComponentProps, MouseEvent } from "react";

/**
 * Brings a section into view and moves keyboard focus to it. The scroll is
 * smooth, or instant with `prefers-reduced-motion: reduce`; focus does not
 * scroll again (the target must have tabIndex={-1} to take it).
 */
export function scrollToSection(target: HTMLElement) {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real `#id` link to a section of the same page: without JavaScript the
 * browser jumps there itself. With it, a plain click scrolls there (see
 * scrollToSection); a modified click (new tab, new window) is the browser's.
 */
export function SectionLink({ targetId, onClick, ...props }: Omit<ComponentProps<"a">, "href"> & { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        scrollToSection(target);
      }}
      {...props}
    />
  );
}
