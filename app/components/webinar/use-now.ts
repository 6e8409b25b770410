import { useEffect, useState } from "react";

/**
 * The current time for content that depends on it, such as whether a
 * webinar session is past. The page renders first with `renderedAt` (the
 * time it was rendered on the server or at build time, so hydration matches
 * the HTML), then with the visitor's clock, checked again every minute.
 */
export function useNow(renderedAt: number, intervalMs = 60_000): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
