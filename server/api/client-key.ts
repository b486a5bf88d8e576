import { isIPv4, isIPv6 } from "node:net";

/** Eight 16-bit groups of an IPv6 address (an IPv4 tail written as two groups). */
function hextets(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((h) => parseInt(h, 16)));
  const first = parse(head);
  if (rest === undefined) return first;
  const last = parse(rest);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The key one client is counted under (rate limits, the cap on unclaimed uploads): an IPv4
 * address as it is; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, which a dual-stack socket
 * reports for IPv4 peers) as that IPv4 address; any other IPv6 address as its /64, the block one
 * subscriber line or host is given (counting each of its 2^64 addresses apart would make a
 * limit per address meaningless). Anything else (no address) is its own key. Held in memory
 * only, never stored or logged.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? "").trim().replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || "unknown";
  const groups = hextets(address.toLowerCase());
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
