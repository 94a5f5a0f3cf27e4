// The assigning platforms of the feed simulation (`npm run bench:feeds`, docs/performance/notes/182-feeds-simulation.md): one
// HTTP server on this machine answering for 2,000 hosts, each a loopback address of its own
// (127.10.0.1 … 127.17.207.1, one port). Vitest's global setup starts it in Node, beside the
// workerd that runs the Worker's code. It answers as platforms do, 304 for most fetches, and keeps
// what a platform would see: per host, the fetches in flight and started per minute, in the
// simulation's clock (the Worker's fetches carry their simulated start and end in two headers).
import { writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { TestProject } from "vitest/node";
import { workerdCpuMs } from "../lib.ts";
import { feedAnswer, type ScriptedWait, SIM_HEADERS, type SimPlan, simHost, waitAnswer } from "./plan.ts";

type HostLog = { starts: number[]; ends: number[]; conditional: number; unconditional: number };

/** What the platforms saw, per host. */
export type PlatformStats = {
  requests: number;
  notModified: number;
  changed: number;
  /** 200 with the calendar unchanged (a fetch without a validator). */
  whole: number;
  errors: number;
  asksToWait: number;
  unconditional: number;
  hosts: Array<{ host: string; requests: number; mostInFlight: number; mostPerMinute: number; mostIn60s: number }>;
  /** Requests a host received while it had asked to be left alone (its Retry-After not yet over). */
  duringPauses: number;
  /** The same, from consumer invocations that had started before the host asked. */
  duringPausesAlreadyRunning: number;
  /** Fetches per feed: the fewest and the most over the simulated span. */
  perFeed: { fewest: number; most: number; feeds: number };
};

export default async function setup(project: TestProject) {
  const logs = new Map<string, HostLog>();
  const versions = new Map<string, number>();
  const fetchesPerFeed = new Map<string, number>();
  const pauses: Array<{ host: string; from: number; until: number }> = [];
  const firedWaits = new Set<ScriptedWait>();
  let plan: SimPlan | null = null;
  const totals = {
    requests: 0,
    notModified: 0,
    changed: 0,
    whole: 0,
    errors: 0,
    asksToWait: 0,
    unconditional: 0,
    duringPauses: 0,
    duringPausesAlreadyRunning: 0,
  };
  // Started by run.ts as the leader of a process group of its own: its workerd, nobody else's.
  const processGroup = process.env.SIM_OWN_GROUP ? process.pid : undefined;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://platforms");
    if (url.pathname === "/__cpu") return send(response, 200, JSON.stringify({ cpuMs: workerdCpuMs(processGroup) }));
    if (url.pathname === "/__plan" && request.method === "POST") {
      return readBody(request).then((body) => {
        plan = JSON.parse(body) as SimPlan;
        send(response, 204, "");
      });
    }
    if (url.pathname === "/__stats") return send(response, 200, JSON.stringify(stats()));
    if (url.pathname === "/__progress") {
      console.error(`simulated ${url.searchParams.get("at")}: ${totals.requests} fetches so far`);
      return send(response, 204, "");
    }
    if (url.pathname === "/__report" && request.method === "POST") {
      return readBody(request).then((body) => {
        writeFileSync(process.env.SIM_REPORT ?? "feeds-simulation.json", body);
        send(response, 204, "");
      });
    }
    return answerFeed(request, response);
  });

  function answerFeed(request: IncomingMessage, response: ServerResponse) {
    const host = request.headers.host ?? "";
    const feedId = (request.url ?? "").split("/").at(-1) ?? "";
    const start = Number(request.headers[SIM_HEADERS.start]);
    const end = Number(request.headers[SIM_HEADERS.end]);
    const invocation = Number(request.headers[SIM_HEADERS.invocation]);
    const log = logs.get(host) ?? { starts: [], ends: [], conditional: 0, unconditional: 0 };
    logs.set(host, log);
    log.starts.push(start);
    log.ends.push(end);
    const validator = request.headers["if-none-match"];
    if (validator) log.conditional++;
    else log.unconditional++;
    totals.requests++;
    if (!validator) totals.unconditional++;
    const pause = pauses.find((one) => one.host === host && start >= one.from && start < one.until);
    // An invocation that started before the host asked to wait (its lane already running) is counted
    // apart: in the simulation invocations run one after another, so it never read the pause.
    if (pause && invocation >= pause.from) totals.duringPauses++;
    else if (pause) totals.duringPausesAlreadyRunning++;
    const fetchNumber = (fetchesPerFeed.get(feedId) ?? 0) + 1;
    fetchesPerFeed.set(feedId, fetchNumber);
    const version = versions.get(feedId) ?? 0;
    const scripted = plan?.waits.find(
      (wait) => !firedWaits.has(wait) && plan && host === simHost(wait.hostIndex, plan.port) && start >= wait.at,
    );
    if (scripted) firedWaits.add(scripted);
    const answer = scripted
      ? waitAnswer(scripted, version)
      : feedAnswer({ startAt: plan?.startAt ?? 0, feedId, fetchNumber, version, validator });
    if (answer.kind === "changed") versions.set(feedId, answer.version);
    if (answer.kind === "wait")
      pauses.push({ host, from: start, until: start + Number(answer.headers["retry-after"]) * 1000 });
    if (answer.kind === "not-modified") totals.notModified++;
    else if (answer.kind === "wait") totals.asksToWait++;
    else if (answer.kind === "error") totals.errors++;
    else if (answer.kind === "changed") totals.changed++;
    else totals.whole++;
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  }

  function stats(): PlatformStats {
    const hosts = [...logs].map(([host, log]) => ({
      host,
      requests: log.starts.length,
      mostInFlight: mostOverlapping(log.starts, log.ends),
      mostPerMinute: mostPerCalendarMinute(log.starts),
      mostIn60s: mostInWindow(log.starts, 60_000),
    }));
    hosts.sort((a, b) => b.requests - a.requests);
    const counts = [...fetchesPerFeed.values()];
    return {
      ...totals,
      hosts,
      perFeed: {
        fewest: counts.reduce((fewest, count) => Math.min(fewest, count), counts[0] ?? 0),
        most: counts.reduce((most, count) => Math.max(most, count), 0),
        feeds: counts.length,
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the platforms' server has no port");
  project.provide("platformsPort", address.port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function send(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(body);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** The most intervals [start, end) open at one instant. */
function mostOverlapping(starts: number[], ends: number[]): number {
  const events = [...starts.map((at) => [at, 1] as const), ...ends.map((at) => [at, -1] as const)];
  // An interval ending at the instant another starts does not overlap it.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let most = 0;
  for (const [, step] of events) {
    open += step;
    most = Math.max(most, open);
  }
  return most;
}

function mostPerCalendarMinute(starts: number[]): number {
  const perMinute = new Map<number, number>();
  for (const at of starts) perMinute.set(Math.floor(at / 60_000), (perMinute.get(Math.floor(at / 60_000)) ?? 0) + 1);
  return Math.max(0, ...perMinute.values());
}

/** The most starts within any span of `windowMs` (a sliding window, so no calendar edge hides a burst). */
function mostInWindow(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while ((sorted[last] ?? 0) - (sorted[first] ?? 0) >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
