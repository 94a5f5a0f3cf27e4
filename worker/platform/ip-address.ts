// Pure address arithmetic for the feed link checks: no imports, no I/O.

/** What a literal address is to us: our own machine, a network no public feed lives on, or public. */
export type AddressReach = "loopback" | "private" | "public";

type Ipv4Range = readonly [first: number, second: number, prefixLength: number];

// Besides loopback (127/8): unspecified (0/8), private (10/8, 172.16/12, 192.168/16), CGNAT
// (100.64/10), link-local (169.254/16, where cloud metadata services answer), benchmarking
// (198.18/15, routed inside some providers' networks), and multicast and reserved (224/4, 240/4,
// broadcast included), which no feed is served from.
const PRIVATE_IPV4: readonly Ipv4Range[] = [
  [0, 0, 8],
  [10, 0, 8],
  [100, 64, 10],
  [169, 254, 16],
  [172, 16, 12],
  [192, 168, 16],
  [198, 18, 15],
  [224, 0, 4],
  [240, 0, 4],
];

/** Four octets from dotted decimal, the only spelling URL parsing leaves (0x7f.1 becomes 127.0.0.1). */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

export function reachOfIpv4(octets: readonly number[]): AddressReach {
  const value =
    (((octets[0] ?? 0) << 24) | ((octets[1] ?? 0) << 16) | ((octets[2] ?? 0) << 8) | (octets[3] ?? 0)) >>> 0;
  if (octets[0] === 127) return "loopback";
  const inRange = ([first, second, prefixLength]: Ipv4Range) => {
    const start = ((first << 24) | (second << 16)) >>> 0;
    const mask = (0xffffffff << (32 - prefixLength)) >>> 0;
    return (value & mask) >>> 0 === start;
  };
  return PRIVATE_IPV4.some(inRange) ? "private" : "public";
}

/** Eight 16-bit groups from an IPv6 literal, with `::` and a dotted IPv4 tail understood. */
export function parseIpv6(text: string): number[] | null {
  let rest = text;
  let tail: number[] = [];
  const dotted = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (dotted?.[1]) {
    const octets = parseIpv4(dotted[1]);
    if (!octets) return null;
    tail = [((octets[0] ?? 0) << 8) | (octets[1] ?? 0), ((octets[2] ?? 0) << 8) | (octets[3] ?? 0)];
    rest = rest.slice(0, rest.length - dotted[1].length);
    if (rest.endsWith(":") && !rest.endsWith("::")) rest = rest.slice(0, -1);
  }
  const halves = rest.split("::");
  if (halves.length > 2) return null;
  const readGroups = (half: string | undefined) => (half ? half.split(":") : []);
  const head = readGroups(halves[0]);
  const after = readGroups(halves[1]);
  if (![...head, ...after].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const explicit = [...head, ...after].map((group) => Number.parseInt(group, 16));
  const missing = 8 - explicit.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [
    ...head.map((group) => Number.parseInt(group, 16)),
    ...Array<number>(Math.max(0, missing)).fill(0),
    ...after.map((group) => Number.parseInt(group, 16)),
    ...tail,
  ];
}

const embeddedIpv4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];

export function reachOfIpv6(groups: readonly number[]): AddressReach {
  const group = (index: number) => groups[index] ?? 0;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((value) => value === 0);
  if (zeroUpTo(8)) return "private"; // :: (unspecified)
  if (zeroUpTo(7) && group(7) === 1) return "loopback"; // ::1
  // An IPv4 address carried inside IPv6 reaches wherever that IPv4 address does: IPv4-mapped
  // (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
  if ((zeroUpTo(5) && group(5) === 0xffff) || zeroUpTo(6)) return reachOfIpv4(embeddedIpv4(group(6), group(7)));
  if (group(0) === 0x64 && group(1) === 0xff9b && groups.slice(2, 6).every((value) => value === 0)) {
    return reachOfIpv4(embeddedIpv4(group(6), group(7)));
  }
  if (group(0) === 0x2002) return reachOfIpv4(embeddedIpv4(group(1), group(2)));
  const first = group(0);
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 old site-local, ff00::/8 multicast.
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0) return "private";
  if ((first & 0xff00) === 0xff00) return "private";
  return "public";
}
