import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEED_POLITENESS, FEED_SCHEDULE, HOST_PACE_MS } from "~/core/feeds/limits";
import { importSources } from "~/worker/db/schema.server";
import { durationMs, readRefreshInterval } from "~/worker/feeds/feed-refresh-interval";
import { pacedLanes } from "~/worker/feeds/host-lanes";
import { hostPauseMs } from "~/worker/feeds/hosts.server";
import {
  boundedInterval,
  feedPhase,
  nextFetchAfterFailure,
  nextScheduledFetch,
  phaseInstantAtOrAfter,
  phaseRanges,
} from "~/worker/feeds/phase";
import { createUser, db } from "../fixtures";
import { calendar } from "../import-samples";

// The arithmetic of the schedule (docs/decisions/180) and of a host's pace (181).

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const INTERVAL = FEED_SCHEDULE.intervalMs;

describe("a feed's phase", () => {
  it("spreads ids evenly over the interval", () => {
    const buckets = new Array(12).fill(0);
    for (let index = 0; index < 12_000; index++) {
      const phase = feedPhase(crypto.randomUUID(), INTERVAL);
      expect(phase).toBeGreaterThanOrEqual(0);
      expect(phase).toBeLessThan(INTERVAL);
      buckets[Math.floor((phase / INTERVAL) * 12)]++;
    }
    // About 1,000 in each twelfth of the interval: no bunching.
    for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(200);
  });

  it("is the one the migration computes in SQL for the feeds subscribed before phases", async () => {
    const migration = env.TEST_MIGRATIONS.find((one) => one.name.includes("_feeds_at_scale"));
    const backfill = migration?.queries.find((query) => query.includes("SET `fetch_phase_ms`"));
    expect(backfill).toBeDefined();
    const user = await createUser();
    const id = crypto.randomUUID();
    await db
      .insert(importSources)
      .values({ id, userId: user.id, kind: "feed", key: `https://${id}.example.test/x`, label: "x" });
    await db.run(sql.raw(`${backfill?.replace(/;\s*$/, "")} AND id = '${id}'`));
    const [row] = await db.select().from(importSources).where(eq(importSources.id, id));
    expect(row?.fetchPhaseMs).toBe(feedPhase(id, INTERVAL));
  });

  it("gives the next fetch on the phase, an interval after an on-time one", () => {
    const timing = { intervalMs: INTERVAL, phaseMs: 17 * 60_000 };
    const due = 40 * INTERVAL + timing.phaseMs;
    expect(phaseInstantAtOrAfter(due, timing)).toBe(due);
    expect(phaseInstantAtOrAfter(due + 1, timing)).toBe(due + INTERVAL);
    expect(nextScheduledFetch(due + 90_000, timing)).toBe(due + INTERVAL);
    // Very late (past half an interval): the next phase instant but one, never two fetches close together.
    expect(nextScheduledFetch(due + INTERVAL / 2 + 1, timing)).toBe(due + 2 * INTERVAL);
  });

  it("backs a failing feed off by doubling whole intervals up to a day, on its phase", () => {
    const timing = { intervalMs: INTERVAL, phaseMs: 5 * 60_000 };
    const due = 100 * INTERVAL + timing.phaseMs;
    const waits = [1, 2, 3, 4, 5, 9].map((failures) => nextFetchAfterFailure(due + 30_000, failures, timing) - due);
    expect(waits.map((wait) => wait / HOUR_MS)).toEqual([4, 8, 16, 24, 24, 24]);
    const daily = { intervalMs: 24 * HOUR_MS, phaseMs: 0 };
    expect(nextFetchAfterFailure(10 * 24 * HOUR_MS, 1, daily) - 10 * 24 * HOUR_MS).toBe(24 * HOUR_MS);
  });

  it("takes a feed's REFRESH-INTERVAL within 2 hours and a day, rounded up to a divisor of a day", () => {
    expect(boundedInterval(null)).toBe(INTERVAL);
    expect(boundedInterval(5 * 60_000)).toBe(INTERVAL);
    expect(boundedInterval(5 * HOUR_MS)).toBe(6 * HOUR_MS);
    expect(boundedInterval(13 * HOUR_MS)).toBe(24 * HOUR_MS);
    expect(boundedInterval(7 * 24 * HOUR_MS)).toBe(24 * HOUR_MS);
    for (const interval of FEED_SCHEDULE.intervalsMs) expect((24 * HOUR_MS) % interval).toBe(0);
  });

  it("maps a span of instants to the phases it covers, wrapping at the interval's end", () => {
    expect(phaseRanges(10 * INTERVAL + 1000, 10 * INTERVAL + 61_000, INTERVAL)).toEqual([[1000, 61_000]]);
    expect(phaseRanges(11 * INTERVAL - 30_000, 11 * INTERVAL + 30_000, INTERVAL)).toEqual([
      [INTERVAL - 30_000, INTERVAL],
      [0, 30_000],
    ]);
    expect(phaseRanges(0, 3 * HOUR_MS, INTERVAL)).toEqual([[0, INTERVAL]]);
    expect(phaseRanges(5, 5, INTERVAL)).toEqual([]);
  });
});

describe("a feed's own REFRESH-INTERVAL", () => {
  it("reads RFC 5545 durations and nothing else", () => {
    expect(durationMs("PT4H")).toBe(4 * HOUR_MS);
    expect(durationMs("P1D")).toBe(24 * HOUR_MS);
    expect(durationMs("P1W")).toBe(7 * 24 * HOUR_MS);
    expect(durationMs("P1DT2H30M")).toBe(26.5 * HOUR_MS);
    for (const bad of ["", "4H", "PT", "P", "-PT4H", "PT0S", "PTH", `P${"1".repeat(40)}D`])
      expect(durationMs(bad)).toBeNull();
  });

  it("is the calendar's, not an event's; X-PUBLISHED-TTL when it gives none", () => {
    const inEvent = calendar(["BEGIN:VEVENT", "REFRESH-INTERVAL;VALUE=DURATION:PT8H", "END:VEVENT"]);
    expect(readRefreshInterval(inEvent)).toBeNull();
    expect(readRefreshInterval(calendar(["X-PUBLISHED-TTL:PT12H"]))).toBe(12 * HOUR_MS);
    expect(readRefreshInterval(calendar(["REFRESH-INTERVAL;VALUE=DURATION:PT3H", "X-PUBLISHED-TTL:PT12H"]))).toBe(
      3 * HOUR_MS,
    );
  });
});

describe("a host's answer asking us to wait", () => {
  const now = Date.UTC(2026, 10, 26, 12);
  it("is its Retry-After, in seconds or as a date, within bounds", () => {
    expect(hostPauseMs(429, "120", now)).toBe(120_000);
    expect(hostPauseMs(503, "Thu, 26 Nov 2026 12:10:00 GMT", now)).toBe(600_000);
    expect(hostPauseMs(429, "86400", now)).toBe(FEED_POLITENESS.maxPauseMs);
    expect(hostPauseMs(429, null, now)).toBe(FEED_POLITENESS.defaultPauseMs);
    expect(hostPauseMs(503, null, now)).toBeNull();
    expect(hostPauseMs(503, "soon", now)).toBeNull();
    expect(hostPauseMs(500, "120", now)).toBeNull();
  });
});

describe("one invocation's lanes", () => {
  it("fetch one host's feeds one after another, a pace apart, with at most `parallel` hosts at once", async () => {
    let now = 1_000_000;
    const sleeps: number[] = [];
    const clock = {
      now: () => now,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        now += ms;
      },
    };
    const starts: Array<{ host: string; at: number }> = [];
    let active = 0;
    let mostActive = 0;
    const lanes = ["a", "b", "c"].map((host) => ({ host, items: [1, 2, 3].map((n) => `${host}${n}`) }));
    await pacedLanes({ parallel: 2, paceMs: HOST_PACE_MS }, clock)(lanes, async (item, turn) => {
      active++;
      mostActive = Math.max(mostActive, active);
      starts.push({ host: item[0] ?? "", at: await turn() });
      active--;
    });
    expect(starts).toHaveLength(9);
    expect(mostActive).toBeLessThanOrEqual(2);
    for (const host of ["a", "b", "c"]) {
      const times = starts.filter((start) => start.host === host).map((start) => start.at);
      for (let index = 1; index < times.length; index++) {
        expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(HOST_PACE_MS);
      }
    }
  });

  it("keep a host within its minute when short invocations follow each other on every consumer slot", async () => {
    // The hardest case for the per-minute bound: each of the `perHostInFlight` slots runs invocations
    // back to back, each with a short lane on the one host. Slots run side by side and share nothing,
    // so each keeps its own clock; the host sees all their starts.
    const starts: number[] = [];
    for (let slot = 0; slot < FEED_POLITENESS.perHostInFlight; slot++) {
      let now = 1_000_000 + slot * 137;
      const clock = {
        now: () => now,
        sleep: async (ms: number) => {
          now += ms;
        },
      };
      const until = now + 3 * MINUTE_MS;
      for (let invocation = 0; now < until; invocation++) {
        const items = Array.from({ length: 1 + (invocation % 3) }, (_, index) => index);
        await pacedLanes({ parallel: FEED_POLITENESS.parallelHosts, paceMs: HOST_PACE_MS }, clock)(
          [{ host: "assigning.example.test", items }],
          async (_item, turn) => {
            starts.push(await turn());
            // The fetch takes 60 ms; the invocation ends 5 ms after its last one.
            now += 60;
          },
        );
        now += 5;
      }
    }
    expect(mostInAnyMinute(starts)).toBeLessThanOrEqual(FEED_POLITENESS.perHostPerMinute);
    // Not bought by idling: over three minutes the slots use most of what the bound allows.
    expect(starts.length).toBeGreaterThan(3 * FEED_POLITENESS.perHostPerMinute * 0.8);
  });
});

/** The most starts within any minute [t, t + 60 s), wherever t falls. */
function mostInAnyMinute(starts: number[]): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while ((sorted[last] ?? 0) - (sorted[first] ?? 0) >= MINUTE_MS) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
