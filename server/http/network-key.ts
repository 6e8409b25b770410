import { isIPv4, isIPv6 } from "node:net";

/**
 * An IPv4 address stands for itself, an IPv4-mapped address is that IPv4, and an IPv6 address stands for its /64, the
 * smallest block a provider hands one customer (one spelling whatever its form). Non-IPs get a bucket of their own.
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
