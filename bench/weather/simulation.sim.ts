// `npm run bench:weather` (docs/decisions/240): a simulated day of the weather check at national
// scale. The Worker's own cron step (worker/notifications/weather.server.ts) runs in workerd every
// 5 simulated minutes on a local D1 holding 100,000 games of one winter Tuesday at the schools
// index's gyms, with the local KV as its cache and an in-process weather service that answers at
// once and notes each request. Printed: requests per run against the cap, the shortest time between
// two requests for one point, how many games were checked before their leave-by and how fresh that
// check was, and each run's D1 and KV work.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { it } from "vitest";
import type { Coordinates } from "~/core/geo/distance";
import { WEATHER_CHECKS } from "~/core/weather/limits";
import highSchools from "~/scripts/seed/high-schools.json";
import { meterD1 } from "~/tests/worker/d1-meter";
import { createDb } from "~/worker/db/client.server";
import { timeZoneAt } from "~/worker/games/time-zone.server";
import { checkWeather } from "~/worker/notifications/weather.server";
import { pointText, type Weather } from "~/worker/weather/weather";
import { planDay, type SimGame, simulatedAlerts } from "./plan";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const RUN_MS = 5 * MINUTE_MS;
const DATE = "2027-01-12";
// The day's runs from 06:00 UTC (a 4:00 PM tip-off in New York leaves before 21:00 UTC, six hours
// later) to 08:00 UTC the next day (the last Pacific games have left).
const FIRST_RUN = Date.parse(`${DATE}T06:00:00Z`);

const simGames = Number(env.SIM_GAMES ?? 100_000);
const simHours = Number(env.SIM_HOURS ?? 26);

type RunRow = {
  at: number;
  games: number;
  judged: number;
  requests: number;
  moved: number;
  kvReads: number;
  kvWrites: number;
  d1Calls: number;
  rowsRead: number;
  rowsWritten: number;
  wallMs: number;
};

it(
  `a simulated day of ${simGames} games' weather`,
  async () => {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const column = (name: string) => highSchools.columns.indexOf(name);
    const schools = (highSchools.rows as unknown[][]).flatMap((row) => {
      const latitude = Number(row[column("latitude")]);
      const longitude = Number(row[column("longitude")]);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      return [{ name: String(row[column("name")]), state: String(row[column("state")]), latitude, longitude }];
    });
    const plan = planDay({ games: simGames, date: DATE, schools, zoneAt: timeZoneAt });
    const seeding = Date.now();
    await seed(plan.gyms, plan.games);
    const seededInMs = Date.now() - seeding;

    // The weather service: answers at once, notes each request by grid point and instant.
    let clock = FIRST_RUN;
    const requestsAt = new Map<string, number[]>();
    const weather: Weather = {
      alertsAt: async (point: Coordinates) => {
        const key = pointText(point);
        requestsAt.set(key, [...(requestsAt.get(key) ?? []), clock]);
        return { outcome: "found", alerts: simulatedAlerts(point, Date.parse(`${DATE}T00:00:00Z`)) };
      },
    };
    // The KV namespace, counting its calls (a bulk read of up to 100 keys is one).
    const kv = { reads: 0, writes: 0 };
    const cache = {
      get: (keys: string[], type: "json") => {
        kv.reads += 1;
        return env.GEOCODE_CACHE.get(keys, type);
      },
      put: (key: string, value: string, options: KVNamespacePutOptions) => {
        kv.writes += 1;
        return env.GEOCODE_CACHE.put(key, value, options);
      },
    } as unknown as KVNamespace;
    const queue = { sendBatch: async () => undefined } as unknown as Queue;
    const deps = { db: createDb(env.DB), d1: env.DB, notifications: queue, weather, weatherCache: cache };

    const runs: RunRow[] = [];
    const atLeaveBy: Array<{ checkedAt: number | null; leaveAt: number; moved: boolean }> = [];
    const started = Date.now();
    for (let at = FIRST_RUN; at <= FIRST_RUN + simHours * HOUR_MS; at += RUN_MS) {
      clock = at;
      kv.reads = 0;
      kv.writes = 0;
      const meter = meterD1();
      const wall = Date.now();
      const run = await checkWeather(deps, at);
      const wallMs = Date.now() - wall;
      const cost = meter.stop();
      runs.push({
        at,
        games: run.games,
        judged: run.judged,
        requests: run.requests,
        moved: run.moved,
        kvReads: kv.reads,
        kvWrites: kv.writes,
        d1Calls: cost.answers,
        rowsRead: cost.rowsRead,
        rowsWritten: cost.rowsWritten,
        wallMs,
      });
      // What each game whose leave-by came in the next 5 minutes knew by then.
      const leaving = await env.DB.prepare(
        `SELECT json_extract(weather, '$.answeredAt') AS checkedAt, weather_minutes AS minutes,
           (tipoff_at - (buffer_minutes + drive_minutes + weather_minutes) * 60000) AS leaveAt
         FROM games WHERE status IN ('scheduled', 'changed')
           AND (tipoff_at - (buffer_minutes + drive_minutes + weather_minutes) * 60000) > ?
           AND (tipoff_at - (buffer_minutes + drive_minutes + weather_minutes) * 60000) <= ?`,
      )
        .bind(at, at + RUN_MS)
        .all<{ checkedAt: number | null; minutes: number; leaveAt: number }>();
      for (const row of leaving.results) {
        atLeaveBy.push({ checkedAt: row.checkedAt, leaveAt: row.leaveAt, moved: row.minutes > 0 });
      }
    }
    const simulatedInMs = Date.now() - started;
    console.log(report({ plan, runs, atLeaveBy, requestsAt, seededInMs, simulatedInMs }));
  },
  6 * HOUR_MS,
);

const quantile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${quantile(sorted, 0.5)}, p95 ${quantile(sorted, 0.95)}, max ${sorted.at(-1) ?? 0}`;
};

function report({
  plan,
  runs,
  atLeaveBy,
  requestsAt,
  seededInMs,
  simulatedInMs,
}: {
  plan: { gyms: unknown[]; games: SimGame[] };
  runs: RunRow[];
  atLeaveBy: Array<{ checkedAt: number | null; leaveAt: number; moved: boolean }>;
  requestsAt: Map<string, number[]>;
  seededInMs: number;
  simulatedInMs: number;
}): string {
  const points = new Set(plan.games.flatMap((game) => [pointText(game.gym), pointText(game.start)]));
  const gaps = [...requestsAt.values()].flatMap((times) =>
    times.slice(1).map((time, index) => time - (times[index] ?? 0)),
  );
  // The most requests any one point received in any 15-minute stretch (a window from each request).
  const most15 = Math.max(
    0,
    ...[...requestsAt.values()].map((times) =>
      Math.max(...times.map((time) => times.filter((other) => other >= time && other < time + 15 * MINUTE_MS).length)),
    ),
  );
  const total = runs.reduce((sum, run) => sum + run.requests, 0);
  const checked = atLeaveBy.filter((game) => game.checkedAt !== null);
  const ages = checked.map((game) => Math.round((game.leaveAt - (game.checkedAt ?? 0)) / MINUTE_MS));
  const within = (minutes: number) =>
    `${((100 * ages.filter((age) => age <= minutes).length) / Math.max(1, atLeaveBy.length)).toFixed(1)} %`;
  const busy = runs.filter((run) => run.games > 0);
  const perHour = Array.from({ length: Math.ceil(runs.length / 12) }, (_, hour) => {
    const inHour = runs.slice(hour * 12, hour * 12 + 12);
    const sum = (pick: (run: RunRow) => number) => inHour.reduce((all, run) => all + pick(run), 0);
    const at = new Date(inHour[0]?.at ?? 0).toISOString().slice(11, 16);
    return `  ${at}Z  games read ${sum((run) => run.games)}, judged ${sum((run) => run.judged)}, requests ${sum((run) => run.requests)}`;
  });
  return [
    "",
    `Weather simulation: ${plan.games.length} games at ${plan.gyms.length} gyms on ${DATE}, ${points.size} grid points (${WEATHER_CHECKS.gridDegrees}°), ${runs.length} cron runs`,
    `seeded in ${(seededInMs / 1000).toFixed(0)} s, simulated in ${(simulatedInMs / 60_000).toFixed(1)} min`,
    "",
    `Requests: ${total} in the day to ${requestsAt.size} points; per run ${stat(runs.map((run) => run.requests))} (cap ${WEATHER_CHECKS.requestsPerRun})`,
    `  shortest time between two requests for one point: ${gaps.length > 0 ? Math.min(...gaps) / MINUTE_MS : "none"} min; most requests for one point in any 15 minutes: ${most15}`,
    "",
    `Games at their leave-by: ${atLeaveBy.length}; checked before it ${checked.length} (${((100 * checked.length) / Math.max(1, atLeaveBy.length)).toFixed(1)} %), leave-by moved ${atLeaveBy.filter((game) => game.moved).length}`,
    `  age of the last check at leave-by (min): ${stat(ages)}; within 15 min ${within(15)}, 30 min ${within(30)}, 60 min ${within(60)}, 3 h ${within(180)}`,
    "",
    `Per run with games to check (${busy.length} of ${runs.length}):`,
    `  games read     ${stat(busy.map((run) => run.games))}`,
    `  judged         ${stat(busy.map((run) => run.judged))}`,
    `  KV reads       ${stat(busy.map((run) => run.kvReads))} (calls of up to 100 keys); writes ${stat(busy.map((run) => run.kvWrites))}`,
    `  D1 calls       ${stat(busy.map((run) => run.d1Calls))}; rows read ${stat(busy.map((run) => run.rowsRead))}; written ${stat(busy.map((run) => run.rowsWritten))}`,
    `  D1 rows in the day: ${runs.reduce((sum, run) => sum + run.rowsRead, 0)} read, ${runs.reduce((sum, run) => sum + run.rowsWritten, 0)} written`,
    `  subrequests    ${stat(busy.map((run) => run.requests + run.kvReads + run.kvWrites + run.d1Calls))} (requests + KV + D1 calls)`,
    `  wall ms        ${stat(busy.map((run) => run.wallMs))} (local workerd, D1 and KV in process; the service answers at once)`,
    "",
    "Per hour:",
    ...perHour,
  ].join("\n");
}

/** Users, the gyms as arenas and the games, written as SQL with their values (no bind limit). */
async function seed(gyms: ReturnType<typeof planDay>["gyms"], games: SimGame[]) {
  const statements: D1PreparedStatement[] = [];
  const now = Date.now();
  const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
  for (let first = 0; first < games.length; first += 500) {
    const values = games
      .slice(first, first + 500)
      .map(
        ({ userIndex }) =>
          `('sim-user-${userIndex}', 'Official ${userIndex}', 'official-${userIndex}@sim.test', 1, 'user', ${now}, ${now})`,
      );
    statements.push(
      env.DB.prepare(
        `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES ${values.join(", ")}`,
      ),
    );
  }
  for (let first = 0; first < gyms.length; first += 300) {
    const values = gyms
      .slice(first, first + 300)
      .map(
        (gym) =>
          `('sim-gym-${gym.index}', ${text(`${gym.name} Gym`)}, ${text(gym.name)}, 'Sim', 'High School', 'Town', ${text(gym.state)}, ${gym.latitude}, ${gym.longitude}, 1, ${now}, ${now})`,
      );
    statements.push(
      env.DB.prepare(
        `INSERT INTO arenas (id, name, school, conference, level, city, state, latitude, longitude, approved, created_at, updated_at) VALUES ${values.join(", ")}`,
      ),
    );
  }
  for (let first = 0; first < games.length; first += 300) {
    const values = games
      .slice(first, first + 300)
      .map(
        (game) =>
          `('${crypto.randomUUID()}', 'sim-user-${game.userIndex}', 'sim-gym-${game.gym.index}', ${game.tipoffAt}, ${text(game.zone)}, ${game.bufferMinutes}, 'Home', ${game.start.latitude}, ${game.start.longitude}, ${game.driveMinutes}, 'estimate', ${now}, ${now})`,
      );
    statements.push(
      env.DB.prepare(
        `INSERT INTO games (id, user_id, arena_id, tipoff_at, time_zone, buffer_minutes, start_label, start_latitude, start_longitude, drive_minutes, drive_source, created_at, updated_at) VALUES ${values.join(", ")}`,
      ),
    );
  }
  for (let index = 0; index < statements.length; index += 20) await env.DB.batch(statements.slice(index, index + 20));
}
