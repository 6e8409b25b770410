/** In memory, per network: visitor ids past `visitorsPerDay` share one, so a user agent changing on every request mints
 * no new visitor each time. */
export type BeaconLimits = {
  admit(network: string, now: number): { allowed: boolean; retryAfterSeconds: number };
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
