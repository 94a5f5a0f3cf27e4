// Helpers shared by the project's Node scripts (start, seed, admin). Node 24 runs them as TypeScript.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

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
function targetArgs(target: Target, persistDir = process.env.TIPOFF_PERSIST_DIR): string[] {
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

/**
 * The SQLite file wrangler keeps for the local D1 (one database, DB), or null before its first
 * migration. Found by listing the folder: miniflare names it by a hash of the database's id.
 */
function localD1File(persistDir = path.join(".wrangler", "state")): string | null {
  const folder = path.resolve(ROOT, persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  return files.length === 1 && files[0] ? path.join(folder, files[0]) : null;
}

/**
 * Runs one SQL statement and returns its rows. Locally it opens the D1 file itself: starting wrangler
 * (and a workerd of its own) costs seconds of CPU per statement, a running server may hold the same file,
 * and SQLite's WAL locks let both write, as `wrangler d1 execute --local` beside `npm start` always did.
 */
export function query<Row>(target: Target, sql: string, persistDir = process.env.TIPOFF_PERSIST_DIR): Row[] {
  const file = target === "local" ? localD1File(persistDir) : null;
  if (file) {
    const database = new DatabaseSync(file);
    try {
      database.exec("PRAGMA busy_timeout = 5000");
      return database.prepare(sql).all() as Row[];
    } finally {
      database.close();
    }
  }
  const output = wrangler(["d1", "execute", "DB", ...targetArgs(target, persistDir), "--json", "--command", sql], {
    quiet: true,
  });
  const results = JSON.parse(output) as Array<{ results: Row[] }>;
  return results.at(-1)?.results ?? [];
}

export function executeFile(target: Target, file: string): void {
  wrangler(["d1", "execute", "DB", ...targetArgs(target), "--file", file, "--yes"], { quiet: true });
}
