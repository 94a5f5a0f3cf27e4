// Runs once, after the e2e server is up and before any test: registers the run's admin accounts and
// promotes them with the admin CLI's own statement while nothing else touches the database.
//
// The promotion writes the server's SQLite file from another process. Done while tests run, that
// write could end a server transaction already reading the file (SQLITE_BUSY_SNAPSHOT, a 500 in some
// other test); done here, it cannot (docs/decisions/088). Each `admin` fixture claims one account of
// the pool for its test alone (tests/e2e/admin-pool.ts).
import type { FullConfig } from "@playwright/test";
import { roleUpdateSql } from "../../scripts/lib/admin-role.ts";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";
import { query } from "../../scripts/lib/local-env.ts";
import { ADMIN_POOL_SIZE, type PoolAccount, writeAdminPool } from "./admin-pool.ts";
import { STRONG_PASSWORD, uniqueEmail, uniqueIp } from "./auth-helpers.ts";

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

/** As `npm run admin -- grant`, in this process. The role is read from D1 on every request, so it counts at once. */
function grantAdmin(email: string) {
  const rows = query("local", roleUpdateSql("grant", email.toLowerCase()), E2E_PERSIST_DIR);
  if (rows.length !== 1) throw new Error(`no account ${email} to promote`);
}

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("the Playwright config names no baseURL");
  // Each sign-up has its own client IP, so the per-IP limit never refuses one of them.
  const accounts = await Promise.all(Array.from({ length: ADMIN_POOL_SIZE }, (_, index) => register(baseURL, index)));
  for (const account of accounts) grantAdmin(account.email);
  writeAdminPool(accounts);
}
