import type { Page } from "@playwright/test";
import { AVAILABILITY_TEXT as T } from "../../core/availability/messages.ts";
import { importedGame, submitArena } from "./arrival-games.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { type Account, expect, test } from "./fixtures.ts";

// Block once, tick off each site, on a phone: two assigners' calendars imported, each game listed
// for the other site, a day off for both, and the ticks still there after a reload.

const DAY = 86_400_000;
/** The gym's clock (the sample arena is in Columbus): the person's clock, taken from their games. */
const ZONE = "America/New_York";

/** 23:00 UTC `days` days ahead: early evening on the gym's clock. */
const evening = (days: number) => Math.floor((Date.now() + days * DAY) / DAY) * DAY + 23 * 3_600_000;
/** "YYYY-MM-DD" of an instant on the gym's clock. */
const dateOn = (instant: number) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(instant);

async function twoCalendars(user: Account) {
  const name = `Availability Gym ${crypto.randomUUID().slice(0, 6)}`;
  const arenaId = await submitArena(user, name);
  await importedGame(user, arenaId, { start: evening(9), calendar: "Assignr League" });
  await importedGame(user, arenaId, { start: evening(11), calendar: "RefTown" });
  return name;
}

const toggle = (page: Page, card: number, platform: string) =>
  page
    .getByTestId("busy")
    .nth(card)
    .getByRole("button", { name: T.enteredIn(platform) });

/** Ticks one, and waits for the server's answer (the button shows the tick before it comes). */
async function tick(page: Page, card: number, platform: string) {
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await toggle(page, card, platform).click();
  await saved;
  await expect(toggle(page, card, platform)).toHaveAttribute("aria-pressed", "true");
}

/** The journey both tests make; with JavaScript, the toast and the audit of the page too. */
async function blockOnceTickEach(page: Page, user: Account, { script }: { script: boolean }) {
  const gym = await twoCalendars(user);
  await signIn(page, user, "/games");
  await page.getByRole("link", { name: T.title, exact: true }).click();
  await expect(page).toHaveURL("/availability");
  await expect(page.getByTestId("availability-clock")).toHaveText(T.clock.games("Eastern Time"));

  // Each game for the calendar that did not send it.
  const cards = page.getByTestId("busy");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(T.gameAt(gym));
  await expect(toggle(page, 0, "RefTown")).toHaveAttribute("aria-pressed", "false");
  await expect(toggle(page, 0, "Assignr League")).toHaveCount(0);
  await expect(toggle(page, 1, "Assignr League")).toBeVisible();
  await expect(toggle(page, 1, "RefTown")).toHaveCount(0);
  await expect(page.getByRole("link", { name: T.howTo("RefTown") })).toHaveAttribute(
    "href",
    "https://reftown.com/kbp/index.php?EntryID=54&View=entry",
  );

  // A day off, for both.
  await page.getByLabel(T.startDateLabel, { exact: true }).fill(dateOn(evening(13)));
  await page.getByLabel(T.labelLabel).fill("Day off");
  await page.getByRole("button", { name: T.save }).click();
  if (script) await expect(toast(page, T.added)).toBeVisible();
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(2)).toContainText("Day off");
  await expect(page.getByTestId("block")).toContainText("Day off");

  // Ticks, kept after a reload.
  await tick(page, 0, "RefTown");
  await tick(page, 2, "Assignr League");
  await page.reload();
  await expect(toggle(page, 0, "RefTown")).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(page, 2, "Assignr League")).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(page, 2, "RefTown")).toHaveAttribute("aria-pressed", "false");
  await expect(toggle(page, 1, "Assignr League")).toHaveAttribute("aria-pressed", "false");
  if (script) expect(await auditCurrentPage(page, "/availability")).toEqual([]);

  // The busy-times link.
  await page.getByRole("button", { name: T.feedCreate }).click();
  await expect(page.getByTestId("busy-feed-url")).toHaveValue(/\/busy\/[A-Za-z0-9_-]{32}\.ics$/);
}

test("two calendars: each game for the other site, a day off for both, ticks kept after a reload", async ({
  page,
  user,
}) => {
  await blockOnceTickEach(page, user, { script: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same with plain forms: the block, each tick and the link", async ({ page, user }) => {
    await blockOnceTickEach(page, user, { script: false });
  });
});
