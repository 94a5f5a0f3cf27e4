// Every e2e test gets its data from here (docs/decisions/048): a fresh user, admin or pending arena
// per test, never the seeded rows. Users and admins are written, already signed in, before the tests
// start (global-setup.ts, docs/decisions/088, 208), one per test; the rest is made through the app's API.
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";
import { query } from "../../scripts/lib/local-env.ts";
import { SAMPLE_ARENA } from "../../worker/arenas/sample-arena.ts";
import { claimAdmin, claimPoolAccount, type PoolAccount } from "./account-pool.ts";
import { SESSION_COOKIE, STRONG_PASSWORD, uniqueEmail, uniqueIp } from "./auth-helpers.ts";

/**
 * A registered account; `api` is signed in as it (its own session, cookies and client IP), apart from
 * the page. `pageSession`, when present, is a second session of its own that `signIn` gives the page.
 */
export type Account = {
  name: string;
  email: string;
  password: string;
  api: APIRequestContext;
  pageSession?: string;
};
export type PendingArena = { id: string; name: string; path: string };

type Fixtures = {
  consoleErrors: string[];
  /** Errors a test provokes on purpose (going offline makes every request fail), set with test.use. */
  expectedConsoleErrors: RegExp | null;
  /** The page's own client IP, so the server's per-IP limits of one test never touch another. */
  ownIp: string;
  /** A fresh account, signed in on its `api`; the page stays signed out. */
  createAccount: (options?: { name?: string }) => Promise<Account>;
  /** A fresh pending arena, submitted over the API by an account of its own. */
  createPendingArena: (options?: { name?: string }) => Promise<PendingArena>;
  user: Account;
  admin: Account;
  pendingArena: PendingArena;
};

const suffix = () => Math.random().toString(36).slice(2, 8);

/**
 * Moves one of a test's own games to a past tip-off in the e2e server's local database: the app
 * refuses to plan a game in the past, and a test cannot wait for time to pass (docs/decisions/048).
 * Written from outside the server, so only a test tagged @alone may call it: the "alone" project
 * runs those after every other test, when no request of another test can be reading the file.
 */
export function movePlannedGameToPast(gameId: string, daysAgo: number) {
  if (!/^[0-9a-f-]{36}$/.test(gameId)) throw new Error(`not a game id: ${gameId}`);
  const tipoffAt = Date.now() - daysAgo * 86_400_000;
  query("local", `UPDATE games SET tipoff_at = ${tipoffAt} WHERE id = '${gameId}'`, E2E_PERSIST_DIR);
}

/**
 * Makes an account look older in the e2e server's database, as only accounts over 30 days old count
 * toward a shared venue answer. Written from outside the server: only an @alone test may call it.
 */
export function ageAccount(email: string, days: number) {
  if (!/^[a-z0-9.+_-]+@[a-z0-9.-]+$/i.test(email)) throw new Error(`not an e-mail address: ${email}`);
  const createdAt = Date.now() - days * 86_400_000;
  query("local", `UPDATE users SET created_at = ${createdAt} WHERE email = '${email}'`, E2E_PERSIST_DIR);
}

/**
 * Waits until the page has no request in flight. A test that writes the server's database from
 * outside (@alone) calls it first: after a page loads, the app still asks for the person's
 * favorites and games (the offline pack), and a read that meets the outside write fails with
 * SQLITE_BUSY, a 500 that no person could cause.
 */
export async function untilPageIsQuiet(page: Page) {
  await page.waitForLoadState("networkidle");
}

/** Approves an arena as the admin would, naming the version reviewed. */
export async function approveArena(admin: Account, arenaId: string) {
  const { arena } = await (await admin.api.get(`/api/arenas/${arenaId}`)).json();
  const approved = await admin.api.post(`/api/admin/arenas/${arenaId}/approve`, {
    data: { updatedAt: arena.updatedAt },
  });
  expect(approved.status()).toBe(200);
}

/** A browser or API context's state holding one session cookie for the server at `baseURL`. */
export function sessionState(baseURL: string | undefined, session: string) {
  const { hostname } = new URL(baseURL ?? "http://localhost");
  const cookie = {
    name: SESSION_COOKIE,
    value: encodeURIComponent(session),
    domain: hostname,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax" as const,
  };
  return { cookies: [cookie], origins: [] };
}

function toAccount(pooled: PoolAccount, api: APIRequestContext): Account {
  return { name: pooled.name, email: pooled.email, password: pooled.password, api, pageSession: pooled.pageSession };
}

/**
 * Waits until React has hydrated the page just loaded, when it is one of the app's pages (React
 * Router's context script is on it), polled each frame. The header's theme button is enabled by an
 * effect, which runs after the whole page's first commit: the footer's links and the toaster too
 * are React's by then, not only the part a fiber has reached.
 */
async function untilAppHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      if (!("__reactRouterContext" in window)) return true;
      const themeButton = document.querySelector<HTMLButtonElement>('header button[aria-label="Theme"]');
      if (themeButton) return !themeButton.disabled;
      const main = document.querySelector("main");
      return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * `page.goto` and `page.reload` with their default wait (the load event) also wait for hydration:
 * a page's scripts start after its first paint (docs/decisions/250-scripts-after-the-first-paint.md),
 * so the load event comes before them, and a test of what the scripts do must not act on the page
 * as it was before them. A test of the page before its scripts names its wait (`waitUntil`).
 */
function hydratedOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined) await untilAppHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === undefined) await untilAppHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : hydratedOnLoad(page));
  },
  expectedConsoleErrors: [null, { option: true }],
  /** Every test fails if the page logs console.error or throws: an unseen error is still a failure. */
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A deliberate 400, 403 or 404 document (a refused filter in the address, the not-authorized view,
        // the not-found page) is reported as a failed resource.
        const isNotFoundDocument = /status of 40[034]/.test(message.text()) && message.location().url === page.url();
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
    const apiAs = async (session?: string) => {
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin: baseURL ?? "", "cf-connecting-ip": uniqueIp() },
        ...(session ? { storageState: sessionState(baseURL, session) } : {}),
      });
      contexts.push(api);
      return api;
    };
    await use(async ({ name } = {}) => {
      const pooled = claimPoolAccount("user");
      if (pooled) {
        const account = toAccount(pooled, await apiAs(pooled.apiSession));
        if (name === undefined) return account;
        const renamed = await account.api.post("/api/auth/update-user", { data: { name } });
        if (!renamed.ok()) throw new Error(`update-user answered ${renamed.status()}: ${await renamed.text()}`);
        return { ...account, name };
      }
      // The pool is spent (a run larger than it was sized for): sign up as a person would.
      const api = await apiAs();
      const account = {
        name: name ?? `Official ${suffix()}`,
        email: uniqueEmail("official"),
        password: STRONG_PASSWORD,
      };
      const response = await api.post("/api/auth/sign-up/email", { data: account });
      if (!response.ok()) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
      return { ...account, api };
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },

  createPendingArena: async ({ createAccount }, use) => {
    await use(async ({ name = `Pending Gym ${suffix()}` } = {}) => {
      const submitter = await createAccount({ name: `Submitter ${suffix()}` });
      const response = await submitter.api.post("/api/arenas", {
        data: { ...SAMPLE_ARENA, name },
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
  /** An admin of the run's pool, this test's alone (made before any test ran: global-setup.ts). */
  admin: async ({ playwright, baseURL }, use) => {
    const account = claimAdmin();
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL ?? "", "cf-connecting-ip": uniqueIp() },
      storageState: sessionState(baseURL, account.apiSession),
    });
    await use(toAccount(account, api));
    await api.dispose();
  },
  pendingArena: async ({ createPendingArena }, use) => {
    await use(await createPendingArena());
  },
});

export { expect };
