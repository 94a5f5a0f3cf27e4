import { sql } from "drizzle-orm";
import { SEASON_RULES } from "../../core/games/limits";
import type { Coordinates } from "../../core/geo/distance";
import { type GameWeather, WEATHER_CHECKS } from "../../core/weather/limits";
import { WEATHER_TEXT } from "../../core/weather/messages";
import type { D1Ctx, Db, DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { games } from "../db/schema.server";
import { gameTimes } from "../games/game.server";
import { weatherColumn } from "../games/game-weather";
import { type KeptAnswer, keepWeatherAnswers, readWeatherCache, serves } from "../weather/cache.server";
import { judgeWeather, type WeatherVerdict } from "../weather/rule";
import type { WeatherCtx } from "../weather/weather";
import { weatherNotice } from "./notices";
import type { NotificationsCtx } from "./queue-ctx";
import { type OnceNotice, queueOnce } from "./sends.server";
import { type CheckRow, gamesInLine, type Placed } from "./weather-line.server";

const MINUTE_MS = 60_000;
const { requestsPerRun, inFlight } = WEATHER_CHECKS;

/** The key that makes the weather's push once per game (docs/decisions/240). */
export const weatherKey = (gameId: string) => `weather:${gameId}`;

/** Runs `work` on each item, at most `limit` at once. */
async function inPool<Item>(items: Item[], limit: number, work: (item: Item) => Promise<void>): Promise<void> {
  const waiting = [...items];
  const worker = async () => {
    for (let item = waiting.shift(); item !== undefined; item = waiting.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, waiting.length) }, worker));
}

/**
 * Each point's latest answer, from KV; a point whose answer does not serve a game (none, or older
 * than the game allows) is asked, those of the games first in line first, at most `requestsPerRun`
 * of them, and kept. A point left unasked has no answer this run: its games wait for the next.
 */
async function answersFor(ctx: DbCtx & D1Ctx & NotificationsCtx & WeatherCtx, line: Placed[], now: number) {
  const cache = await readWeatherCache(ctx.weatherCache, now);
  const answers = new Map(cache.answers);
  const wanted = new Map<string, Coordinates>();
  for (const game of line) {
    for (const [key, point] of game.points) {
      const kept = answers.get(key);
      if (!kept || !serves(kept, now, game.msToLeave)) wanted.set(key, point);
    }
    if (wanted.size >= requestsPerRun) break;
  }
  const asked = new Map<string, KeptAnswer>();
  const weather = ctx.weather;
  if (weather) {
    await inPool([...wanted].slice(0, requestsPerRun), inFlight, async ([key, point]) => {
      asked.set(key, { ...(await weather.alertsAt(point)), at: now });
    });
  }
  await keepWeatherAnswers(ctx.weatherCache, now, cache, asked);
  for (const [key, answer] of asked) answers.set(key, answer);
  return { answers, asked };
}

/**
 * A game's verdict from its points' answers, and when the older of them was asked; null while one
 * is missing, too old for it or failed (the game keeps what it had).
 */
function verdictOf(
  { row, gym, start, msToLeave }: Placed,
  answers: Map<string, KeptAnswer>,
  now: number,
): { verdict: WeatherVerdict; answeredAt: number } | null {
  const atGym = answers.get(gym);
  const atStart = start === null ? null : answers.get(start);
  const usable = (answer: KeptAnswer | undefined): answer is KeptAnswer =>
    answer !== undefined && answer.outcome !== "failed" && serves(answer, now, msToLeave);
  if (!usable(atGym) || (atStart !== null && !usable(atStart))) return null;
  const plan = { tipoffAt: row.tipoff_at, bufferMinutes: row.buffer_minutes, driveMinutes: row.drive_minutes };
  const { leaveAt, arriveBy } = gameTimes({ ...plan, earlierMinutes: 0 });
  const verdict = judgeWeather({
    trip: { leaveAt, arriveBy, gameEndsAt: row.tipoff_at + SEASON_RULES.gameMinutes * MINUTE_MS },
    driveMinutes: row.drive_minutes,
    gym: { place: row.name, alerts: atGym.alerts },
    start: atStart ? { place: WEATHER_TEXT.startPlace(row.start_label ?? ""), alerts: atStart.alerts } : null,
  });
  return { verdict, answeredAt: Math.min(atGym.at, atStart?.at ?? atGym.at) };
}

type Verdict = { id: string; weather: GameWeather; minutes: number; changed: boolean };

/**
 * Whether a verdict says something other than the game's last one (then the game's `updated_at`
 * moves): a game never checked said nothing, as a check that finds nothing does.
 */
function changedFrom(row: CheckRow, weather: GameWeather, minutes: number): boolean {
  const said = (found: GameWeather | null) =>
    JSON.stringify({ alerts: found?.alerts ?? [], moved: found?.moved ?? null });
  return said(weatherColumn(row.weather)) !== said(weather) || row.weather_minutes !== minutes;
}

/** Verdicts written per statement: one JSON parameter of some 200 bytes each, well under D1's 100 KB statement. */
const VERDICTS_PER_STATEMENT = 400;

/**
 * Writes the verdicts, a few hundred games a statement (their verdicts as one JSON parameter that
 * SQLite reads with json_each), so a run's D1 statements stay few whatever it judged. A changed
 * verdict moves `updated_at` to the run's instant (the calendar feed's LAST-MODIFIED), never back:
 * a game edited during the run stays newer than its check, and is checked again next run.
 */
async function writeVerdicts(db: Db, verdicts: Verdict[], now: number): Promise<void> {
  for (const part of inChunks(verdicts, VERDICTS_PER_STATEMENT)) {
    const rows = JSON.stringify(part.map(({ id, weather, minutes, changed }) => [id, weather, minutes, changed]));
    await db.run(sql`
      UPDATE ${games} SET
        weather = json_extract(verdict.value, '$[1]'),
        weather_minutes = json_extract(verdict.value, '$[2]'),
        updated_at = CASE WHEN json_extract(verdict.value, '$[3]') THEN max(${games.updatedAt}, ${now}) ELSE ${games.updatedAt} END
      FROM json_each(${rows}) AS verdict
      WHERE ${games.id} = json_extract(verdict.value, '$[0]')`);
  }
}

/** The push for a game whose leave-by the weather moved, while that leave-by is still ahead. */
function noticeOf(row: CheckRow, verdict: WeatherVerdict, now: number): OnceNotice[] {
  if (!verdict.moved || verdict.minutes === 0 || row.reachable !== 1) return [];
  const weatherReason = WEATHER_TEXT.reason(verdict.moved.event, verdict.moved.place);
  const game = {
    id: row.id,
    arenaId: row.arena_id,
    arenaName: row.name,
    officialsEntrance: row.officials_entrance,
    tipoffAt: row.tipoff_at,
    timeZone: row.time_zone,
    bufferMinutes: row.buffer_minutes,
    driveMinutes: row.drive_minutes,
    earlierMinutes: verdict.minutes,
    weatherReason,
    hasStart: true,
  };
  if (gameTimes(game).leaveAt <= now) return [];
  return [
    { key: weatherKey(row.id), userId: row.user_id, kind: "weather", gameId: row.id, notice: weatherNotice(game) },
  ];
}

export type WeatherRun = {
  /** Games read, judged (the rest wait), points asked, and points whose answer failed. */
  games: number;
  judged: number;
  requests: number;
  failed: number;
  moved: number;
  queued: number;
  rowsRead: number;
};

const NOTHING: WeatherRun = { games: 0, judged: 0, requests: 0, failed: 0, moved: 0, queued: 0, rowsRead: 0 };

/**
 * The cron's weather check (docs/decisions/240): the games leaving within 12 hours are judged by
 * the alerts at their gym and start, each point asked at most once in 15 minutes by the whole app
 * and a run asking at most `requestsPerRun` points; a game whose leave-by moved gets its push once.
 */
export async function checkWeather(
  ctx: DbCtx & D1Ctx & NotificationsCtx & WeatherCtx,
  now: number,
): Promise<WeatherRun> {
  if (!ctx.weather) return NOTHING;
  const { line, rowsRead } = await gamesInLine(ctx, now);
  const { answers, asked } = await answersFor(ctx, line, now);
  const verdicts: Verdict[] = [];
  const notices: OnceNotice[] = [];
  for (const game of line) {
    const found = verdictOf(game, answers, now);
    if (!found) continue;
    const { verdict, answeredAt } = found;
    const weather: GameWeather = { checkedAt: now, answeredAt, alerts: verdict.alerts, moved: verdict.moved };
    const changed = changedFrom(game.row, weather, verdict.minutes);
    verdicts.push({ id: game.row.id, weather, minutes: verdict.minutes, changed });
    notices.push(...noticeOf(game.row, verdict, now));
  }
  await writeVerdicts(ctx.db, verdicts, now);
  const queued = await queueOnce(ctx, notices, now);
  const failed = [...asked.values()].filter((answer) => answer.outcome === "failed").length;
  return {
    games: line.length,
    judged: verdicts.length,
    requests: asked.size,
    failed,
    moved: verdicts.filter((verdict) => verdict.minutes > 0).length,
    queued: queued.length,
    rowsRead,
  };
}
