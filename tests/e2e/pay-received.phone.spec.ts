import type { APIRequestContext, Page } from "@playwright/test";
import { PAY_TEXT } from "../../core/pay/pay-text.ts";
import { signIn } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { type Account, expect, test } from "./fixtures.ts";

// A December game paid in January, on a 360 px phone: earned in the game's year, received in the
// payment's, and the next year offered once a payment falls in it. With and without JavaScript.

/**
 * One game on December 20 of last year at the seeded Allen Fieldhouse, "Fee: $65.00" in its
 * description; the calendar's name is its payer. A calendar brings past games, and last December
 * is always within the import's window, whatever day the test runs.
 */
async function decemberGame(api: APIRequestContext) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const payer = `Region 9 ${suffix}`;
  const year = new Date().getUTCFullYear() - 1;
  const start = new Date(Date.UTC(year, 11, 20, 20));
  const file = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:${payer}`,
    "BEGIN:VEVENT",
    `UID:pay-received-${suffix}`,
    `DTSTART:${start
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")}`,
    "SUMMARY:North vs South (Varsity)",
    "LOCATION:1651 Naismith Dr, Lawrence KS 66045",
    "DESCRIPTION:Site: Allen Fieldhouse\\nFee: $65.00",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const imported = await api.post("/api/games/import", { headers: { "content-type": "text/calendar" }, data: file });
  if (imported.status() !== 200) throw new Error(`import answered ${imported.status()}: ${await imported.text()}`);
  const listed = (await (await api.get("/api/games")).json()) as { games: Array<{ id: string; payer: string | null }> };
  const game = listed.games.find((row) => row.payer === payer);
  if (!game) throw new Error("the December game was not imported");
  return { id: game.id, payer, year };
}

async function paidInJanuary(page: Page, user: Account) {
  const game = await decemberGame(user.api);
  await signIn(page, user, `/games/${game.id}/edit`);
  await page.getByLabel("Paid on", { exact: true }).fill(`${game.year + 1}-01-09`);
  await page.getByRole("button", { name: "Save Pay" }).click();
  await expect(page).toHaveURL(/\/games\/pay/);
  return game;
}

async function bothYears(page: Page, { payer, year }: { payer: string; year: number }) {
  await page.goto(`/games/pay?year=${year}`);
  await expect(page.getByTestId("pay-fees")).toHaveText("$65.00");
  await expect(page.getByTestId("pay-received")).toHaveText("$0.00");
  await expect(page.getByText(PAY_TEXT.receivedNote)).toBeVisible();

  // The payment's year is offered because a payment falls in it.
  await page.getByRole("link", { name: String(year + 1), exact: true }).click();
  await expect(page).toHaveURL(`/games/pay?year=${year + 1}`);
  await expect(page.getByTestId("pay-fees")).toHaveText("$0.00");
  await expect(page.getByTestId("pay-received")).toHaveText("$65.00");
  const row = page.getByRole("row").filter({ hasText: payer });
  await expect(row.getByTestId("pay-payer-received")).toHaveText("$65.00");
  const box = await page.getByTestId("pay-received").boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
}

test("a December game paid in January: earned in its year, received in the next", async ({ page, user }) => {
  const game = await paidInJanuary(page, user);
  await bothYears(page, game);
  expect(await auditCurrentPage(page, "/games/pay received 360px")).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same payment on both years' pages", async ({ page, user }) => {
    const game = await paidInJanuary(page, user);
    await bothYears(page, game);
  });
});
