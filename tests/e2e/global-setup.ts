// Runs once, after the e2e server is up and before any test: writes the run's ready-made accounts
// (admins and users, each signed in twice) straight into the server's database while nothing else
// touches it.
//
// Written from another process, these rows could end a server transaction already reading the file
// (SQLITE_BUSY_SNAPSHOT, a 500 in some other test) if tests were running; here they cannot
// (docs/decisions/088). The rows are what better-auth's sign-up writes: a user, a credential account
// whose hash the app's own function made, and sessions whose signed tokens the cookies carry; the
// session cache in KV is left empty, so the server reads them from D1, where each session is kept
// (docs/decisions/161, 208). Each `admin` and `user` fixture claims one account for its test alone
// (tests/e2e/account-pool.ts), and no test pays for a sign-up or a password check.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";
import { query, ROOT } from "../../scripts/lib/local-env.ts";
import { sqlLiteral } from "../../scripts/lib/sql.ts";
import { hashPassword } from "../../worker/auth/password.server.ts";
import { authSecretsFrom, parseVersionedSecrets } from "../../worker/platform/secrets.ts";
import { POOL_SIZES, type PoolAccount, type PoolKind, writeAccountPool } from "./account-pool.ts";
import { STRONG_PASSWORD, uniqueEmail } from "./auth-helpers.ts";

/** better-auth's session lifetime (worker/auth/auth.server.ts SESSION_EXPIRES_IN_SECONDS): a week. */
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** The secret the server signs session cookies with, from the settings the build copied. */
function currentAuthSecret(): string {
  const vars = readFileSync(path.join(ROOT, ".dev.vars"), "utf8");
  const setting = (name: string) =>
    new RegExp(`^${name}=(.*)$`, "m")
      .exec(vars)?.[1]
      ?.trim()
      .replace(/^(['"])(.*)\1$/, "$2") ?? "";
  const versioned = parseVersionedSecrets(setting("BETTER_AUTH_SECRETS"));
  if (typeof versioned === "string") throw new Error(versioned);
  return authSecretsFrom(versioned, setting("BETTER_AUTH_SECRET") || null).current;
}

/** A session token as better-auth makes one: 32 letters and digits. */
function sessionToken(): string {
  return Array.from(randomBytes(32), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join("");
}

/** The cookie's value: the token and its HMAC-SHA256 in base64, as better-call signs it. */
function signed(token: string, secret: string): string {
  return `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
}

type Rows = { users: string[]; accounts: string[]; sessions: string[] };

function mintAccount(kind: PoolKind, index: number, secret: string, hash: string, rows: Rows): PoolAccount {
  const now = Date.now();
  const id = randomUUID();
  const name = kind === "admin" ? `Admin ${index + 1}` : `Official ${randomUUID().slice(0, 6)}`;
  const email = uniqueEmail(kind === "admin" ? "admin" : "official");
  rows.users.push(
    `(${[id, name, email, 0, kind === "admin" ? "admin" : "user", now, now].map(sqlLiteral).join(", ")})`,
  );
  rows.accounts.push(`(${[randomUUID(), id, "credential", id, hash, now, now].map(sqlLiteral).join(", ")})`);
  const [apiToken, pageToken] = [sessionToken(), sessionToken()];
  for (const token of [apiToken, pageToken]) {
    const values = [randomUUID(), now + SESSION_LIFETIME_MS, token, now, now, "", "", id];
    rows.sessions.push(`(${values.map(sqlLiteral).join(", ")})`);
  }
  return {
    id,
    name,
    email,
    password: STRONG_PASSWORD,
    apiSession: signed(apiToken, secret),
    pageSession: signed(pageToken, secret),
  };
}

/**
 * Writes `sizes` signed-in accounts of each kind into the local D1 in `persistDir` and returns them
 * by kind. One hash for every account: the hash carries its own salt, and each costs about 100 ms of
 * CPU.
 */
export async function mintAccounts(
  persistDir: string,
  sizes: Record<PoolKind, number>,
): Promise<Record<PoolKind, PoolAccount[]>> {
  const secret = currentAuthSecret();
  const hash = await hashPassword(STRONG_PASSWORD);
  const rows: Rows = { users: [], accounts: [], sessions: [] };
  const mint = (kind: PoolKind) =>
    Array.from({ length: sizes[kind] }, (_, index) => mintAccount(kind, index, secret, hash, rows));
  const minted = { admin: mint("admin"), user: mint("user") };
  const insert = (table: string, columns: string, values: string[]) =>
    query("local", `INSERT INTO ${table} (${columns}) VALUES ${values.join(", ")}`, persistDir);
  insert("users", "id, name, email, email_verified, role, created_at, updated_at", rows.users);
  insert("accounts", "id, user_id, provider_id, account_id, password, created_at, updated_at", rows.accounts);
  insert("sessions", "id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id", rows.sessions);
  return minted;
}

export default async function globalSetup() {
  const minted = await mintAccounts(E2E_PERSIST_DIR, POOL_SIZES);
  for (const kind of Object.keys(minted) as PoolKind[]) writeAccountPool(kind, minted[kind]);
}
