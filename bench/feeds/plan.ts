// The feed simulation's world, shared by the platforms' server (Node) and the simulation (workerd):
// which hosts exist, what a feed's calendar says, and how a platform answers a fetch. No imports.

declare module "vitest" {
  export interface ProvidedContext {
    /** The platforms' server's port, from the global setup to the simulation. */
    platformsPort: number;
  }
}

/**
 * The headers in which the simulation tells the platforms, in its clock, when a fetch starts and
 * ends, and when the consumer invocation making it started.
 */
export const SIM_HEADERS = { start: "x-sim-start", end: "x-sim-end", invocation: "x-sim-invocation" } as const;

/** The gyms the simulated calendars name, seeded as arenas so every venue matches. */
export const SIM_ARENAS = Array.from({ length: 10 }, (_, index) => `Simulation Gym ${index + 1}`);
export const SIM_STATE = "IL";
export const SIM_ADDRESS = "1 Main St, Springfield IL 62701";

/** A host's scripted "leave us alone": its first fetch at or after `at` is answered so. */
export type ScriptedWait = { hostIndex: number; at: number; status: 429 | 503; retryAfterSeconds: number };

export type SimPlan = {
  startAt: number;
  hours: number;
  port: number;
  feeds: number;
  hosts: number;
  waits: ScriptedWait[];
};

export const DOMINANT_HOSTS = 4;
/** The share of all feeds on the dominant hosts. */
export const DOMINANT_SHARE = 0.8;

/** Host `index` of the simulation: a loopback address of its own, all on the platforms' one port. */
export function simHost(index: number, port: number): string {
  return `127.${10 + Math.floor(index / 256)}.${index % 256}.1:${port}`;
}

/** FNV-1a, 32 bits: the simulation's deterministic coin. */
export function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Which host feed number `index` is on: 80 % on the four dominant hosts, the rest spread over the others. */
export function hostIndexOf(index: number, hosts: number): number {
  const coin = fnv(`host:${index}`) / 2 ** 32;
  if (coin < DOMINANT_SHARE) return Math.floor((coin / DOMINANT_SHARE) * DOMINANT_HOSTS);
  return DOMINANT_HOSTS + (fnv(`small:${index}`) % (hosts - DOMINANT_HOSTS));
}

const CRLF = "\r\n";
const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A feed's calendar at a version: one game, moved an hour later by each change. */
export function feedCalendar(feedId: string, version: number, startAt: number): string {
  const arena = SIM_ARENAS[fnv(feedId) % SIM_ARENAS.length] ?? "";
  const tipoff = startAt + 30 * 86_400_000 + version * 3_600_000;
  const description = ["Sport: Basketball", "Level: Varsity", `Site: ${arena}`, "Pat Lee  Position: Referee"].join(
    "\\n",
  );
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:Simulated ${feedId.slice(0, 8)}`,
    "BEGIN:VEVENT",
    `UID:sim-${feedId}@platform.test`,
    "DTSTAMP:20261101T120000Z",
    `DTSTART:${stamp(tipoff)}`,
    `DTEND:${stamp(tipoff + 2 * 3_600_000)}`,
    "SUMMARY:Varsity Boys Basketball - HS",
    `LOCATION: ${SIM_ADDRESS}`,
    `DESCRIPTION:${description}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join(CRLF);
}

export type FeedAnswer = {
  kind: "not-modified" | "changed" | "error" | "wait" | "full";
  status: number;
  headers: Record<string, string>;
  body: string;
  version: number;
};

const etag = (version: number) => `"v${version}"`;

/**
 * How a platform answers one fetch of a feed: 1 % fail (500, 404, 503), 9 % bring one change,
 * the rest are 304 when the validator matches (a fetch without it gets the whole calendar).
 */
export function feedAnswer({
  startAt,
  feedId,
  fetchNumber,
  version,
  validator,
}: {
  startAt: number;
  feedId: string;
  fetchNumber: number;
  version: number;
  validator: string | undefined;
}): FeedAnswer {
  const coin = fnv(`${feedId}:${fetchNumber}`) % 1000;
  const calendarText = (at: number) => feedCalendar(feedId, at, startAt);
  if (coin < 10) {
    const status = coin < 6 ? 500 : coin < 8 ? 404 : 503;
    return { kind: "error", status, headers: {}, body: "", version };
  }
  if (coin < 100) {
    const next = version + 1;
    return {
      kind: "changed",
      status: 200,
      headers: { "content-type": "text/calendar", etag: etag(next) },
      body: calendarText(next),
      version: next,
    };
  }
  if (validator === etag(version)) {
    return { kind: "not-modified", status: 304, headers: { etag: etag(version) }, body: "", version };
  }
  return {
    kind: "full",
    status: 200,
    headers: { "content-type": "text/calendar", etag: etag(version) },
    body: calendarText(version),
    version,
  };
}

/** The answer to a fetch at a scripted wait: 429 or 503 with Retry-After. */
export function waitAnswer(wait: ScriptedWait, version: number): FeedAnswer {
  return {
    kind: "wait",
    status: wait.status,
    headers: { "retry-after": String(wait.retryAfterSeconds) },
    body: "",
    version,
  };
}
