import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** In memory only: nothing is kept on the device. */
const positions = new Map<string, number>();

/**
 * Scroll positions across the site's own navigations, as between documents: a new page starts at the top (or its #anchor), a
 * query-only change (a filter) stays put, Back and Forward return to where the page was left. A reload is the browser's.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // A reload or a return from another site is the browser's to restore.
    const manual = () => (window.history.scrollRestoration = "manual");
    const auto = () => (window.history.scrollRestoration = "auto");
    window.addEventListener("pagehide", auto);
    window.addEventListener("pageshow", manual);
    manual();
    return () => {
      window.removeEventListener("pagehide", auto);
      window.removeEventListener("pageshow", manual);
    };
  }, []);

  const { key, pathname, hash } = location;
  const shownPath = useRef(pathname);
  // Read before the new page replaces this one (a shorter page would cut the scroll short).
  const lastTop = useRef(0);

  useEffect(() => {
    const onScroll = () => void (lastTop.current = window.scrollY);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useLayoutEffect(() => () => void positions.set(key, lastTop.current), [key]);

  useLayoutEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (navigationType === "POP") {
      const top = positions.get(key);
      if (top !== undefined) window.scrollTo(0, top);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (!samePage) {
      window.scrollTo(0, 0);
    }
    // Runs once per history entry: what it reads belongs to that entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
