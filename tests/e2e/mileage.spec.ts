import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// The mileage log: a rate in the profile, a planned game's miles in the report, the person's own
// figure, the CSV download and the printed page.

/** "YYYY-MM-DD" this many days from now (UTC). */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Plans a game at the seeded Allen Fieldhouse from downtown Lawrence; the e2e router answers 6,712.4 m. */
async function planAtAllenFieldhouse(api: APIRequestContext, date: string) {
  const found = await api.get(`/api/arenas?${new URLSearchParams({ search: "Allen Fieldhouse" })}`);
  const { arenas } = (await found.json()) as { arenas: Array<{ id: string; name: string }> };
  const arena = arenas.find((candidate) => candidate.name === "Allen Fieldhouse");
  if (!arena) throw new Error("the seeded Allen Fieldhouse is missing");
  const planned = await api.post("/api/games", {
    data: { arenaId: arena.id, date, time: "19:00", start: { label: "Home", latitude: 38.9717, longitude: -95.2353 } },
  });
  if (planned.status() !== 201) throw new Error(`planning answered ${planned.status()}: ${await planned.text()}`);
  return ((await planned.json()) as { game: { id: string } }).game;
}

test("a rate in the profile → the report with its total and amount → my own miles → CSV → print", async ({
  page,
  user,
}) => {
  const date = daysFromNow(20);
  const game = await planAtAllenFieldhouse(user.api, date);

  await signIn(page, user, "/profile");
  const settings = page.locator("form").filter({ has: page.getByLabel("Rate per mile (dollars)") });
  await expect(page.getByRole("heading", { name: "Mileage", exact: true })).toBeVisible();
  await expect(settings.getByLabel("A round trip (there and back)")).toBeChecked();
  await settings.getByLabel("Rate per mile (dollars)").fill("0.70");
  await settings.getByRole("button", { name: "Save Mileage Settings" }).click();
  await expect(toast(page, "Mileage settings saved")).toBeVisible();

  await page.goto("/games");
  await page.getByRole("link", { name: "Mileage" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mileage" })).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill(date);
  await page.getByLabel("To", { exact: true }).fill(date);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`/games/mileage?from=${date}&to=${date}`);

  const row = page.getByRole("row").filter({ hasText: "Allen Fieldhouse" });
  await expect(row.getByRole("cell")).toHaveText([
    /, \d{4}$/,
    // The arena, then the purpose (and on a phone the city and source, under it).
    /^Allen FieldhouseOfficiating: game at Allen Fieldhouse/,
    "Lawrence",
    "Home",
    "8.4",
    "Routing",
  ]);
  await expect(page.getByTestId("mileage-total")).toHaveText("8.4");
  await expect(page.getByText("At $0.70 per mile: $5.88")).toBeVisible();

  // My own figure wins over the routed one.
  await page.goto(`/games/${game.id}/edit`);
  await expect(page.getByText("Worked out: 4.2 miles one way (Routing).")).toBeVisible();
  await page.getByLabel("Your miles, one way").fill("5");
  await page.getByRole("button", { name: "Save Miles" }).click();
  await expect(toast(page, "Miles saved")).toBeVisible();
  await page.goto(`/games/mileage?from=${date}&to=${date}`);
  await expect(page.getByTestId("mileage-total")).toHaveText("10.0");
  await expect(page.getByRole("row").filter({ hasText: "Allen Fieldhouse" })).toContainText("Your figure");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tipoff-mileage-${date}-to-${date}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toBe(
    `\uFEFFDate,Arena,City,Purpose,From,Miles,Source\r\n${date},Allen Fieldhouse,Lawrence,Officiating: game at Allen Fieldhouse,Home,10,Your figure\r\nTotal,,,,,10,\r\n`,
  );

  // On a phone, light and dark, axe finds nothing on screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.waitForLoadState("load");
  // Every row's miles and the total fit the phone's width: nothing to scroll sideways for.
  await expect(page.getByTestId("mileage-total-line")).toHaveText("Total: 10.0 miles");
  // At 360 px the row is its date, its arena (with its details under it) and its miles.
  await expect(row.getByRole("cell")).toHaveCount(3);
  for (const cell of [row.getByRole("cell").nth(2), page.getByTestId("mileage-total")]) {
    await expect(cell).toBeVisible();
    const box = await cell.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  // Colours are read right after the theme switch: no transition may be halfway.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    const screen = await axeViolations(page);
    expect(screen.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  }

  // The printed page (still in the dark theme, then light): the report alone, on white, and axe finds nothing.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("link", { name: "Download CSV" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("cell", { name: "Allen Fieldhouse" })).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  const light = await axeViolations(page, ["color-contrast"]);
  expect(light.map((violation) => violation.id)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("one way in the profile, a custom period, then a game marked not driven leaves the report", async ({
    page,
    user,
  }) => {
    const date = daysFromNow(21);
    const game = await planAtAllenFieldhouse(user.api, date);
    await signIn(page, user, "/profile");
    const settings = page.locator("form").filter({ has: page.getByLabel("Rate per mile (dollars)") });
    await settings.getByLabel("One way").check();
    await settings.getByRole("button", { name: "Save Mileage Settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mileage settings saved" })).toBeVisible();

    await page.goto("/games/mileage");
    await page.getByLabel("From", { exact: true }).fill(date);
    await page.getByLabel("To", { exact: true }).fill(date);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(`/games/mileage?from=${date}&to=${date}`);
    await expect(page.getByText("Miles are one way.")).toBeVisible();
    await expect(page.getByTestId("mileage-total")).toHaveText("4.2");
    await expect(page.getByText("Set a rate per mile in your profile to see the amount.")).toBeVisible();

    await page.goto(`/games/${game.id}/edit`);
    await page.getByLabel("Not driven (leave this game out of the mileage report)").check();
    await page.getByRole("button", { name: "Save Miles" }).click();
    await expect(page).toHaveURL("/games/mileage");
    await page.goto(`/games/mileage?from=${date}&to=${date}`);
    await expect(page.getByText("No driven games in this period")).toBeVisible();
  });
});

test("a visitor is sent to sign in first", async ({ page }) => {
  await page.goto("/games/mileage");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgames%2Fmileage$/);
});
