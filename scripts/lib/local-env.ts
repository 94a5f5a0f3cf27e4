// Helpers shared by the project's Node scripts (start, seed, admin). Node 24 runs them as TypeScript.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const WRANGLER = path.join(ROOT, "node_modules", ".bin", "wrangler");

/** Creates .dev.vars from the example with a fresh random secret, once. */
export function ensureDevVars(): void {
  const target = path.join(ROOT, ".dev.vars");
  if (existsSync(target)) return;
  const example = readFileSync(path.join(ROOT, ".dev.vars.example"), "utf8");
  writeFileSync(
    target,
    example.replace(/^BETTER_AUTH_SECRET=.*$/m, `BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}`),
  );
  console.log("Created .dev.vars with a new local secret.");
}

export type Target = "local" | "remote";

/** TIPOFF_PERSIST_DIR points local D1/KV at another folder (the end-to-end tests use their own). */
function targetArgs(target: Target): string[] {
  const persistDir = process.env.TIPOFF_PERSIST_DIR;
  return target === "local" && persistDir ? ["--local", "--persist-to", persistDir] : [`--${target}`];
}

export function wrangler(args: string[], { quiet = false }: { quiet?: boolean } = {}): string {
  return execFileSync(WRANGLER, args, {
    cwd: ROOT,
    encoding: "utf8",
    stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "pipe", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "" },
  });
}

export function applyMigrations(target: Target): void {
  console.log(wrangler(["d1", "migrations", "apply", "DB", ...targetArgs(target)]).trim());
}

/** Runs SQL through wrangler and returns the result rows of the last statement. */
export function query<Row>(target: Target, sql: string): Row[] {
  const output = wrangler(["d1", "execute", "DB", ...targetArgs(target), "--json", "--command", sql], { quiet: true });
  const results = JSON.parse(output) as Array<{ results: Row[] }>;
  return results.at(-1)?.results ?? [];
}

export function executeFile(target: Target, file: string): void {
  wrangler(["d1", "execute", "DB", ...targetArgs(target), "--file", file, "--yes"], { quiet: true });
}
