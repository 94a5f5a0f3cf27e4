// The run's ready-made accounts, written by global-setup.ts before any test: admins and users, each
// with two sessions of its own (one for the test's API client, one for its page). A test that asks
// for an admin or a user claims one of its own, across both Playwright workers (docs/decisions/088,
// 208).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";

export const POOL_SIZES = {
  /** More than the suite's tests that ask for an admin (a run reports a shortfall by name). */
  admin: 24,
  /** More than a run's `user`, `createAccount` and `createPendingArena` calls; past it, accounts sign up. */
  user: 120,
} as const;
export type PoolKind = keyof typeof POOL_SIZES;

/** A signed-in account: the session cookies' values (`token.signature`) for the API client and the page. */
export type PoolAccount = {
  id: string;
  name: string;
  email: string;
  password: string;
  apiSession: string;
  pageSession: string;
};

const poolFile = (kind: PoolKind) => path.join(E2E_PERSIST_DIR, `${kind}-pool.json`);
const claimsDir = (kind: PoolKind) => path.join(E2E_PERSIST_DIR, `${kind}-pool-claims`);

export function writeAccountPool(kind: PoolKind, accounts: PoolAccount[]) {
  rmSync(claimsDir(kind), { recursive: true, force: true });
  mkdirSync(claimsDir(kind), { recursive: true });
  writeFileSync(poolFile(kind), JSON.stringify(accounts));
}

/** The next unclaimed account of the pool, or null when all are taken: creating its claim file with `wx` fails for every other worker. */
export function claimPoolAccount(kind: PoolKind): PoolAccount | null {
  const accounts = JSON.parse(readFileSync(poolFile(kind), "utf8")) as PoolAccount[];
  for (const [index, account] of accounts.entries()) {
    try {
      closeSync(openSync(path.join(claimsDir(kind), String(index)), "wx"));
      return account;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return null;
}

/** An admin of the pool, this test's alone. */
export function claimAdmin(): PoolAccount {
  const account = claimPoolAccount("admin");
  if (!account) {
    throw new Error(
      `All ${POOL_SIZES.admin} admins of the pool are taken: raise POOL_SIZES.admin in tests/e2e/account-pool.ts`,
    );
  }
  return account;
}
