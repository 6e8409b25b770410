import type { ComponentProps, MouseEvent } from "react";

/** Scrolls smoothly (instantly with reduced motion) and focuses without scrolling again; the target needs tabIndex={-1}. */
export function scrollToSection(target: HTMLElement) {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A real `#id` link: without JS the browser jumps; with it a plain click calls scrollToSection, a modified click is the browser's. */
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
