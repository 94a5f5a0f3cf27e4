import { readFile } from "node:fs/promises";
import { signIn, toast } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { playedToday } from "./pay-games.ts";

// Pay: a calendar's games with their fees, a rate for the game without one, several games marked
// paid at once, the year's page, its CSV, and a game's own pay typed on its edit page.

test("fees from the calendar → a rate → two games paid at once → the year's page, CSV and a game's own fee", async ({
  page,
  user,
}) => {
  const { payer, year } = await playedToday(user.api);
  await signIn(page, user, "/games");
  await page.getByRole("link", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay" })).toBeVisible();
  // The games' year (this year but in the first hours of January 1, UTC), as the year picker shows it.
  await page.goto(`/games/pay?year=${year}`);
  await expect(page.getByTestId("pay-unpaid")).toHaveText("$130.00");
  await expect(page.getByRole("link", { name: `1 game has no fee: set a rate for ${payer}` })).toBeVisible();

  await page.getByLabel("Rates", { exact: true }).fill(`${payer}: Varsity $40`);
  await page.getByRole("button", { name: "Save Rates" }).click();
  await expect(toast(page, "Rates saved: 1 game priced")).toBeVisible();
  await expect(page.getByTestId("pay-unpaid")).toHaveText("$170.00");

  const owed = page.getByRole("region", { name: "Games not paid yet" });
  await expect(owed.getByRole("checkbox")).toHaveCount(3);
  await owed.getByRole("checkbox").nth(0).check();
  await owed.getByRole("checkbox").nth(1).check();
  await page.getByLabel("Paid on").fill(`${year}-12-20`);
  await page.getByRole("button", { name: "Mark Paid" }).click();
  await expect(toast(page, "2 games marked paid: $130.00")).toBeVisible();
  await expect(page.getByTestId("pay-paid")).toHaveText("$130.00");
  await expect(page.getByTestId("pay-unpaid")).toHaveText("$40.00");
  await expect(page.getByRole("region", { name: "Games not paid yet" }).getByRole("checkbox")).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tipoff-pay-${year}.csv`);
  const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
  expect(lines[0]).toBe("\uFEFFDate,Payer,Level,Arena,Fee,Travel,Paid on,Miles,Deduction,Received");
  expect(lines.filter((line) => line.includes(payer))).toHaveLength(3);
  expect(lines.filter((line) => line.includes(`,${year}-12-20,`))).toHaveLength(2);

  // The game without a fee of its own: typed on its edit page, it stays the game's.
  const games = (await (await user.api.get("/api/games")).json()) as {
    games: Array<{ id: string; feeSource: string | null }>;
  };
  const rated = games.games.find((game) => game.feeSource === "rate");
  await page.goto(`/games/${rated?.id}/edit`);
  await expect(page.getByText("From your rates", { exact: true })).toBeVisible();
  await page.getByLabel("Fee (dollars)").fill("45");
  await page.getByRole("button", { name: "Save Pay" }).click();
  await expect(toast(page, "Pay saved")).toBeVisible();
  await expect(page).toHaveURL("/games/pay");
  await page.goto(`/games/pay?year=${year}`);
  await expect(page.getByTestId("pay-unpaid")).toHaveText("$45.00");

  // On a phone, light and dark: nothing for axe, and the totals fit the width.
  await page.setViewportSize({ width: 360, height: 780 });
  const box = await page.getByTestId("pay-unpaid").boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await auditCurrentPage(page, "/games/pay 360px")).toEqual([]);

  // Printed: the year alone, without the forms that change it.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Download CSV" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Save Rates" })).toBeHidden();
  await expect(page.getByRole("heading", { name: `Tax year ${year}` })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a game ticked and marked paid, with the day it was paid", async ({ page, user }) => {
    const { year } = await playedToday(user.api);
    await signIn(page, user, `/games/pay?year=${year}`);
    const owed = page.getByRole("region", { name: "Games not paid yet" });
    await owed.getByRole("checkbox").first().check();
    await page.getByLabel("Paid on").fill(`${year}-12-21`);
    await page.getByRole("button", { name: "Mark Paid" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 game marked paid: $65.00" })).toBeVisible();
    await expect(page.getByTestId("pay-paid")).toHaveText("$65.00");
  });
});
