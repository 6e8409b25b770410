import { ChevronDown } from "lucide-react";
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "~/lib/cn";

/**
 * Site navigation dropdowns, following the WAI-ARIA disclosure navigation
 * pattern: each trigger is a button with aria-expanded/aria-controls; its
 * panel opens on hover and on click, closes on Escape (focus returns to the
 * trigger), on a click or focus outside, and when the page scrolls. Arrow keys
 * move between triggers and through an open panel's links. Small on purpose:
 * it is in every page's first-load JavaScript.
 */
type MenuContextValue = {
  value: string;
  setValue: (value: string) => void;
  /** The pointer arrived on an item: open it after the hover delay, or at once if another is open. */
  hoverOpen: (value: string) => void;
  /** The pointer left an item: close it shortly, unless the pointer arrives on another item first. */
  hoverClose: (value: string) => void;
  /** Cancels a pending hover open or close (a click or key already decided). */
  cancelHover: () => void;
  /** True while the open panel was opened by the pointer resting on its trigger. */
  openedByHover: RefObject<boolean>;
};

const MenuContext = createContext<MenuContextValue | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(null);

function useMenu() {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error("NavigationMenu parts must be inside <NavigationMenu>");
  return menu;
}

function useItem() {
  const item = useContext(ItemContext);
  if (!item) throw new Error("NavigationMenu trigger and content must be inside <NavigationMenuItem>");
  return item;
}

type NavigationMenuProps = Omit<ComponentProps<"nav">, "onChange"> & {
  /** The open item's value, or "" when all are closed. */
  value: string;
  onValueChange: (value: string) => void;
  /** Milliseconds the pointer must rest on a trigger before it opens. */
  hoverDelay?: number;
};

/** How long (ms) the pointer may be off the menu before the open panel closes. */
const HOVER_CLOSE_DELAY = 150;

export function NavigationMenu({ value, onValueChange, hoverDelay = 80, children, ...props }: NavigationMenuProps) {
  const rootRef = useRef<HTMLElement>(null);
  const openedByHover = useRef(false);
  // One timer for the whole menu: arriving on a trigger cancels whatever the
  // trigger just left had scheduled, so moving from one to the next hands the
  // open state over instead of a late close shutting the new panel. Timers read
  // the open item from a ref, never from the render they were scheduled in.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(value);
  current.current = value;
  const setValue = useCallback(
    (next: string) => {
      current.current = next;
      onValueChange(next);
    },
    [onValueChange],
  );
  const cancelHover = useCallback(() => clearTimeout(timer.current), []);
  const hoverOpen = useCallback(
    (item: string) => {
      clearTimeout(timer.current);
      if (current.current === item) return;
      const open = () => {
        openedByHover.current = true;
        setValue(item);
      };
      if (current.current) open();
      else timer.current = setTimeout(open, hoverDelay);
    },
    [hoverDelay, setValue],
  );
  const hoverClose = useCallback(
    (item: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (current.current === item) setValue("");
      }, HOVER_CLOSE_DELAY);
    },
    [setValue],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!value) return;
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setValue("");
    };
    const close = () => setValue("");
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = rootRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${CSS.escape(value)}"]`);
      setValue("");
      trigger?.focus();
    };
    document.addEventListener("pointerdown", closeIfOutside);
    document.addEventListener("focusin", closeIfOutside);
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", close, { passive: true });
    return () => {
      document.removeEventListener("pointerdown", closeIfOutside);
      document.removeEventListener("focusin", closeIfOutside);
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", close);
    };
  }, [value, setValue]);

  return (
    <MenuContext value={{ value, setValue, hoverOpen, hoverClose, cancelHover, openedByHover }}>
      <nav ref={rootRef} {...props}>
        {children}
      </nav>
    </MenuContext>
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<"ul">) {
  return <ul className={className} {...props} />;
}

export function NavigationMenuItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const { hoverOpen, hoverClose } = useMenu();
  const id = useId();

  return (
    <ItemContext value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <li
        className={className}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") hoverOpen(value);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") hoverClose(value);
        }}
      >
        {children}
      </li>
    </ItemContext>
  );
}

function focusSibling(current: HTMLElement, selector: string, scope: HTMLElement | null, step: number) {
  if (!scope) return;
  const items = [...scope.querySelectorAll<HTMLElement>(selector)];
  const index = items.indexOf(current);
  const next = items[(index + step + items.length) % items.length];
  next?.focus();
}

export function NavigationMenuTrigger({ className, children, ...props }: ComponentProps<"button">) {
  const { value: open, setValue, openedByHover, cancelHover } = useMenu();
  const { value, triggerId, panelId } = useItem();
  const expanded = open === value;

  // A click right after the pointer opened the panel keeps it open (the
  // visitor meant "open"); otherwise a click toggles.
  const onClick = () => {
    cancelHover();
    if (expanded && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setValue(expanded ? "" : value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    cancelHover();
    const nav = event.currentTarget.closest("nav");
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      focusSibling(event.currentTarget, "[data-menu-trigger]", nav, event.key === "ArrowRight" ? 1 : -1);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      setValue(value);
      requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>("a")?.focus());
    }
  };

  return (
    <button
      type="button"
      id={triggerId}
      aria-expanded={expanded}
      aria-controls={panelId}
      data-menu-trigger={value}
      data-state={expanded ? "open" : "closed"}
      className={cn(
        "group inline-flex h-10 items-center gap-1 rounded-full px-4 text-[0.95rem] font-medium text-ink transition-colors hover:bg-ink/5 data-[state=open]:bg-ink/5",
        className,
      )}
      onClick={onClick}
      onKeyDown={onKeyDown}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </button>
  );
}

/**
 * A panel's links are rendered the first time it opens and kept from then
 * on. Until then the panel is hidden, and without JavaScript it never opens,
 * so its markup would only make every page's HTML heavier. Visitors without
 * scripts reach the same pages from the footer, crawlers from the footer
 * and the sitemap (which lists every webinar).
 */
export function NavigationMenuContent({ className, children, ...props }: ComponentProps<"div">) {
  const { value: open } = useMenu();
  const { value, panelId, triggerId } = useItem();
  const expanded = open === value;
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    focusSibling(event.target, "a", event.currentTarget, event.key === "ArrowDown" ? 1 : -1);
  };

  return (
    <div
      id={panelId}
      aria-labelledby={triggerId}
      hidden={!expanded}
      data-state={expanded ? "open" : "closed"}
      onKeyDown={onKeyDown}
      className={cn(
        "absolute top-full left-0 mt-2 w-72 rounded-2xl border border-line bg-white p-2 shadow-pop data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    >
      {opened ? children : null}
    </div>
  );
}
