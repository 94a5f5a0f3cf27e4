// Runs once, after the e2e server is up and before any test: registers the run's admin accounts and
// promotes them with the project's admin CLI while nothing else touches the database.
//
// The CLI writes the server's SQLite file from another process. Done while tests run, that write
// could end a server transaction already reading the file (SQLITE_BUSY_SNAPSHOT, a 500 in some other
// test); done here, it cannot (docs/decisions/088). Each `admin` fixture claims one account of the
// pool for its test alone (tests/e2e/admin-pool.ts).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { FullConfig } from "@playwright/test";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";
import { ROOT } from "../../scripts/lib/local-env.ts";
import { ADMIN_POOL_SIZE, type PoolAccount, writeAdminPool } from "./admin-pool.ts";
import { STRONG_PASSWORD, uniqueEmail, uniqueIp } from "./auth-helpers.ts";

const execFileAsync = promisify(execFile);

async function register(baseURL: string, index: number): Promise<PoolAccount> {
  const account = { name: `Admin ${index + 1}`, email: uniqueEmail("admin"), password: STRONG_PASSWORD };
  const response = await fetch(new URL("/api/auth/sign-up/email", baseURL), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL, "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return account;
}

/** The role is read from D1 on every request, so a promotion counts at once. */
async function grantAdmin(email: string) {
  await execFileAsync(process.execPath, [path.join(ROOT, "scripts", "admin.ts"), "grant", email], {
    cwd: ROOT,
    env: { ...process.env, TIPOFF_PERSIST_DIR: E2E_PERSIST_DIR },
  });
}

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("the Playwright config names no baseURL");
  const accounts: PoolAccount[] = [];
  for (let index = 0; index < ADMIN_POOL_SIZE; index++) accounts.push(await register(baseURL, index));
  for (const account of accounts) await grantAdmin(account.email);
  writeAdminPool(accounts);
}
