// `npm run bench:feeds` (docs/performance/notes/182-feeds-simulation.md, docs/performance.md "Feeds at national scale"): runs the
// simulation (its own Vitest run, never part of `npm test`) in a process group of its own, so the
// CPU read from /proc is its workerd's alone, then prints the figures with the machine's load.
// SIM_FEEDS, SIM_HOURS and SIM_HOSTS scale it down for a quick look; SIM_REPORT names the JSON kept.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { machineLoad, median } from "../lib.ts";
import type { PlatformStats } from "./platforms.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const reportFile = process.env.SIM_REPORT ?? path.join(tmpdir(), `feeds-simulation-${process.pid}.json`);

type Run = {
  at: number;
  due: number;
  queued: number;
  leftOver: number;
  cpuMs: number;
  rowsRead: number;
  rowsWritten: number;
  pages: number;
  continued: boolean;
};
type Report = {
  plan: { feeds: number; hours: number; hosts: number; startAt: number };
  machine: { seededInMs: number; simulatedInMs: number };
  database: { bytesSeeded: number; bytesAtEnd: number; users: number; feeds: number; games: number };
  runs: Run[];
  consumer: {
    invocations: number;
    messages: number;
    cpuMs: number;
    rowsRead: number;
    rowsWritten: number;
    retried: number;
    dropped: number;
    busyMs: number;
    longestInvocationMs: number;
    mostVisible: number;
    mostHeld: number;
    sent: number;
  };
  schedule: { feedsQueued: number; failedFeeds: number; widestGapMs: number; widestGapHealthyMs: number };
  platforms: PlatformStats;
};

console.log(`Feeds simulation: ${new Date().toISOString()}, ${machineLoad()}`);
const started = Date.now();
const exitCode = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "--config", "bench/feeds/vitest.config.ts"],
    {
      cwd: ROOT,
      stdio: "inherit",
      detached: true,
      env: { ...process.env, SIM_REPORT: reportFile, SIM_OWN_GROUP: "1" },
    },
  );
  child.on("exit", (code) => resolve(code ?? 1));
});
const wallMs = Date.now() - started;
console.log(`Finished in ${(wallMs / 60_000).toFixed(1)} min, ${machineLoad()}`);
if (exitCode !== 0) process.exit(exitCode);

const report = JSON.parse(readFileSync(reportFile, "utf8")) as Report;
const { runs, consumer, platforms, schedule, plan } = report;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${sorted[0] ?? 0}, median ${median(sorted)}, max ${sorted.at(-1) ?? 0}`;
};
const totalDue = sum(runs.map((run) => run.due));
console.log(
  `\n${plan.feeds} subscriptions on ${plan.hosts} hosts, ${plan.hours} simulated hours, ${runs.length} cron runs`,
);
console.log(
  `seeded in ${(report.machine.seededInMs / 1000).toFixed(0)} s, simulated in ${(report.machine.simulatedInMs / 60_000).toFixed(1)} min`,
);
console.log(
  `local D1: ${(report.database.bytesSeeded / 1e6).toFixed(1)} MB seeded, ${(report.database.bytesAtEnd / 1e6).toFixed(1)} MB at the end (${report.database.users} people, ${report.database.feeds} feeds, ${report.database.games} games)`,
);
console.log("\nPer cron run:");
console.log(`  feeds due        ${stat(runs.map((run) => run.due))} (total ${totalDue})`);
console.log(`  queued           ${stat(runs.map((run) => run.queued))}`);
console.log(
  `  left over        ${stat(runs.map((run) => run.leftOver))} (runs with any: ${runs.filter((run) => run.leftOver > 0).length})`,
);
console.log(
  `  pages            ${stat(runs.map((run) => run.pages))}; continued: ${runs.filter((run) => run.continued).length}`,
);
console.log(
  `  workerd CPU (ms) ${stat(runs.map((run) => run.cpuMs))}; total ${sum(runs.map((run) => run.cpuMs))} = ${(sum(runs.map((run) => run.cpuMs)) / Math.max(1, totalDue)).toFixed(3)} ms per feed due`,
);
console.log(
  `  D1 rows read     ${stat(runs.map((run) => run.rowsRead))} = ${(sum(runs.map((run) => run.rowsRead)) / Math.max(1, totalDue)).toFixed(2)} per feed due`,
);
console.log(`  D1 rows written  ${stat(runs.map((run) => run.rowsWritten))}`);
console.log("\nPer hour (sums of the runs):");
for (let hour = 0; hour < plan.hours; hour++) {
  const inHour = runs.filter(
    (run) => run.at >= plan.startAt + hour * 3_600_000 && run.at < plan.startAt + (hour + 1) * 3_600_000,
  );
  console.log(
    `  ${String(hour).padStart(2, "0")}:00  due ${sum(inHour.map((run) => run.due))}  queued ${sum(inHour.map((run) => run.queued))}  left over ${sum(inHour.map((run) => run.leftOver))}  CPU ${sum(inHour.map((run) => run.cpuMs))} ms  rows read ${sum(inHour.map((run) => run.rowsRead))}  written ${sum(inHour.map((run) => run.rowsWritten))}`,
  );
}
console.log("\nQueue consumer:");
console.log(
  `  invocations ${consumer.invocations}, messages ${consumer.messages} (${(consumer.messages / Math.max(1, consumer.invocations)).toFixed(1)} a batch), sent ${consumer.sent}, retried ${consumer.retried}, dropped ${consumer.dropped}`,
);
console.log(`  largest backlog: ${consumer.mostVisible} visible, ${consumer.mostHeld} held (visible + delayed)`);
console.log(
  `  workerd CPU ${consumer.cpuMs} ms = ${(consumer.cpuMs / Math.max(1, consumer.messages)).toFixed(2)} ms a message; D1 rows ${(consumer.rowsRead / Math.max(1, consumer.messages)).toFixed(1)} read and ${(consumer.rowsWritten / Math.max(1, consumer.messages)).toFixed(2)} written a message`,
);
const capacityMs = 4 * plan.hours * 3_600_000;
console.log(
  `  consumers busy ${((100 * consumer.busyMs) / capacityMs).toFixed(1)} % of the time (4 at once), longest invocation ${(consumer.longestInvocationMs / 1000).toFixed(1)} s: the same host mix fills them at about ${Math.round((plan.feeds * capacityMs) / Math.max(1, consumer.busyMs))} subscriptions`,
);
console.log("\nSchedule:");
console.log(
  `  feeds queued at least once ${schedule.feedsQueued}; feeds that failed at least once ${schedule.failedFeeds}`,
);
console.log(
  `  widest gap between two queuings of a feed: ${(schedule.widestGapMs / 3_600_000).toFixed(2)} h; of a feed that never failed: ${(schedule.widestGapHealthyMs / 3_600_000).toFixed(2)} h`,
);
console.log("\nThe platforms saw:");
console.log(
  `  ${platforms.requests} fetches: ${platforms.notModified} 304, ${platforms.changed} changed, ${platforms.whole} whole 200, ${platforms.errors} errors, ${platforms.asksToWait} asked to wait; ${platforms.unconditional} without a validator`,
);
console.log(
  `  during a host's pause: ${platforms.duringPauses} from invocations started after it began, ${platforms.duringPausesAlreadyRunning} from invocations already running`,
);
console.log(
  `  fetches per feed: fewest ${platforms.perFeed.fewest}, most ${platforms.perFeed.most} (${platforms.perFeed.feeds} feeds)`,
);
console.log("  host                    fetches  most in flight  most in a calendar minute  most in any 60 s");
for (const host of platforms.hosts.slice(0, 6)) {
  console.log(
    `  ${host.host.padEnd(22)} ${String(host.requests).padStart(8)} ${String(host.mostInFlight).padStart(15)} ${String(host.mostPerMinute).padStart(26)} ${String(host.mostIn60s).padStart(17)}`,
  );
}
const small = platforms.hosts.slice(4);
console.log(
  `  the other ${small.length} hosts: most in flight ${Math.max(0, ...small.map((host) => host.mostInFlight))}, most in a minute ${Math.max(0, ...small.map((host) => host.mostPerMinute))}`,
);
console.log(
  `  every host: most in flight ${Math.max(0, ...platforms.hosts.map((host) => host.mostInFlight))}, most in any 60 s ${Math.max(0, ...platforms.hosts.map((host) => host.mostIn60s))}`,
);
