import { allowedCheckAge, WEATHER_CHECKS, WEATHER_SEVERITIES } from "../../core/weather/limits";
import { z } from "../../core/zod";
import type { WeatherAnswer } from "./weather";

// What the weather service said about each grid point lately, in the GEOCODE_CACHE namespace beside
// the address service's answers (docs/decisions/240). Not a key per point: a Worker invocation may
// make about a thousand calls to KV and other services together, and a run asks hundreds of points.
// So a run's answers go into one entry per 5 minutes of the clock (`weather:v1:at:<n>`), and a run
// reads the entries of the last 3 hours (the oldest answer a game may be judged by) in one bulk
// read; points outside the service's area are listed in one more entry for a day. Freshness is read from each answer's own `at`, on the clock of
// the run that reads it (a cron run's `scheduledTime`).

const BUCKET_MS = 5 * 60_000;
const bucketKey = (bucket: number) => `weather:v1:at:${bucket}`;
const OUTSIDE_KEY = "weather:v1:outside";
/** How long KV keeps the entries: past their use, only so they are cleared. */
const KEEP_SECONDS = { bucket: 4 * 60 * 60, outside: 2 * 24 * 60 * 60 } as const;

const KeptSchema = z.object({
  at: z.number(),
  outcome: z.enum(["found", "outside", "failed"]),
  alerts: z.array(
    z.object({
      event: z.string(),
      severity: z.enum(WEATHER_SEVERITIES),
      headline: z.string(),
      onset: z.number().nullable(),
      ends: z.number().nullable(),
    }),
  ),
});
const BucketSchema = z.record(z.string(), KeptSchema);
const OutsideSchema = z.record(z.string(), z.number());

/** An answer as kept: what the service said, and when it was asked. */
export type KeptAnswer = WeatherAnswer & { at: number };

/** What a run read: every point's latest answer, and the entries it will write again. */
export type WeatherCache = {
  answers: Map<string, KeptAnswer>;
  current: Record<string, KeptAnswer>;
  outside: Record<string, number>;
};

/**
 * Whether a kept answer serves a game at `now` with `msToLeave` before its leave-by: an answer no
 * older than the game allows (allowedCheckAge); a failure for 15 minutes (the point is not asked
 * again sooner, and the game waits); a point outside the area for a day.
 */
export function serves(kept: KeptAnswer, now: number, msToLeave: number): boolean {
  const age = now - kept.at;
  const limit =
    kept.outcome === "outside"
      ? WEATHER_CHECKS.outsideFreshMs
      : kept.outcome === "failed"
        ? WEATHER_CHECKS.pointFreshMs
        : allowedCheckAge(msToLeave);
  return age >= 0 && age < limit;
}

/** The buckets a run at `now` reads: those that can hold an answer a game may still use, oldest first. */
function bucketsAt(now: number): number[] {
  const last = Math.floor(now / BUCKET_MS);
  const first = Math.floor((now - WEATHER_CHECKS.maxCheckAgeMs) / BUCKET_MS);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

const parsed = <T>(schema: z.ZodType<T>, value: unknown, empty: T): T => {
  const result = schema.safeParse(value);
  return result.success ? result.data : empty;
};

/** The answers kept at `now`, by point (a later answer over an earlier one), in one KV call. */
export async function readWeatherCache(kv: KVNamespace, now: number): Promise<WeatherCache> {
  const buckets = bucketsAt(now);
  const keys = [...buckets.map(bucketKey), OUTSIDE_KEY];
  const values = await kv.get<unknown>(keys, "json").catch((error: unknown) => {
    console.warn("weather cache read failed", error instanceof Error ? error.message : error);
    return null;
  });
  const answers = new Map<string, KeptAnswer>();
  const outside = parsed(OutsideSchema, values?.get(OUTSIDE_KEY) ?? null, {});
  for (const [point, at] of Object.entries(outside)) answers.set(point, { outcome: "outside", alerts: [], at });
  let current: Record<string, KeptAnswer> = {};
  for (const bucket of buckets) {
    current = parsed(BucketSchema, values?.get(bucketKey(bucket)) ?? null, {});
    for (const [point, answer] of Object.entries(current)) answers.set(point, answer);
  }
  return { answers, current, outside };
}

/**
 * Keeps a run's new answers: added to the entry of `now`'s 5 minutes (one write), and the points
 * found outside the area to their list (a write only when there is one). A failed write is logged;
 * those points may be asked again by the next run.
 */
export async function keepWeatherAnswers(
  kv: KVNamespace,
  now: number,
  read: WeatherCache,
  asked: Map<string, KeptAnswer>,
): Promise<void> {
  if (asked.size === 0) return;
  const logged = (error: unknown) => {
    console.warn("weather cache write failed", error instanceof Error ? error.message : error);
  };
  const current = { ...read.current, ...Object.fromEntries(asked) };
  const writes = [
    kv
      .put(bucketKey(Math.floor(now / BUCKET_MS)), JSON.stringify(current), { expirationTtl: KEEP_SECONDS.bucket })
      .catch(logged),
  ];
  const newlyOutside = [...asked].filter(([, answer]) => answer.outcome === "outside");
  if (newlyOutside.length > 0) {
    const outside = Object.fromEntries([
      ...Object.entries(read.outside).filter(([, at]) => now - at < WEATHER_CHECKS.outsideFreshMs),
      ...newlyOutside.map(([point, answer]) => [point, answer.at] as const),
    ]);
    writes.push(kv.put(OUTSIDE_KEY, JSON.stringify(outside), { expirationTtl: KEEP_SECONDS.outside }).catch(logged));
  }
  await Promise.all(writes);
}
