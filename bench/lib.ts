// What every benchmark shares: the median, starting and waiting for the server under test, its CPU
// time, its D1 afterwards, and the machine's load.
import { execFileSync, spawn } from "node:child_process";
import { openSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const ROOT = path.resolve(import.meta.dirname, "..");

const TICKS_PER_SECOND = 100;

/** The median (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Resolves once `${base}${path}` (the health check by default) answers OK; gives up after two minutes. */
export async function waitForServer(base: string, path = "/api/health"): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}${path}`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not start`);
}

/**
 * The workerd processes in `processGroup` (the bench's own server; other people's test servers on
 * a shared machine run workerd too), or every workerd process when none is given, from /proc
 * (Linux): each one's pid and the fields of its stat line after the command name.
 */
function workerdProcesses(processGroup?: number): Array<{ pid: string; fields: string[] }> {
  const found: Array<{ pid: string; fields: string[] }> = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.includes("(workerd)")) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (processGroup === undefined || Number(fields[2]) === processGroup) found.push({ pid, fields });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return found;
}

/**
 * Total CPU (user + system) of those workerd processes, in ms. The clock ticks at 10 ms, so only a
 * difference over many requests means anything.
 */
export function workerdCpuMs(processGroup?: number): number {
  const ticks = workerdProcesses(processGroup).reduce(
    (sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]),
    0,
  );
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The production build served in workerd on `port` by scripts/e2e-server.ts (its own D1 and build folder). */
export type BenchServer = {
  base: string;
  port: number;
  persistDir: string;
  /** The server's process group: its workerd processes, apart from anyone else's. */
  processGroup: number;
  stop: () => void;
};

/**
 * Builds and starts the production build on a fresh migrated and seeded D1; resolves once it
 * answers. BENCH_SERVER_LOG=file keeps the server's output (its exceptions) there. `wrangler`
 * serves it from workerd directly; `vite-preview` (the e2e tests' server) puts Node in front.
 */
export async function startBenchServer(
  port: number,
  {
    serve = "vite-preview",
    inspectorPort,
  }: {
    serve?: "vite-preview" | "wrangler" /** The Worker's DevTools inspector (vite preview). */;
    inspectorPort?: number;
  } = {},
): Promise<BenchServer> {
  const logFile = process.env.BENCH_SERVER_LOG;
  const log = logFile ? openSync(logFile, "w") : "ignore";
  const server = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_SERVE: serve,
      ...(inspectorPort ? { TIPOFF_INSPECTOR_PORT: String(inspectorPort) } : {}),
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
  try {
    await waitForServer(base);
  } catch (error) {
    stop();
    throw error;
  }
  const processGroup = server.pid ?? -1;
  return { base, port, persistDir: path.join(ROOT, ".wrangler", `e2e-${port}`), processGroup, stop };
}

/** The TCP ports the workerd processes of `processGroup` listen on (Linux /proc). */
function workerdListeningPorts(processGroup: number): number[] {
  const inodes = new Set<string>();
  for (const { pid } of workerdProcesses(processGroup)) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const socket = readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/);
        if (socket?.[1]) inodes.add(socket[1]);
      }
    } catch {
      // The process ended between listing and reading.
    }
  }
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // State 0A is LISTEN; the local address ends in the port, in hex.
      if (fields[3] === "0A" && fields[9] && inodes.has(fields[9])) {
        ports.push(Number.parseInt(fields[1]?.split(":").at(-1) ?? "", 16));
      }
    }
  }
  return ports;
}

/**
 * The Worker's own socket in workerd (Miniflare's entry socket), without `vite preview`'s Node
 * forwarder in front: of the server's workerd listening ports, the one whose health check answers.
 */
export async function workerdEntryBase(server: Pick<BenchServer, "processGroup">): Promise<string> {
  for (const port of workerdListeningPorts(server.processGroup)) {
    const base = `http://127.0.0.1:${port}`;
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if (response.ok && body.includes("ok")) return base;
    } catch {
      // Not an HTTP socket (the inspector, the control socket).
    }
  }
  throw new Error("no workerd socket of the bench server answers the health check");
}

/** The session cookie a sign-up or sign-in answer sets, as a Cookie header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.includes("session_token"))
    .join("; ");
}

/**
 * A new account with two favorites, from `ip`: its session cookie, and the same with the D1 bookmark
 * cookie its last write handed back.
 */
export async function signUpWithFavorites(
  base: string,
  ip: string,
): Promise<{ cookie: string; bookmarkCookie: string }> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "cf-connecting-ip": ip },
    body: JSON.stringify({
      name: "Breakdown Official",
      email: `breakdown-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = sessionCookie(response);
  // Two favorites, so the favorites read has rows; the write answers with the bookmark cookie.
  const { arenas } = (await (await fetch(`${base}/api/arenas`)).json()) as { arenas: Array<{ id: string }> };
  let bookmark = "";
  for (const arena of arenas.slice(0, 2)) {
    const favorite = await fetch(`${base}/api/favorites/${arena.id}`, {
      method: "PUT",
      headers: { cookie, origin: base, "cf-connecting-ip": ip },
    });
    await favorite.arrayBuffer();
    if (!favorite.ok) throw new Error(`favorite answered ${favorite.status}`);
    const set = favorite.headers
      .getSetCookie()
      .map((header) => header.split(";")[0] ?? "")
      .find((pair) => pair.startsWith("tipoff_d1="));
    if (set) bookmark = set;
  }
  if (!bookmark) throw new Error("a favorite's answer set no D1 bookmark cookie");
  return { cookie, bookmarkCookie: `${cookie}; ${bookmark}` };
}

/** Rows of one SQL statement against the bench server's local D1 (read after the load, not during it). */
export function d1Rows<Row>(server: Pick<BenchServer, "persistDir">, sql: string): Row[] {
  const output = execFileSync(
    path.join(ROOT, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", server.persistDir, "--json", "--command", sql],
    { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(output) as Array<{ results: Row[] }>)[0]?.results ?? [];
}

/** The machine's load averages (1, 5, 15 minutes) and core count, to print beside every figure. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} on ${availableParallelism()} cores`;
}

/** `d1RoundTrips`: how many times the answer waits on D1 (one batch counts once). */
export type Target = { name: string; path: string; status: number; cookie?: string; d1RoundTrips?: number };

export type Saturation = {
  name: string;
  d1RoundTrips: number;
  requestsPerSecond: number;
  /** The workerd processes' own CPU per answered request, in ms: steadier than requests per second. */
  workerdCpuPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  wrong: number;
};

/** autocannon on one target for `seconds` at `connections`; statuses other than the expected one counted. */
export async function saturate(
  base: string,
  target: Target,
  { connections, seconds, processGroup }: { connections: number; seconds: number; processGroup?: number },
): Promise<Saturation> {
  let wrong = 0;
  const cpuBefore = workerdCpuMs(processGroup);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        headers: target.cookie ? { cookie: target.cookie } : {},
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode) => {
      if (statusCode !== target.status) wrong += 1;
    });
  });
  return {
    name: target.name,
    d1RoundTrips: target.d1RoundTrips ?? 0,
    requestsPerSecond: result.requests.average,
    workerdCpuPerRequest: (workerdCpuMs(processGroup) - cpuBefore) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    wrong,
  };
}
