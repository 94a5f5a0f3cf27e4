// The run's admin accounts, made by global-setup.ts; each test that asks for an admin claims one of
// its own, across both Playwright workers (docs/decisions/088).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";

/** More than the suite's tests that ask for an admin (a run reports a shortfall by name). */
export const ADMIN_POOL_SIZE = 24;

export type PoolAccount = { name: string; email: string; password: string };

const POOL_FILE = path.join(E2E_PERSIST_DIR, "admin-pool.json");
const CLAIMS_DIR = path.join(E2E_PERSIST_DIR, "admin-pool-claims");

export function writeAdminPool(accounts: PoolAccount[]) {
  rmSync(CLAIMS_DIR, { recursive: true, force: true });
  mkdirSync(CLAIMS_DIR, { recursive: true });
  writeFileSync(POOL_FILE, JSON.stringify(accounts));
}

/** The next unclaimed admin: creating its claim file with `wx` fails for every other worker. */
export function claimAdmin(): PoolAccount {
  const accounts = JSON.parse(readFileSync(POOL_FILE, "utf8")) as PoolAccount[];
  for (const [index, account] of accounts.entries()) {
    try {
      closeSync(openSync(path.join(CLAIMS_DIR, String(index)), "wx"));
      return account;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(
    `All ${accounts.length} admins of the pool are taken: raise ADMIN_POOL_SIZE in tests/e2e/admin-pool.ts`,
  );
}
