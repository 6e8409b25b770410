/**
 * What one network (an IPv4 address or an IPv6 /64) may add to the counts,
 * kept in this process's memory: at most `viewsPerWindow` beacons per
 * fixed window, and at most `visitorsPerDay` visitor ids of its own per UTC
 * day; the views of any further visitor that day share one id, so a user
 * agent that changes on every request mints no new visitor each time.
 */
export type BeaconLimits = {
  /** Counts one beacon of the network; `allowed` false once it is over its window's share. */
  admit(network: string, now: number): { allowed: boolean; retryAfterSeconds: number };
  /** The visitor id a view of the network is counted under: its own, or `shared` once the day's are used. */
  visitorOf(network: string, visitor: string, shared: string, day: string): string;
};

export type BeaconLimitOptions = { viewsPerWindow: number; windowSeconds: number; visitorsPerDay: number };

export function createBeaconLimits({ viewsPerWindow, windowSeconds, visitorsPerDay }: BeaconLimitOptions): BeaconLimits {
  let window = -1;
  let hits = new Map<string, number>();
  let day = "";
  let visitors = new Map<string, Set<string>>();
  return {
    admit(network, now) {
      const current = Math.floor(now / 1000 / windowSeconds);
      // A new window forgets the last one's counts, so memory holds one window's networks.
      if (current !== window) {
        window = current;
        hits = new Map();
      }
      const count = (hits.get(network) ?? 0) + 1;
      hits.set(network, count);
      return { allowed: count <= viewsPerWindow, retryAfterSeconds: Math.max(1, Math.ceil(((current + 1) * windowSeconds * 1000 - now) / 1000)) };
    },
    visitorOf(network, visitor, shared, today) {
      if (today !== day) {
        day = today;
        visitors = new Map();
      }
      let seen = visitors.get(network);
      if (!seen) visitors.set(network, (seen = new Set()));
      if (seen.has(visitor)) return visitor;
      if (seen.size >= visitorsPerDay) return shared;
      seen.add(visitor);
      return visitor;
    },
  };
}
