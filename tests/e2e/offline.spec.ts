import type { Page } from "@playwright/test";
import { OFFLINE_TEXT } from "../../app/lib/offline-text.ts";
import { register, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The game-day pack: the service worker keeps a signed-in person's favorite arenas, My Games and
// the arenas of their upcoming games on the device.

const keptPages = (page: Page) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    "tipoff-pages-v1",
  );

// Offline, the browser reports every request that cannot go out (ERR_INTERNET_DISCONNECTED, or
// ERR_FAILED when it went through the service worker: a script the page had not loaded online), and
// React Router every route manifest it cannot fetch: expected here, and nothing else may be logged.
// The pack is the service worker's, which the config blocks for every other file.
test.use({
  serviceWorkers: "allow",
  expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch manifest patches/,
});

test("installable: the manifest names the app, its icons and start page", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href ?? "")).json();
  expect(manifest).toMatchObject({ short_name: "Tipoff", start_url: "/", display: "standalone" });
  const sizes = (manifest.icons as Array<{ sizes: string }>).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as Array<{ src: string }>) expect((await request.get(icon.src)).ok()).toBe(true);
});

test("a favorite opens offline with its stamp, other pages show the offline page, sign-out forgets", async ({
  page,
  context,
}) => {
  const { name } = await register(page);
  await expect(toast(page, "Account created successfully!")).toBeVisible();
  await page.goto("/arenas?search=Hinkle+Fieldhouse");
  await page.getByRole("link", { name: "Hinkle Fieldhouse" }).click();
  await page.waitForURL(/\/arenas\/[0-9a-f-]{36}$/);
  const arenaUrl = page.url();
  const arenaPath = new URL(arenaUrl).pathname;
  await page.getByRole("button", { name: "Add to Favorites" }).click();
  await expect(toast(page, "Added to favorites")).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => keptPages(page), { timeout: 15_000 }).toEqual([arenaPath]);

  await context.setOffline(true);
  await page.goto(arenaUrl);
  await expect(page.getByRole("heading", { name: "Hinkle Fieldhouse" })).toBeVisible();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Saved offline · updated [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/ }),
  ).toBeVisible();
  // Directions still hand off to the maps app.
  await expect(page.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", /google\.com\/maps/);

  await page.goto("/terms");
  await expect(page).toHaveURL("/offline");
  await expect(page.getByRole("heading", { name: OFFLINE_TEXT.title })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT.intro)).toBeVisible();
  await page.getByRole("link", { name: "Hinkle Fieldhouse" }).click();
  await expect(page).toHaveURL(arenaUrl);
  await expect(page.getByRole("heading", { name: "Hinkle Fieldhouse" })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/");
  await page.getByRole("button", { name }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Successfully signed out")).toBeVisible();
  await expect.poll(() => keptPages(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto(arenaUrl);
  await expect(page).toHaveURL("/offline");
  await expect(page.getByText(OFFLINE_TEXT.nothingSaved)).toBeVisible();
});

test("a signed-out visitor has nothing kept", async ({ page, context }) => {
  await page.goto("/arenas?search=Hinkle+Fieldhouse");
  await page.getByRole("link", { name: "Hinkle Fieldhouse" }).click();
  await page.waitForURL(/\/arenas\/[0-9a-f-]{36}$/);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await keptPages(page)).toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL("/offline");
  await expect(page.getByText(OFFLINE_TEXT.nothingSaved)).toBeVisible();
});

test("an upcoming game's arena and My Games are in the pack, and open offline", async ({ page, context, baseURL }) => {
  await register(page);
  await expect(toast(page, "Account created successfully!")).toBeVisible();
  const search = await page.request.get("/api/arenas?search=Allen+Fieldhouse");
  const { arenas } = (await search.json()) as { arenas: Array<{ id: string; name: string }> };
  const arena = arenas.find((candidate) => candidate.name === "Allen Fieldhouse");
  if (!arena) throw new Error("the seed has no Allen Fieldhouse");
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const planned = await page.request.post("/api/games", {
    data: { arenaId: arena.id, date: nextWeek, time: "19:00" },
    headers: { origin: baseURL ?? "" },
  });
  expect(planned.status()).toBe(201);

  await page.goto("/games");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(async () => (await keptPages(page)).sort(), { timeout: 15_000 })
    .toEqual([`/arenas/${arena.id}`, "/games"].sort());

  await context.setOffline(true);
  await page.goto("/games");
  await expect(page.getByRole("heading", { name: "My Games", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Allen Fieldhouse" }).first().click();
  await expect(page).toHaveURL(`/arenas/${arena.id}`);
  await expect(page.getByRole("heading", { name: "Allen Fieldhouse", level: 1 })).toBeVisible();
});
