// Every e2e test gets its data from here (docs/decisions/048): a fresh user, admin or pending arena
// per test, made through the app's own API (and the admin CLI for the role), never the seeded rows.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";
import { ROOT } from "../../scripts/lib/local-env.ts";
import { STRONG_PASSWORD, uniqueEmail, uniqueIp } from "./auth-helpers.ts";

/** A registered account; `api` is signed in as it (its own cookies and client IP), apart from the page. */
export type Account = { name: string; email: string; password: string; api: APIRequestContext };
export type PendingArena = { id: string; name: string; path: string };

type Fixtures = {
  consoleErrors: string[];
  /** Errors a test provokes on purpose (going offline makes every request fail), set with test.use. */
  expectedConsoleErrors: RegExp | null;
  /** The page's own client IP, so the server's per-IP limits of one test never touch another. */
  ownIp: string;
  /** Registers a fresh account (an admin when asked); the page stays signed out. */
  createAccount: (options?: { name?: string; admin?: boolean }) => Promise<Account>;
  /** A fresh pending arena, submitted over the API by an account of its own. */
  createPendingArena: (options?: { name?: string }) => Promise<PendingArena>;
  user: Account;
  admin: Account;
  pendingArena: PendingArena;
};

const suffix = () => Math.random().toString(36).slice(2, 8);
const execFileAsync = promisify(execFile);

/**
 * Grants the role with the project's admin CLI against the e2e server's local database: no test-only
 * route exists in the Worker. The role is read from D1 on every request, so it counts at once.
 */
async function grantAdmin(email: string) {
  await execFileAsync(process.execPath, [path.join(ROOT, "scripts", "admin.ts"), "grant", email], {
    cwd: ROOT,
    env: { ...process.env, TIPOFF_PERSIST_DIR: E2E_PERSIST_DIR },
  });
}

/**
 * Moves one of a test's own games to a past tip-off in the e2e server's local database: the app
 * refuses to plan a game in the past, and a test cannot wait for time to pass (docs/decisions/048).
 */
export async function movePlannedGameToPast(gameId: string, daysAgo: number) {
  if (!/^[0-9a-f-]{36}$/.test(gameId)) throw new Error(`not a game id: ${gameId}`);
  const tipoffAt = Date.now() - daysAgo * 86_400_000;
  const sql = `UPDATE games SET tipoff_at = ${tipoffAt} WHERE id = '${gameId}'`;
  await execFileAsync(
    path.join(ROOT, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", E2E_PERSIST_DIR, "--command", sql],
    { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}

/** Approves an arena as the admin would, naming the version reviewed. */
export async function approveArena(admin: Account, arenaId: string) {
  const { arena } = await (await admin.api.get(`/api/arenas/${arenaId}`)).json();
  const approved = await admin.api.post(`/api/admin/arenas/${arenaId}/approve`, {
    data: { updatedAt: arena.updatedAt },
  });
  expect(approved.status()).toBe(200);
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [null, { option: true }],
  /** Every test fails if the page logs console.error or throws: an unseen error is still a failure. */
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A deliberate 404 or 403 document (not-found page, not-authorized view) is reported as a failed resource.
        const isNotFoundDocument = /status of 40[34]/.test(message.text()) && message.location().url === page.url();
        // A route action answering 4xx (a validation message, a wrong password) is not a page error.
        const isActionAnswer = /status of 4\d\d/.test(message.text()) && /\.data(\?|$)/.test(message.location().url);
        const isExpected = expectedConsoleErrors?.test(message.text()) ?? false;
        if (!isNotFoundDocument && !isActionAnswer && !isExpected) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],

  ownIp: [
    async ({ context }, use) => {
      const ip = uniqueIp();
      await context.setExtraHTTPHeaders({ "cf-connecting-ip": ip });
      await use(ip);
    },
    { auto: true },
  ],

  createAccount: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async ({ name = `Official ${suffix()}`, admin = false } = {}) => {
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin: baseURL ?? "", "cf-connecting-ip": uniqueIp() },
      });
      contexts.push(api);
      const account = { name, email: uniqueEmail(admin ? "admin" : "official"), password: STRONG_PASSWORD };
      const response = await api.post("/api/auth/sign-up/email", { data: account });
      if (!response.ok()) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
      if (admin) await grantAdmin(account.email);
      return { ...account, api };
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },

  createPendingArena: async ({ createAccount }, use) => {
    await use(async ({ name = `Pending Gym ${suffix()}` } = {}) => {
      const submitter = await createAccount({ name: `Submitter ${suffix()}` });
      const response = await submitter.api.post("/api/arenas", {
        data: {
          name,
          school: "Ohio State University",
          conference: "Big Ten",
          level: "Division I",
          address: "555 Borror Drive",
          city: "Columbus",
          state: "OH",
          zipCode: "43210",
          latitude: "40.0075",
          longitude: "-83.0251",
        },
      });
      if (response.status() !== 201) throw new Error(`submit answered ${response.status()}: ${await response.text()}`);
      const { arena } = (await response.json()) as { arena: { id: string; approved: boolean } };
      if (arena.approved) throw new Error("a submitted arena came back approved");
      return { id: arena.id, name, path: `/arenas/${arena.id}` };
    });
  },

  user: async ({ createAccount }, use) => {
    await use(await createAccount());
  },
  admin: async ({ createAccount }, use) => {
    await use(await createAccount({ name: `Admin ${suffix()}`, admin: true }));
  },
  pendingArena: async ({ createPendingArena }, use) => {
    await use(await createPendingArena());
  },
});

export { expect };
