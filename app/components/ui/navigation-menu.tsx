import { type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from "react";

// Navigation dropdowns: each trigger toggles its panel through `popover`, so it works from the first paint and the browser
// handles Escape, presses outside and one open panel at a time. With React: a mouse opens a panel after resting 80 ms and
// closes it 150 ms after leaving; a click right after a hover-open keeps it open; scrolling or following a link closes it;
// arrow keys move between triggers and links. The panel sits in the top layer below its trigger.
export function NavigationMenuItem({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const panelId = `${id}-menu`;
  const anchor = { "--anchor": `--${id}-trigger` } as CSSProperties;

  useEffect(() => () => clearTimeout(timer.current), []);

  const isOpen = () => panel.current?.matches(":popover-open") ?? false;
  const later = (delay: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  const onPointerEnter = (event: { pointerType: string }) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(timer.current);
    if (isOpen()) return;
    // With another panel open the pointer moves across at once; from closed it must rest a moment.
    const anotherOpen = document.querySelector("[data-menu-panel]:popover-open") !== null;
    later(anotherOpen ? 0 : 80, () => {
      openedByHover.current = true;
      panel.current?.showPopover();
    });
  };
  const onPointerLeave = (event: { pointerType: string }) => {
    if (event.pointerType !== "mouse") return;
    later(150, () => {
      if (isOpen()) panel.current?.hidePopover();
    });
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    clearTimeout(timer.current);
    // The visitor clicked what the pointer had just opened: they meant "open".
    if (openedByHover.current && isOpen()) event.preventDefault();
    openedByHover.current = false;
  };
  const onToggle = (event: { newState: string }) => {
    if (event.newState !== "open") {
      openedByHover.current = false;
      return;
    }
    const close = () => panel.current?.hidePopover();
    window.addEventListener("scroll", close, { passive: true, once: true });
    panel.current?.addEventListener("toggle", () => window.removeEventListener("scroll", close), { once: true });
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      focusSibling(event.currentTarget, "[data-menu-trigger]", event.currentTarget.closest("nav"), event.key === "ArrowRight" ? 1 : -1);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!isOpen()) panel.current?.showPopover();
      panel.current?.querySelector<HTMLElement>("a")?.focus();
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key !== "ArrowDown" && event.key !== "ArrowUp") || !(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    focusSibling(event.target, "a", event.currentTarget, event.key === "ArrowDown" ? 1 : -1);
  };

  return (
    <li className="group/menu relative" style={anchor} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        type="button"
        popoverTarget={panelId}
        data-menu-trigger=""
        onClick={onClick}
        onKeyDown={onTriggerKeyDown}
        className="inline-flex h-10 items-center gap-1 rounded-full px-4 text-[0.95rem] font-medium text-ink transition-colors [anchor-name:var(--anchor)] hover:bg-ink/5 group-has-[:popover-open]/menu:bg-ink/5"
      >
        {label}
        <span className="line-icon line-icon-chevron-down size-4 transition-transform duration-200 group-has-[:popover-open]/menu:rotate-180" aria-hidden="true" />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        data-menu-panel=""
        aria-label={label}
        onToggle={onToggle}
        onKeyDown={onPanelKeyDown}
        onClick={hidePopoverOnLink}
        // Placed below its trigger by the [data-menu-panel] rule in app.css.
        className="w-72 rounded-2xl border border-line bg-white p-2 text-ink shadow-pop [&:popover-open]:animate-fade-in"
      >
        {children}
      </div>
    </li>
  );
}

/** A popover's click handler: a link followed inside closes it (a client navigation leaves the page in place). */
export function hidePopoverOnLink(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest("a")) event.currentTarget.hidePopover();
}

function focusSibling(current: HTMLElement, selector: string, scope: HTMLElement | null, step: number) {
  if (!scope) return;
  const items = [...scope.querySelectorAll<HTMLElement>(selector)];
  items[(items.indexOf(current) + step + items.length) % items.length]?.focus();
}
