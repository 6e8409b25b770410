import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address belongs to, for the per-network rate limit:
 * an IPv4 address stands for itself (one office or home router), an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket
 * reports IPv4 clients) is that IPv4 address, and an IPv6 address stands for
 * its /64 — the smallest block a provider hands one customer, inside which a
 * client may pick any address it likes.
 *
 * IPv6 networks come out in one spelling (`2001:db8:0:1::/64`) whatever form
 * the address had (compressed, leading zeros, upper case, a zone id).
 * Undefined for no address; anything that is not an IP address is returned
 * trimmed and lower-cased, so it still gets a bucket of its own.
 */
export function networkKey(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.trim().toLowerCase();
  if (address === "") return undefined;
  if (isIPv4(address)) return address;
  // A zone id (`fe80::1%eth0`) names the local interface, not the network.
  const withoutZone = address.split("%", 1)[0] ?? address;
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
