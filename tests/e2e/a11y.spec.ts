// axe (WCAG 2.2 AA and best practices) over every page, light and dark, on a 360 px phone (and a
// 1280 px desktop with A11Y_FULL=1, `npm run test:a11y:full`), as a visitor and as an admin with
// something on every admin list; on the same load, the page's console under the production build
// (the dev server's is console-clean.spec.ts).
import type { APIRequestContext, APIResponse, Cookie, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { SAMPLE_ARENA } from "../../worker/arenas/sample-arena.ts";
import { claimAdmin, claimPoolAccount, type PoolAccount } from "./account-pool.ts";
import { fillArenaForm } from "./arena-form.ts";
import { signIn, uniqueIp } from "./auth-helpers.ts";
import { auditAtEveryWidth, PHONE } from "./axe.ts";
import { approveArena, expect, sessionState, test } from "./fixtures.ts";
import { withoutTiles } from "./map-tiles.ts";
import { collectConsole, openHydrated } from "./page-console.ts";
import { playedToday } from "./pay-games.ts";
import { arbiterSeason, horizonSeason, refTownSeason } from "./season-files.ts";

/** What the audited pages show: one admin's session and rows made once per Playwright worker. */
type AuditSite = {
  adminCookies: Cookie[];
  pendingArenaPath: string;
  approvedArenaPath: string;
  gameId: string;
};

async function expectStatus(response: APIResponse, status: number, what: string) {
  if (response.status() !== status) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/** An API client with its own client IP, signed in as a pool account. */
async function signedInApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, account: PoolAccount) {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "cf-connecting-ip": uniqueIp() },
    storageState: sessionState(baseURL, account.apiSession),
  });
}

const suffix = () => crypto.randomUUID().slice(0, 8);

/**
 * A game three hours ago at the arena, from a calendar (the app plans no game in the past), so My
 * Games asks how the arrival was; the venue goes to the arena by the person's own answer.
 */
async function workedThereEarlier(api: APIRequestContext, arenaId: string) {
  const site = `Audit Venue ${suffix()}`;
  const address = "555 Borror Drive, Columbus OH 43210";
  await expectStatus(
    await api.put("/api/venue-aliases", { data: { venue: `${site}, ${address}`, arenaId } }),
    200,
    "PUT alias",
  );
  const start = new Date(Math.floor((Date.now() - 3 * 3_600_000) / 60_000) * 60_000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const file = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Audit//EN",
    `X-WR-CALNAME:Audit ${suffix()}`,
    "BEGIN:VEVENT",
    `UID:audit-${suffix()}`,
    `DTSTART:${start}`,
    "SUMMARY:North vs South",
    `LOCATION:${address}`,
    `DESCRIPTION:Site: ${site}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const imported = await api.post("/api/games/import", { headers: { "content-type": "text/calendar" }, data: file });
  await expectStatus(imported, 200, "POST /api/games/import");
}

// The rows are only read, so each worker makes them once (not once per page).
const auditTest = test.extend<object, { auditSite: AuditSite }>({
  auditSite: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? "";
      const adminAccount = claimAdmin();
      const adminApi = await signedInApi(playwright, baseURL, adminAccount);
      const memberAccount = claimPoolAccount("user");
      if (!memberAccount) throw new Error("the user pool is spent: raise POOL_SIZES.user in tests/e2e/account-pool.ts");
      const member = { name: memberAccount.name, email: memberAccount.email };
      const memberApi = await signedInApi(playwright, baseURL, memberAccount);
      const submitArena = async () => {
        const response = await memberApi.post("/api/arenas", {
          data: { ...SAMPLE_ARENA, name: `Audit Gym ${suffix()}` },
        });
        await expectStatus(response, 201, "POST /api/arenas");
        return ((await response.json()) as { arena: { id: string } }).arena.id;
      };
      const pendingArenaId = await submitArena();
      const approvedArenaId = await submitArena();
      await approveArena({ ...adminAccount, api: adminApi }, approvedArenaId);
      const feedback = { type: "bug", content: "The map jumps on zoom." };
      await expectStatus(await memberApi.post("/api/feedback", { data: feedback }), 201, "POST /api/feedback");
      const contact = { name: member.name, email: member.email, subject: "Locker room", message: "Which door?" };
      await expectStatus(await memberApi.post("/api/contact", { data: contact }), 201, "POST /api/contact");
      const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const planned = await adminApi.post("/api/games", {
        data: { arenaId: approvedArenaId, date: nextWeek, time: "19:00" },
      });
      await expectStatus(planned, 201, "POST /api/games");
      const { game } = (await planned.json()) as { game: { id: string } };
      await workedThereEarlier(adminApi, approvedArenaId);
      // Something on the review list and in My contributions, and a confirmation on the arena page.
      const suggestion = { fields: { officialsParking: "Staff lot by the north doors" }, note: "Checked on Friday" };
      // By the member: a suggestion of the admin's own would answer the question My Games asks the admin.
      const suggested = await memberApi.post(`/api/arenas/${approvedArenaId}/suggestions`, { data: suggestion });
      await expectStatus(suggested, 201, "POST suggestions");
      const confirmed = await adminApi.post(`/api/arenas/${approvedArenaId}/confirmations`);
      await expectStatus(confirmed, 201, "POST confirmations");
      await use({
        adminCookies: sessionState(baseURL, adminAccount.pageSession).cookies,
        pendingArenaPath: `/arenas/${pendingArenaId}`,
        approvedArenaPath: `/arenas/${approvedArenaId}`,
        gameId: game.id,
      });
      await Promise.all([adminApi.dispose(), memberApi.dispose()]);
    },
    { scope: "worker" },
  ],
});

type AuditedPage = { name: string; path: (site: AuditSite) => string };
const fixedPage = (path: string): AuditedPage => ({ name: path, path: () => path });

const VISITOR_PAGES: AuditedPage[] = [
  ...["/", "/arenas", "/map"].map(fixedPage),
  { name: "the list in one state, with its schools", path: () => "/arenas?search=Central+High&state=GA" },
  { name: "the list with a state it refuses", path: () => "/arenas?state=Atlantis" },
  { name: "an arena", path: (site) => site.approvedArenaPath },
  ...[
    "/login",
    "/register",
    "/feedback",
    "/contact",
    "/support",
    "/privacy",
    "/terms",
    "/offline",
    "/no-such-page",
  ].map(fixedPage),
];

const ADMIN_PAGES: AuditedPage[] = [
  ...["/", "/arenas", "/map"].map(fixedPage),
  { name: "a pending arena", path: (site) => site.pendingArenaPath },
  { name: "a pending arena's edit form", path: (site) => `${site.pendingArenaPath}/edit` },
  ...["/submit", "/favorites", "/profile", "/games/mileage", "/games/pay", "/feedback", "/contact"].map(fixedPage),
  ...["/admin", "/admin/feedback", "/admin/contact", "/admin/pending-arenas", "/admin/venue-aliases"].map(fixedPage),
  { name: "the plan form", path: (site) => `${site.approvedArenaPath}/plan` },
  { name: "an arena with a suggestion and a confirmation", path: (site) => site.approvedArenaPath },
  { name: "the suggest form", path: (site) => `${site.approvedArenaPath}/suggest` },
  ...["/admin/suggestions", "/games", "/games/import", "/maps-app"].map(fixedPage),
  { name: "a game's edit form", path: (site) => `/games/${site.gameId}/edit` },
  { name: "a game's arrival form", path: (site) => `/games/${site.gameId}/arrival` },
];

/** Pages per test: one browser context loads them in turn, and the tests still spread over both workers. */
const PAGES_PER_TEST = 5;

function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/**
 * Each page loaded once at the phone's width and left to hydrate and settle, then axe at each
 * width in turn, light and dark: the layout follows the viewport's width (CSS), so a 1280 px pass
 * needs a resize, not a second load. The console must stay clean all along: no warning here, and
 * no error (the fixture's check). The service worker runs, as it does for a person.
 */
async function tourPages(page: Page, site: AuditSite, pages: readonly AuditedPage[]) {
  const warnings = collectConsole(page, ["warning"]);
  // A page with a map (the arrival form) draws it at once: no tile comes from the network.
  await withoutTiles(page);
  const found: string[] = [];
  for (const audited of pages) {
    const path = audited.path(site);
    await page.setViewportSize(PHONE);
    await openHydrated(page, path);
    found.push(...(await auditAtEveryWidth(page, path)));
  }
  expect(found).toEqual([]);
  expect(warnings).toEqual([]);
}

const groupName = (pages: readonly AuditedPage[]) => pages.map((audited) => audited.name).join(", ");

test.describe("accessibility (axe) and a clean console, page by page", () => {
  test.use({ serviceWorkers: "allow" });
  for (const pages of inGroups(VISITOR_PAGES, PAGES_PER_TEST)) {
    auditTest(`${groupName(pages)}, as a visitor`, async ({ page, auditSite }) => {
      await tourPages(page, auditSite, pages);
    });
  }
  for (const pages of inGroups(ADMIN_PAGES, PAGES_PER_TEST)) {
    auditTest(`${groupName(pages)}, as an admin`, async ({ page, context, auditSite }) => {
      await context.addCookies(auditSite.adminCookies);
      await tourPages(page, auditSite, pages);
    });
  }
});

test.describe("accessibility (axe)", () => {
  test("the import page with a venue waiting, and imported games on My Games", async ({ page, user }) => {
    const suffix = crypto.randomUUID().slice(0, 8);
    const start = new Date(Date.now() + 5 * 86_400_000)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    const event = (uid: string, site: string, address: string) => [
      "BEGIN:VEVENT",
      `UID:${uid}-${suffix}`,
      `DTSTART:${start}`,
      "SUMMARY:North vs South (Varsity)",
      `LOCATION:${address}`,
      `DESCRIPTION:Site: ${site}\\nPat Lee  Position: Referee`,
      "END:VEVENT",
    ];
    const file = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//ArbiterSports Calendar//EN",
      `X-WR-CALNAME:Audit ${suffix}`,
      ...event("known", "Allen Fieldhouse", "1651 Naismith Dr, Lawrence KS 66045"),
      ...event("unknown", `Allen Middle School ${suffix}`, "1 Nowhere Rd, Lawrence KS 66045"),
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const imported = await user.api.post("/api/games/import", {
      headers: { "content-type": "text/calendar" },
      data: file,
    });
    expect(imported.status()).toBe(200);
    await signIn(page, user, "/games/import");
    await expect(page.getByRole("heading", { name: "Which gym is this?" })).toBeVisible();
    const found: string[] = [];
    for (const path of ["/games/import", "/games"]) {
      await page.goto(path);
      found.push(...(await auditAtEveryWidth(page, path)));
    }
    expect(found).toEqual([]);
  });

  test("the pay page: games owed, a payer's 1099 that differs, an expense, a game marked paid", async ({
    page,
    user,
  }) => {
    const { payer, year } = await playedToday(user.api);
    await signIn(page, user, `/games/pay?year=${year}`);
    const owed = page.getByRole("region", { name: "Games not paid yet" });
    await owed.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Mark Paid" }).click();
    await expect(page.getByTestId("pay-paid")).toHaveText("$65.00");
    await page.getByLabel(`1099 total: ${payer}`).fill("100");
    await page.getByRole("button", { name: "Save 1099 Totals" }).click();
    await expect(page.getByTestId("pay-difference")).toBeVisible();
    await page.getByLabel("What").fill("Shirts");
    await page.getByLabel("Amount (dollars)").fill("49.99");
    await page.getByRole("button", { name: "Add Expense" }).click();
    await expect(page.getByRole("cell", { name: "Shirts", exact: true })).toBeVisible();
    const found: string[] = [];
    found.push(...(await auditAtEveryWidth(page, "/games/pay")));
    expect(found).toEqual([]);
  });

  test("the first import's states: waiting games, a card's search, Remembered · Undo, Add this gym, Changed and on hold, mileage", async ({
    page,
    user,
  }) => {
    // Six states, each in two schemes (and at two widths in the full audit): three times the usual
    // time on two shared cores.
    test.slow();
    await withoutTiles(page);
    const suffix = crypto.randomUUID().slice(0, 8);
    const send = (text: string) =>
      user.api.post("/api/games/import", { headers: { "content-type": "text/calendar" }, data: text });
    for (const file of [arbiterSeason(suffix), refTownSeason(suffix)]) expect((await send(file)).status()).toBe(200);
    await signIn(page, user, "/games/import");
    // One answer given (Remembered · Undo), one card searched.
    const alumni = page.getByRole("region", { name: /^Alumni Hall - Ohio Dominican/ });
    await alumni.getByRole("radio").first().check();
    await alumni.getByRole("button", { name: "This is the gym" }).click();
    await expect(page.getByRole("heading", { name: "Remembered for later imports" })).toBeVisible();
    // Branch Rickey's gym added, so the next export's move of its game is a change to a placed game.
    const rickey = page.getByRole("region", { name: /Branch Rickey Arena/ });
    const oneTap = rickey.getByRole("button", { name: "Add this gym" });
    if (await oneTap.count()) await oneTap.click();
    else {
      await rickey.getByRole("link", { name: "Add this gym" }).click();
      await page.getByRole("button", { name: "Add this gym" }).click();
    }
    await expect(page.getByRole("region", { name: /Branch Rickey Arena/ })).toHaveCount(0);
    const westerville = page.getByRole("region", { name: /^Westerville Central HS/ });
    const addPath = (await westerville.getByRole("link", { name: "Add this gym" }).getAttribute("href")) ?? "";
    await westerville.getByLabel("Search arenas, schools or the map").fill("Ohio");
    await westerville.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "Matches for “Ohio”" })).toBeVisible();
    const found: string[] = [];
    const audit = async (label: string) => {
      found.push(...(await auditAtEveryWidth(page, label)));
    };
    await audit("/games/import (answered, searched)");
    for (const path of ["/games", addPath]) {
      await page.goto(path);
      await audit(path);
    }
    // The platform's next export: a change and a drop on My Games; the season's mileage.
    expect((await send(arbiterSeason(suffix, { changed: true }))).status()).toBe(200);
    await page.goto("/games");
    await expect(page.getByTestId("game-changed")).toBeVisible();
    await expect(page.getByTestId("game-removed")).toBeVisible();
    await audit("/games (changed, on hold)");
    await page.goto("/games/mileage");
    await page
      .getByRole("link", { name: /^Season / })
      .first()
      .click();
    await audit("/games/mileage");
    expect(found).toEqual([]);
  });

  test("a season that adds up: an upload's clash count, two gyms one trip, clashes flagged and known, a cancelled game", async ({
    page,
    user,
  }) => {
    test.slow();
    await signIn(page, user, "/games/import");
    const season = horizonSeason(crypto.randomUUID().slice(0, 8), { cancelled: true });
    await page
      .getByLabel("Calendar file (.ics)")
      .setInputFiles({ name: "horizon.ics", mimeType: "text/calendar", buffer: Buffer.from(season) });
    await page.getByRole("button", { name: "Import Games" }).click();
    await expect(page.getByTestId("import-clashes")).toBeVisible();
    const found: string[] = [];
    const audit = async (label: string) => {
      found.push(...(await auditAtEveryWidth(page, label)));
    };
    await audit("/games/import (clashes in the result)");
    await page.goto("/games");
    await expect(page.getByTestId("clash-notice")).toBeVisible();
    await audit("/games (a trip, clashes, cancelled)");
    await page
      .getByRole("button", { name: /^Mark as known: the clash with the game at/ })
      .first()
      .click();
    await expect(page.getByTestId("game-clash-known").first()).toBeVisible();
    await audit("/games (a known clash)");
    expect(found).toEqual([]);
  });

  test("a refused form: its message, the error toast and the duplicate question", async ({ page, user }) => {
    await signIn(page, user, "/submit");
    // Beside the seeded Value City Arena (40.0076, -83.0250): the page asks before saving.
    await fillArenaForm(page, {
      name: "Value City Arena",
      address: "1961 Tuttle Park Place",
      latitude: "40.0089",
      longitude: "-83.0250",
    });
    await page.getByRole("button", { name: "Submit Arena" }).click();
    await expect(page.getByTestId("duplicates-notice")).toBeVisible();
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toBeVisible();
    const found: string[] = [];
    found.push(...(await auditAtEveryWidth(page, "/submit (duplicate question)")));
    expect(found).toEqual([]);
  });
});
