// What every benchmark shares: the median, waiting for the server under test, and its CPU time.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

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
 * The e2e server (the production build, its own database) on `port`, once it answers; `stop` ends
 * it and its children (it runs in a process group of its own).
 */
export async function startServer(port: number): Promise<{ stop: () => void }> {
  const server = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
  try {
    await waitForServer(`http://localhost:${port}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}

/**
 * Total CPU (user + system) of every workerd process, from /proc (Linux), in ms. The clock ticks
 * at 10 ms, so only a difference over many requests means anything.
 */
export function workerdCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.includes("(workerd)")) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
