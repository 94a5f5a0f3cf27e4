// Benchmark: the notifications cron with 100,000 upcoming games of which 2,000 have a leave-by
// reminder due (workerd CPU of the run, D1 rows its query read), and those 2,000 pushes through the
// queue to a local push service that decrypts each one and checks its VAPID header (throughput).
// The production build runs in workerd (scripts/e2e-server.ts) on a database of its own, filled
// from outside through SQLite. CPU is read from /proc for the server's own workerd processes; the
// local D1 and queue run in that workerd too, so the figures are an upper bound on the Worker's own.
// `npm run bench:notifications`, or `npx node bench/notifications.ts`; NOTIFY_BENCH_GAMES,
// NOTIFY_BENCH_DUE to scale it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { startFakePushService } from "../scripts/fake-push-service.ts";
import { localD1File } from "../scripts/lib/local-env.ts";
import { machineLoad, startBenchServer, workerdCpuMs } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 4397;
const GAMES = Number(process.env.NOTIFY_BENCH_GAMES ?? 100_000);
const DUE = Number(process.env.NOTIFY_BENCH_DUE ?? 2_000);
const FILLER_PEOPLE = 1_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
const CRON = "*/5 * * * *";

type Row = Record<string, string | number | null>;

function insertAll(database: DatabaseSync, table: string, rows: Row[]): void {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const statement = database.prepare(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
  );
  database.exec("BEGIN");
  for (const row of rows) statement.run(...columns.map((column) => row[column] ?? null));
  database.exec("COMMIT");
}

/**
 * Fills the server's D1 from outside: officials with a device each (at the local push service) and
 * one game due at `now`, others with 100 games each over the next 90 days and no device.
 */
async function seed(file: string, now: number, pushUrl: string) {
  const database = new DatabaseSync(file);
  database.exec("PRAGMA busy_timeout = 5000");
  const arenaIds = (
    database.prepare("SELECT id FROM arenas WHERE approved = 1 LIMIT 200").all() as Array<{ id: string }>
  ).map((row) => row.id);
  const created = now - 30 * DAY;
  const users: Row[] = [];
  const devices: Row[] = [];
  const games: Row[] = [];
  const game = (userId: string, index: number, tipoffAt: number): Row => ({
    id: crypto.randomUUID(),
    user_id: userId,
    arena_id: arenaIds[index % arenaIds.length] ?? null,
    tipoff_at: tipoffAt,
    time_zone: "America/Chicago",
    buffer_minutes: 60,
    drive_minutes: 30,
    drive_source: "estimate",
    created_at: created,
    updated_at: created,
  });
  for (let index = 0; index < DUE; index += 1) {
    const id = crypto.randomUUID();
    users.push({
      id,
      name: `Due ${index}`,
      email: `due-${index}-${id}@example.com`,
      created_at: created,
      updated_at: created,
    });
    const { subscription } = (await (await fetch(`${pushUrl}/subscriptions`, { method: "POST" })).json()) as {
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
    };
    devices.push({
      id: crypto.randomUUID(),
      user_id: id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: created,
      updated_at: created,
    });
    // Reminders due over the last minute: leave-by (tip-off less 90 minutes) 15 minutes after `now`.
    games.push(game(id, index, now + 15 * MINUTE + 90 * MINUTE - (index % 60) * 1000));
  }
  const rest = GAMES - DUE;
  for (let person = 0; person < FILLER_PEOPLE; person += 1) {
    const id = crypto.randomUUID();
    users.push({
      id,
      name: `Filler ${person}`,
      email: `filler-${person}-${id}@example.com`,
      created_at: created,
      updated_at: created,
    });
    for (let index = 0; index < rest / FILLER_PEOPLE; index += 1) {
      // From three hours ahead (past every reminder window) over 90 days.
      games.push(game(id, index, now + 3 * 60 * MINUTE + Math.floor(Math.random() * 90 * DAY)));
    }
  }
  insertAll(database, "users", users);
  insertAll(database, "push_subscriptions", devices);
  insertAll(database, "games", games);
  const [upcoming] = database.prepare("SELECT count(*) AS n FROM games WHERE tipoff_at > ?").all(now) as Array<{
    n: number;
  }>;
  database.close();
  return { upcoming: upcoming?.n ?? 0 };
}

async function runCron(base: string, time: number): Promise<void> {
  const response = await fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(CRON)}&time=${time}`);
  const text = await response.text();
  if (text !== "ok") throw new Error(`the cron answered ${response.status} ${text}`);
}

/** The run's own report in the server's log: "Reminders at …: N due, M queued, R D1 rows read". */
function reported(logFile: string, time: number) {
  const line = readFileSync(logFile, "utf8")
    .split("\n")
    .find((text) => text.includes(`Reminders at ${new Date(time).toISOString()}`));
  const match = /(\d+) due, (\d+) queued, (\d+) D1 rows read/.exec(line ?? "");
  return match ? { due: Number(match[1]), queued: Number(match[2]), rowsRead: Number(match[3]) } : null;
}

export async function benchNotifications() {
  process.env.BENCH_SERVER_LOG ??= path.join(ROOT, ".wrangler", `bench-notifications-${PORT}.log`);
  const logFile = process.env.BENCH_SERVER_LOG;
  const server = await startBenchServer(PORT);
  const vars = readFileSync(path.join(ROOT, `build-e2e-${PORT}`, "server", ".dev.vars"), "utf8");
  const publicKey = /^VAPID_PUBLIC_KEY=['"]?([\w-]+)/m.exec(vars)?.[1] ?? "";
  const pushService = await startFakePushService(publicKey);
  try {
    const file = localD1File(server.persistDir);
    if (!file) throw new Error("the bench server's D1 file was not found");
    const now = Math.floor(Date.now() / MINUTE) * MINUTE + 30 * DAY;
    const seeded = await seed(file, now, pushService.url);

    // A run with nothing due, a minute before: the floor.
    const idleBefore = workerdCpuMs(server.processGroup);
    await runCron(server.base, now - 2 * 60 * MINUTE);
    const idleCpu = workerdCpuMs(server.processGroup) - idleBefore;

    const before = workerdCpuMs(server.processGroup);
    const started = Date.now();
    await runCron(server.base, now);
    const cronWall = Date.now() - started;
    const cronCpu = workerdCpuMs(server.processGroup) - before;
    const report = reported(logFile, now);

    let stats = { received: 0, first: 0, last: 0 };
    for (let waited = 0; stats.received < DUE && waited < 600_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      stats = (await (await fetch(`${pushService.url}/stats`)).json()) as typeof stats;
    }
    const deliveryCpu = workerdCpuMs(server.processGroup) - before - cronCpu;
    return {
      upcoming: seeded.upcoming,
      idleCpu,
      cronCpu,
      cronWall,
      report,
      received: stats.received,
      deliverySeconds: (stats.last - started) / 1000,
      perSecond: stats.received / ((stats.last - started) / 1000),
      deliveryCpuPerPush: deliveryCpu / Math.max(1, stats.received),
      load: machineLoad(),
    };
  } finally {
    pushService.close();
    server.stop();
  }
}

export async function printNotificationsBench() {
  const result = await benchNotifications();
  const f = (value: number) => value.toFixed(1);
  console.log(
    `Notifications cron with ${result.upcoming} upcoming games, ${DUE} reminders due (workerd CPU from /proc, an upper bound: the local D1 and queue run in the same workerd):`,
  );
  console.log(`  a run with nothing due: CPU ${f(result.idleCpu)} ms`);
  console.log(
    `  the run: CPU ${f(result.cronCpu)} ms, wall ${result.cronWall} ms; ${result.report?.due} due, ${result.report?.queued} queued, ${result.report?.rowsRead} D1 rows read`,
  );
  console.log(
    `  ${result.received} pushes delivered to the local push service (decrypted, VAPID checked) in ${f(result.deliverySeconds)} s from the cron's start: ${f(result.perSecond)} pushes/s; workerd CPU ${f(result.deliveryCpuPerPush)} ms a push`,
  );
  console.log(`  ${result.load}`);
}

if (import.meta.main) await printNotificationsBench();
