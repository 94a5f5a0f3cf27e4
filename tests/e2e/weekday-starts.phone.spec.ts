import type { APIRequestContext, Page } from "@playwright/test";
import { GAME_DAY_TEXT } from "../../core/games/game-day-text.ts";
import { MILEAGE_TEXT } from "../../core/games/mileage-text.ts";
import { WEEKDAY_START_TEXT } from "../../core/games/weekday-start-text.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Where each trip starts, on a phone (docs/decisions/247): the usual start and a Wednesday start
// typed on the profile, then a Wednesday game driven from work and a Thursday game from home, each
// named as its leg's start in the mileage report.

const HOME = "Home, 1000 Kentucky St, Lawrence KS";
const WORK = "Office, 800 Massachusetts St, Lawrence KS";

/** "YYYY-MM-DD" of the first date on this ISO weekday (1 Monday … 7 Sunday) at least `after` days ahead. */
function nextOn(weekday: number, after: number): string {
  const day = new Date(Date.now() + after * 86_400_000);
  while ((day.getUTCDay() || 7) !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Plans a game at the seeded Allen Fieldhouse without a start: the profile gives it one. */
async function planAtAllenFieldhouse(api: APIRequestContext, date: string) {
  const found = await api.get(`/api/arenas?${new URLSearchParams({ search: "Allen Fieldhouse" })}`);
  const { arenas } = (await found.json()) as { arenas: Array<{ id: string; name: string }> };
  const arena = arenas.find((candidate) => candidate.name === "Allen Fieldhouse");
  if (!arena) throw new Error("the seeded Allen Fieldhouse is missing");
  const planned = await api.post("/api/games", { data: { arenaId: arena.id, date, time: "19:00" } });
  if (planned.status() !== 201) throw new Error(`planning answered ${planned.status()}: ${await planned.text()}`);
}

/** The confirmation after a redirect: a toast with JavaScript, the page's status line without. */
function confirmation(page: Page, javaScript: boolean, text: string) {
  return javaScript ? toast(page, text) : page.getByRole("status").filter({ hasText: text });
}

async function wednesdayFromWork(page: Page, api: APIRequestContext, javaScript: boolean) {
  await page.goto("/profile");
  const usual = page.locator("form").filter({ has: page.getByRole("button", { name: GAME_DAY_TEXT.saveUsualStart }) });
  await usual.getByLabel(GAME_DAY_TEXT.usualStartAddressLabel).fill(HOME);
  await usual.getByRole("button", { name: GAME_DAY_TEXT.saveUsualStart }).click();
  await expect(confirmation(page, javaScript, GAME_DAY_TEXT.usualStartSaved)).toBeVisible();

  const section = page.locator("form").filter({ has: page.getByRole("button", { name: WEEKDAY_START_TEXT.save }) });
  await expect(page.getByText(WEEKDAY_START_TEXT.title)).toBeVisible();
  await section.getByLabel("Wednesday").fill(WORK);
  await section.getByRole("button", { name: WEEKDAY_START_TEXT.save }).click();
  await expect(confirmation(page, javaScript, WEEKDAY_START_TEXT.saved)).toBeVisible();
  await page.reload();
  await expect(section.getByLabel("Wednesday")).toHaveValue(WORK);
  await expect(section.getByLabel("Thursday")).toHaveValue("");
  if (javaScript) expect(await auditCurrentPage(page, "/profile weekday starts 360px")).toEqual([]);

  const wednesday = nextOn(3, 10);
  await planAtAllenFieldhouse(api, wednesday);
  await planAtAllenFieldhouse(api, plusDays(wednesday, 1));
  await page.goto(`/games/mileage?from=${wednesday}&to=${plusDays(wednesday, 1)}`);
  const rows = page.getByRole("row").filter({ hasText: "Allen Fieldhouse" });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(MILEAGE_TEXT.fromStart(WORK));
  await expect(rows.nth(1)).toContainText(MILEAGE_TEXT.fromStart(HOME));
  if (javaScript) expect(await auditCurrentPage(page, "/games/mileage weekday starts 360px")).toEqual([]);
}

test("a Wednesday game from work in the mileage report", async ({ page, user }) => {
  await signIn(page, user, "/profile");
  await wednesdayFromWork(page, user.api, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Wednesday game from work in the mileage report, with plain form posts", async ({ page, user }) => {
    await signIn(page, user, "/profile");
    await wednesdayFromWork(page, user.api, false);
  });
});
