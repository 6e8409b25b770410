import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where each page of this tab's history was left, in memory only: nothing is kept on the device. */
const positions = new Map<string, number>();

/**
 * Scroll positions across the site's own navigations, as a browser keeps
 * them between documents: a new page starts at the top (or at its #anchor),
 * a link that changes only the query (a filter) keeps the visitor where
 * they are, and Back and Forward return to where the page was left. The
 * positions live in memory, never in sessionStorage; a reload is put back
 * by the browser itself, which keeps the scroll position of the document
 * it reloads.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The site restores its own navigations; a reload or a return from
    // another site is the browser's to restore, as for any document.
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
  // The last position the visitor scrolled to: read before a new page
  // replaces this one (and a shorter page cuts the scroll short).
  const lastTop = useRef(0);

  useEffect(() => {
    const onScroll = () => void (lastTop.current = window.scrollY);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The page being left: its position, kept for Back and Forward.
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
