import { useRef } from "react";

/**
 * A new tab opened inside the visitor's click (so no pop-up blocker stops
 * it) and pointed at its address only once the server has answered: the
 * case-study document, the webinar platform's registration page.
 *
 * `open()` in the submit handler, then `go(url)` on success (false when the
 * browser refused the tab, so the page shows a link instead) or `close()` on
 * failure.
 */
export function usePendingTab() {
  const tab = useRef<Window | null>(null);
  return {
    open() {
      tab.current = window.open("about:blank", "_blank");
    },
    go(url: string): boolean {
      const opened = tab.current;
      tab.current = null;
      if (!opened || opened.closed) return false;
      // The page we send it to must not be able to script this one.
      opened.opener = null;
      opened.location.replace(url);
      return true;
    },
    close() {
      tab.current?.close();
      tab.current = null;
    },
  };
}
