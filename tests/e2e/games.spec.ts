import type { APIRequestContext } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { expect, movePlannedGameToPast, test, untilPageIsQuiet } from "./fixtures.ts";

// Game day: plan a game from an arena page and find it in My Games with its leave-by time, with
// JavaScript and without. Its calendar file, the feed, editing and deleting are worker page tests
// (tests/worker/games/games-calendar.test.ts, games-pages.test.ts).

/** The next 15 January at least two days ahead: US standard time whatever today is. */
function nextJanuary15(): string {
  const year = new Date().getUTCFullYear();
  const thisYear = `${year}-01-15`;
  return Date.parse(thisYear) > Date.now() + 2 * 86_400_000 ? thisYear : `${year + 1}-01-15`;
}

/** The day before a "YYYY-MM-DD" date. */
function dayBefore(date: string): string {
  return new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
}

/** A seeded arena, found by its name. */
async function seededArena(api: APIRequestContext, name: string) {
  const found = await api.get(`/api/arenas?${new URLSearchParams({ search: name })}`);
  const { arenas } = (await found.json()) as { arenas: Array<{ id: string; name: string }> };
  const arena = arenas.find((candidate) => candidate.name === name);
  if (!arena) throw new Error(`the seeded ${name} is missing`);
  return arena;
}

/** A seeded arena in Lawrence, Kansas (Central Time). */
const allenFieldhouse = (api: APIRequestContext) => seededArena(api, "Allen Fieldhouse");
/** A seeded arena in Tempe, Arizona (Mountain Standard Time all year). */
const desertFinancialArena = (api: APIRequestContext) => seededArena(api, "Desert Financial Arena");

test("with JavaScript: plan from my current location, and save it as the usual start", async ({
  page,
  context,
  user,
}) => {
  await context.grantPermissions(["geolocation"]);
  // Downtown Lawrence, Kansas: the same zone as the arena, so one clock.
  await context.setGeolocation({ latitude: 38.9717, longitude: -95.2353 });
  const arena = await allenFieldhouse(user.api);
  await signIn(page, user, `/arenas/${arena.id}/plan`);
  await page.getByLabel("My current location").check();
  await expect(page.getByText("Location found")).toBeVisible();
  await page.getByLabel("Date").fill(nextJanuary15());
  await page.getByLabel(/^Tip-off time/).fill("18:00");
  await page.getByLabel("Arrive before tip-off (minutes)").fill("45");
  await page.getByRole("button", { name: "Plan Game" }).click();
  const plan = "Leave by 5:02 PM CST · arrive by 5:15 PM";
  await expect(toast(page, `Game planned. ${plan}`)).toBeVisible();
  const card = page.getByTestId("game-card").filter({ hasText: "Allen Fieldhouse" });
  await expect(card.getByTestId("game-plan")).toHaveText(plan);
  await expect(card).toContainText("13 min drive from Current location");

  await page.goto("/profile");
  await page.getByRole("button", { name: "Use my current location" }).click();
  await expect(toast(page, "Usual start saved")).toBeVisible();
  await expect(page.getByTestId("usual-start")).toHaveText("Saved: My saved location");
});

test.describe("without JavaScript", () => {
  // A refused form answers its page again with status 400, which the browser reports.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400 \(Bad Request\)/ });

  // @alone: it writes a past tip-off into the server's database from outside (movePlannedGameToPast).
  test("profile defaults → plan two games (one routed, one estimated) → My Games in order, the past folded away", {
    tag: "@alone",
  }, async ({ page, user }) => {
    // The routing service is asked with a 3-second timeout, once per plan.
    test.setTimeout(60_000);
    const allen = await allenFieldhouse(user.api);
    const tempe = await desertFinancialArena(user.api);

    // The profile's game-day section: a default arrival buffer and a typed usual start.
    await signIn(page, user, "/profile");
    await expect(page.getByRole("heading", { name: "Game day" })).toBeVisible();
    await expect(page.getByTestId("usual-start")).toHaveText("No usual start saved.");
    await page.getByLabel("Default arrival before tip-off (minutes)").fill("181");
    await page.getByRole("button", { name: "Save Default" }).click();
    await expect(page.getByText("Arrival buffer must be between 0 and 180 minutes")).toBeVisible();
    await page.getByLabel("Default arrival before tip-off (minutes)").fill("40");
    await page.getByRole("button", { name: "Save Default" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Default arrival saved" })).toBeVisible();
    await expect(page.getByLabel("Default arrival before tip-off (minutes)")).toHaveValue("40");
    // The fake geocoder finds Columbus, Ohio (Eastern Time) for this address.
    await page.getByLabel("Address", { exact: true }).fill("555 Borror Drive, Columbus, OH");
    await page.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Usual start saved" })).toBeVisible();
    await expect(page.getByTestId("usual-start")).toHaveText("Saved: 555 Borror Drive, Columbus, OH");

    // Plan at Allen Fieldhouse (Central Time) from the arena page, with the profile's defaults.
    await page.goto(`/arenas/${allen.id}`);
    await page.getByRole("link", { name: "Plan a game" }).click();
    await expect(page.getByRole("heading", { name: "Plan a game", level: 1 })).toBeVisible();
    await expect(page.getByText(/^Times are the arena's local time: C[SD]T \(Central Time\)\.$/)).toBeVisible();
    await expect(page.getByLabel("Arrive before tip-off (minutes)")).toHaveValue("40");
    await expect(page.getByText("Prefilled with your default from your profile.")).toBeVisible();
    await expect(page.getByLabel("My usual start: 555 Borror Drive, Columbus, OH")).toBeChecked();
    // Without JavaScript the browser's location is not offered.
    await expect(page.getByLabel("My current location")).toHaveCount(0);
    const date = nextJanuary15();
    await page.getByLabel("Date").fill(date);
    await page.getByLabel(/^Tip-off time/).fill("19:00");
    await page.getByRole("button", { name: "Plan Game" }).click();
    await expect(page).toHaveURL(/\/games#game-[0-9a-f-]{36}$/);
    // The fake routing service answers 13 minutes; 40 minutes early at the door; the start is an
    // hour ahead, so the person's own clock is shown too.
    const allenPlan = "Leave by 6:07 PM CST (7:07 PM EST where you start) · arrive by 6:20 PM";
    await expect(page.getByRole("status").filter({ hasText: `Game planned. ${allenPlan}` })).toBeVisible();

    // Plan in Tempe, Arizona, the day before, from a typed address: the routing service does not
    // answer in time for a drive there, so the drive is the estimate, and says so.
    await page.goto(`/arenas/${tempe.id}/plan`);
    await expect(page.getByText("Times are the arena's local time: MST (Mountain Standard Time).")).toBeVisible();
    await page.getByLabel("Date").fill(dayBefore(date));
    await page.getByLabel(/^Tip-off time/).fill("19:00");
    await page.getByLabel("An address").check();
    await page.getByLabel("Starting address").fill("Memorial Union, Tempe, AZ");
    await page.getByRole("button", { name: "Plan Game" }).click();
    // Half a mile away: the estimate's 10-minute floor.
    const tempePlan = "Leave by 6:10 PM MST · arrive by 6:20 PM";
    await expect(page.getByRole("status").filter({ hasText: `Game planned. ${tempePlan}` })).toBeVisible();

    // A game whose tip-off has passed (planned, then moved back a week in the database).
    const planned = await user.api.post("/api/games", {
      data: { arenaId: allen.id, date, time: "12:00", start: { label: "Home", latitude: 38.97, longitude: -95.24 } },
    });
    expect(planned.status()).toBe(201);
    const { game: pastGame } = (await planned.json()) as { game: { id: string } };
    await untilPageIsQuiet(page);
    movePlannedGameToPast(pastGame.id, 7);

    // My Games: upcoming soonest first, the past game folded away.
    await page.getByRole("link", { name: "My Games" }).first().click();
    await expect(page.getByRole("heading", { name: "My Games", level: 1 })).toBeVisible();
    const upcoming = page.getByTestId("game-card").filter({ visible: true });
    await expect(upcoming).toHaveCount(2);
    const [first, second] = [upcoming.nth(0), upcoming.nth(1)];
    await expect(first.getByRole("heading")).toHaveText("Desert Financial Arena");
    await expect(first.getByTestId("game-plan")).toHaveText(tempePlan);
    await expect(first).toContainText("Tip-off 7:00 PM MST");
    await expect(first).toContainText("10 min drive from Memorial Union, Tempe, AZ");
    await expect(first.getByText("estimate", { exact: true })).toBeVisible();
    await expect(second.getByRole("heading")).toHaveText("Allen Fieldhouse");
    await expect(second.getByTestId("game-plan")).toHaveText(allenPlan);
    await expect(second).toContainText("Tip-off 7:00 PM CST");
    await expect(second).toContainText("13 min drive from 555 Borror Drive, Columbus, OH");
    await expect(second.getByText("estimate", { exact: true })).toHaveCount(0);
    await expect(second.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /^https:\/\//);

    const past = page.locator(`#game-${pastGame.id}`);
    await expect(past).toBeHidden();
    await page.getByText("Past games (1)").click();
    await expect(past).toBeVisible();
    await expect(past).toContainText("Allen Fieldhouse");
  });
});
