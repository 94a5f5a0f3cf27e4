// Helpers shared by the project's Node scripts (start, seed, admin). Node 24 runs them as TypeScript.
import { execFileSync } from "node:child_process";
import { createHash, createHmac, generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const WRANGLER = path.join(ROOT, "node_modules", ".bin", "wrangler");

/** A fresh Web Push (VAPID) key pair, base64url as the Worker reads it: the 65-byte point and the 32-byte scalar. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error("the key pair has no coordinates");
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

const settingName = (line: string) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];

/**
 * Creates .dev.vars from the example with a fresh random secret, once; an older .dev.vars gets the
 * settings added to the example since (with their example values), and an empty VAPID key pair
 * gets a fresh local one.
 */
export function ensureDevVars(): void {
  const target = path.join(ROOT, ".dev.vars");
  const example = readFileSync(path.join(ROOT, ".dev.vars.example"), "utf8");
  if (!existsSync(target)) {
    writeFileSync(
      target,
      example.replace(/^BETTER_AUTH_SECRET=.*$/m, `BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}`),
    );
    console.log("Created .dev.vars with a new local secret.");
  }
  let vars = readFileSync(target, "utf8");
  const present = new Set(vars.split("\n").map(settingName).filter(Boolean));
  const missing = example.split("\n").filter((line) => {
    const name = settingName(line);
    return name !== undefined && !present.has(name);
  });
  if (missing.length > 0) vars = `${vars.trimEnd()}\n${missing.join("\n")}\n`;
  if (!/^VAPID_PUBLIC_KEY=\S+/m.test(vars) || !/^VAPID_PRIVATE_KEY=\S+/m.test(vars)) {
    const keys = newVapidKeys();
    vars = vars
      .replace(/^VAPID_PUBLIC_KEY=.*$/m, `VAPID_PUBLIC_KEY=${keys.publicKey}`)
      .replace(/^VAPID_PRIVATE_KEY=.*$/m, `VAPID_PRIVATE_KEY=${keys.privateKey}`);
    console.log("Wrote a new local Web Push (VAPID) key pair into .dev.vars.");
  }
  if (vars !== readFileSync(target, "utf8")) writeFileSync(target, vars);
}

/**
 * Points APP_URL (the address in notification e-mails' links) at the port a local server listens
 * on, when it names this machine: a value set to another host (a tunnel) is left as it is.
 */
export function pointAppUrlAt(varsFile: string, port: string): void {
  const vars = readFileSync(varsFile, "utf8");
  const next = vars.replace(
    /^APP_URL=(['"]?)http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?\1$/m,
    `APP_URL=http://localhost:${port}`,
  );
  if (next !== vars) writeFileSync(varsFile, next);
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

/** The migration files wrangler applies (`migrations_dir`), by name. */
function migrationNames(): string[] {
  return readdirSync(path.join(ROOT, "migrations")).filter((name) => name.endsWith(".sql"));
}

/**
 * Applies the migrations not applied yet. A local D1 that already has every one (wrangler records
 * them in `d1_migrations`) is left alone without starting wrangler, which took 2–12 s to say so on
 * every `npm start` and `npm run db:seed`. A local D1 that does not exist yet gets every migration
 * here (`migrateNewLocalD1`); a partly migrated one, and the remote one, go through wrangler.
 */
export function applyMigrations(target: Target): void {
  if (target === "local") {
    const persistDir = process.env.TIPOFF_PERSIST_DIR;
    if (localD1Files(persistDir).length === 0) {
      const applied = migrateNewLocalD1(persistDir);
      console.log(`Applied ${applied.length} migrations to a new local D1.`);
      return;
    }
    const file = localD1File(persistDir);
    if (file && pendingMigrations(file).length === 0) {
      console.log("No migrations to apply: the local D1 has them all.");
      return;
    }
  }
  console.log(wrangler(["d1", "migrations", "apply", "DB", ...targetArgs(target)]).trim());
}

/** wrangler's table of applied migrations, created with wrangler's own statement. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "d1_migrations"(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/**
 * Creates the local D1 with every migration, in one transaction, and records each in
 * `d1_migrations` as wrangler does (its name; `applied_at` by default), so a later
 * `wrangler d1 migrations apply` finds them applied and applies only newer ones. wrangler starts a
 * local workerd for each migration file: 13–68 s for 24 files on the 2-core CI machine, against
 * well under a second here. Each file runs whole, as wrangler sends it (drizzle's
 * `--> statement-breakpoint` markers are comments to SQLite). The file is named as miniflare names
 * it (`durableObjectIdFromName`); were that to change, the server would open an empty database of
 * its own and every end-to-end test would fail at once. Returns the names applied.
 */
export function migrateNewLocalD1(persistDir = process.env.TIPOFF_PERSIST_DIR): string[] {
  const folder = localD1Folder(persistDir);
  mkdirSync(folder, { recursive: true });
  const database = new DatabaseSync(path.join(folder, `${durableObjectIdFromName(localD1Id())}.sqlite`));
  const names = migrationNames();
  try {
    database.exec("BEGIN IMMEDIATE");
    try {
      database.exec(MIGRATIONS_TABLE);
      const record = database.prepare('INSERT INTO "d1_migrations" (name) VALUES (?)');
      for (const name of names) {
        database.exec(readFileSync(path.join(ROOT, "migrations", name), "utf8"));
        record.run(name);
      }
      database.exec("COMMIT");
    } catch (error) {
      database.exec("ROLLBACK");
      throw error;
    }
  } finally {
    database.close();
  }
  return names;
}

/** The local D1's id as wrangler hands it to miniflare: `preview_database_id`, else `database_id`. */
function localD1Id(): string {
  const config = readFileSync(path.join(ROOT, "wrangler.toml"), "utf8");
  const binding = /^\[\[d1_databases\]\]\n((?:(?!\[).*\n?)*)/m.exec(config)?.[1] ?? "";
  const setting = (name: string) => new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, "m").exec(binding)?.[1];
  const id = setting("preview_database_id") ?? setting("database_id");
  if (!id) throw new Error("wrangler.toml names no D1 database_id");
  return id;
}

/**
 * The id workerd gives the Durable Object named `name` in miniflare's D1 namespace, which names
 * the database's SQLite file: with the namespace's key (SHA-256 of its unique key), 16 bytes of
 * HMAC-SHA256 of the name, then 16 bytes of HMAC-SHA256 of those, in hex.
 */
function durableObjectIdFromName(name: string): string {
  const key = createHash("sha256").update("miniflare-D1DatabaseObject").digest();
  const base = createHmac("sha256", key).update(name).digest().subarray(0, 16);
  const mac = createHmac("sha256", key).update(base).digest().subarray(0, 16);
  return Buffer.concat([base, mac]).toString("hex");
}

function pendingMigrations(file: string): string[] {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const recorded = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'")
      .get();
    if (!recorded) return migrationNames();
    const applied = new Set(
      (database.prepare("SELECT name FROM d1_migrations").all() as { name: string }[]).map((row) => row.name),
    );
    return migrationNames().filter((name) => !applied.has(name));
  } finally {
    database.close();
  }
}

/**
 * The SQLite file wrangler keeps for the local D1 (one database, DB), or null before its first
 * migration. Found by listing the folder: miniflare names it by a hash of the database's id.
 */
export function localD1File(persistDir?: string): string | null {
  const files = localD1Files(persistDir);
  return files.length === 1 && files[0] ? files[0] : null;
}

function localD1Folder(persistDir = path.join(".wrangler", "state")): string {
  return path.resolve(ROOT, persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
}

function localD1Files(persistDir?: string): string[] {
  const folder = localD1Folder(persistDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => path.join(folder, name));
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

/**
 * Runs statements in the local D1 in one transaction, all or none. Like `query`, it opens the D1
 * file itself: `wrangler d1 execute --file` took 2 s to start and 4–5 s for the 37,000 rows of
 * the schools index, the file in one transaction under a second. A local D1 not migrated yet goes
 * through wrangler.
 */
export function executeLocal(statements: readonly string[], persistDir = process.env.TIPOFF_PERSIST_DIR): void {
  const file = localD1File(persistDir);
  if (!file) {
    const sqlFile = path.join(mkdtempSync(path.join(tmpdir(), "tipoff-sql-")), "statements.sql");
    writeFileSync(sqlFile, `${statements.join("\n")}\n`);
    executeFile("local", sqlFile);
    return;
  }
  const database = new DatabaseSync(file);
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    database.exec("BEGIN IMMEDIATE");
    try {
      for (const statement of statements) database.exec(statement);
      database.exec("COMMIT");
    } catch (error) {
      database.exec("ROLLBACK");
      throw error;
    }
  } finally {
    database.close();
  }
}
