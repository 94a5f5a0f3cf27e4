import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";
import { migrateNewLocalD1, ROOT } from "../../scripts/lib/local-env.ts";
import { seedLocal } from "../../scripts/seed.ts";
import type { PoolAccount } from "./account-pool.ts";
import { expect, test } from "./fixtures.ts";
import { mintAccounts } from "./global-setup.ts";
import { withoutTiles } from "./map-tiles.ts";
import { collectConsole, openHydrated } from "./page-console.ts";

// Under the dev server every page opens with nothing in the browser's console (no error, no
// warning, no hydration mismatch) and the server prints no stack trace. React reports hydration
// mismatches of attributes only in its development build. The production build's pages get the
// same console check in the accessibility tour (a11y.spec.ts), one load per page for both.

// The service worker runs as it does for a person (the config blocks it elsewhere, with a warning).
test.use({ serviceWorkers: "allow" });

const PUBLIC_PAGES = [
  "/",
  "/map",
  "/arenas",
  "/login",
  "/register",
  "/feedback",
  "/contact",
  "/support",
  "/terms",
  "/privacy",
  "/offline",
];
const SIGNED_IN_PAGES = [
  "/games",
  "/games/mileage",
  "/games/pay",
  "/games/import",
  "/contacts",
  "/availability",
  "/profile",
  "/favorites",
  "/maps-app",
  "/submit",
];
const ADMIN_PAGES = [
  "/admin",
  "/admin/feedback",
  "/admin/contact",
  "/admin/pending-arenas",
  "/admin/suggestions",
  "/admin/venue-aliases",
];

async function signInAt(page: Page, base: string, account: { email: string; password: string }) {
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: base },
  });
  expect(response.ok()).toBe(true);
}

async function anArenaPath(api: APIRequestContext, base: string): Promise<string> {
  const { arenas } = (await (await api.get(`${base}/api/arenas?limit=1`)).json()) as { arenas: { id: string }[] };
  const [arena] = arenas;
  if (!arena) throw new Error("no arena in the database");
  return `/arenas/${arena.id}`;
}

async function visitEveryPage(
  page: Page,
  base: string,
  accounts: { user: { email: string; password: string }; admin: { email: string; password: string } },
) {
  const found = collectConsole(page);
  await withoutTiles(page);
  const arena = await anArenaPath(page.request, base);
  for (const pathname of [...PUBLIC_PAGES, arena]) await openHydrated(page, `${base}${pathname}`);
  await signInAt(page, base, accounts.user);
  for (const pathname of [...SIGNED_IN_PAGES, `${arena}/plan`, `${arena}/suggest`]) {
    await openHydrated(page, `${base}${pathname}`);
  }
  await page.context().clearCookies();
  await signInAt(page, base, accounts.admin);
  for (const pathname of [...ADMIN_PAGES, `${arena}/edit`]) await openHydrated(page, `${base}${pathname}`);
  return found;
}

/** A free port of this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

// The dev server has a database of its own, migrated and seeded as the e2e server's is, with one
// account of each kind: it runs beside the other tests, never writing the e2e server's file.
test.describe("under the dev server", () => {
  let dev: ChildProcess | null = null;
  let devBase = "";
  let accounts: { user: PoolAccount; admin: PoolAccount } | null = null;
  const output: string[] = [];
  const persistDir = `${E2E_PERSIST_DIR}-dev`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(persistDir, { recursive: true, force: true });
    migrateNewLocalD1(persistDir);
    await seedLocal(persistDir);
    const minted = await mintAccounts(persistDir, { admin: 1, user: 1 });
    const [user] = minted.user;
    const [admin] = minted.admin;
    if (!user || !admin) throw new Error("no account minted for the dev server");
    accounts = { user, admin };
    const port = await freePort();
    devBase = `http://localhost:${port}`;
    dev = spawn(
      path.join(ROOT, "node_modules", ".bin", "react-router"),
      ["dev", "--port", String(port), "--strictPort"],
      {
        cwd: ROOT,
        env: { ...process.env, TIPOFF_PERSIST_DIR: persistDir },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    dev.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    dev.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    await expect
      .poll(
        async () => {
          const response = await fetch(`${devBase}/api/health`).catch(() => null);
          return response?.status ?? 0;
        },
        { timeout: 150_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    dev?.kill("SIGTERM");
    rmSync(persistDir, { recursive: true, force: true });
  });

  test("no page logs an error or a warning, and the server prints no stack trace", async ({ page }) => {
    test.setTimeout(300_000);
    if (!accounts) throw new Error("the dev server's accounts were not made");
    const found = await visitEveryPage(page, devBase, accounts);
    expect(found).toEqual([]);
    const printed = output.join("");
    expect(printed).not.toMatch(/\n\s+at /);
    expect(printed).not.toContain("Error");
  });
});
