import { CONTACT_TEXT } from "../../core/contacts/messages.ts";
import { LATE_TEXT } from "../../core/games/late-text.ts";
import { REPORT_TEXT } from "../../core/reports/messages.ts";
import { importedGame, submitArena } from "./arrival-games.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Game day when it goes wrong, on a phone: a partner's phone once, "running late" from My Games to
// the messages app, and the report after an ejection kept through a dead zone until it is sent.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ARENA_ZONE = "America/New_York";

/** A tip-off later today on the arena's clock (Columbus): within the hour, or minutes away near midnight. */
function laterToday(now = Date.now()): number {
  const day = (instant: number) => new Intl.DateTimeFormat("en-CA", { timeZone: ARENA_ZONE }).format(instant);
  const inAnHour = now + HOUR;
  return day(inAnHour) === day(now) ? inAnHour : now + 5 * MINUTE;
}

/** "6:25 PM" on the arena's clock. */
const clock = (instant: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone: ARENA_ZONE, hour: "numeric", minute: "2-digit" })
    .format(instant)
    .replace(/\s/g, " ");

test("a partner's phone once, then running late from My Games opens a text with the new arrival", async ({
  page,
  user,
}) => {
  const name = `Game Day Arena ${crypto.randomUUID().slice(0, 6)}`;
  const arenaId = await submitArena(user, name);
  const tipoff = laterToday();
  const gameId = await importedGame(user, arenaId, { start: tipoff, crew: "Jane Doe  Position: Umpire" });

  await signIn(page, user, "/contacts");
  await page.getByLabel(CONTACT_TEXT.nameLabel).fill("jane  doe");
  await page.getByLabel(CONTACT_TEXT.phoneLabel).fill("(317) 555-0142");
  await page.getByRole("button", { name: CONTACT_TEXT.save }).click();
  await expect(toast(page, CONTACT_TEXT.saved)).toBeVisible();
  await expect(page.getByTestId("contact")).toContainText("(317) 555-0142");
  expect(await auditCurrentPage(page, "/contacts")).toEqual([]);

  await page.goto("/games");
  const card = page.locator(`#game-${gameId}`);
  await card.getByRole("link", { name: LATE_TEXT.actionLabel(name) }).click();
  await expect(page).toHaveURL(`/games/${gameId}/late`);
  await page.getByText(LATE_TEXT.choice(15), { exact: true }).click();
  await page.getByRole("button", { name: LATE_TEXT.show }).click();
  await expect(page).toHaveURL(`/games/${gameId}/late?minutes=15`);
  // The import's buffer is the usual 60 minutes: arrival an hour before tip-off, 15 minutes later.
  const message = LATE_TEXT.message(15, name, clock(tipoff - HOUR + 15 * MINUTE));
  await expect(page.getByTestId("late-message")).toContainText(message);
  const text = page.getByRole("link", { name: LATE_TEXT.textTo("Jane Doe") });
  await expect(text).toHaveAttribute("href", `sms:3175550142?&body=${encodeURIComponent(message)}`);
  expect(await auditCurrentPage(page, "running late")).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("running late is a GET form, and the report is a plain post", async ({ page, user }) => {
    const name = `No Script Arena ${crypto.randomUUID().slice(0, 6)}`;
    const arenaId = await submitArena(user, name);
    const tipoff = laterToday();
    const upcoming = await importedGame(user, arenaId, { start: tipoff });
    const played = await importedGame(user, arenaId, { start: Date.now() - 3 * HOUR });

    await signIn(page, user, `/games/${upcoming}/late`);
    await page.getByText(LATE_TEXT.choice(10), { exact: true }).click();
    await page.getByRole("button", { name: LATE_TEXT.show }).click();
    await expect(page.getByTestId("late-message")).toContainText(
      LATE_TEXT.message(10, name, clock(tipoff - HOUR + 10 * MINUTE)),
    );
    await expect(page.getByTestId("late-message")).toContainText(LATE_TEXT.noContacts);

    await page.goto(`/games/${played}/report`);
    await page.getByLabel(REPORT_TEXT.whoLabel).fill("Home head coach");
    await page.getByLabel(REPORT_TEXT.notesLabel).fill("Second technical foul.");
    await page.getByRole("button", { name: REPORT_TEXT.save }).click();
    await expect(page).toHaveURL(/\/games#game-/);
    await expect(page.getByTestId("report-notice")).toContainText("Report due by");
  });
});

test("an ejection: the report survives a dead zone, then My Games says when it is due until it is sent", async ({
  page,
  user,
}) => {
  const name = `Report Arena ${crypto.randomUUID().slice(0, 6)}`;
  const arenaId = await submitArena(user, name);
  const gameId = await importedGame(user, arenaId, { start: Date.now() - 3 * HOUR });

  await signIn(page, user, "/games");
  await page.getByTestId("arrival-ask").getByRole("link", { name: REPORT_TEXT.ask }).first().click();
  await expect(page).toHaveURL(`/games/${gameId}/report`);
  // Ohio's association: 48 hours from the ejection, counted from the tip-off.
  await expect(page.getByTestId("report-rule")).toContainText("OHSAA: within 48 hours of the incident");
  await page.getByLabel(REPORT_TEXT.whoLabel).fill("#23 Home");
  await page.getByLabel(REPORT_TEXT.whenLabel).fill("3rd quarter, 4:12");
  await page.getByLabel(REPORT_TEXT.notesLabel).fill("Second technical foul; left the bench area.");

  await page.context().setOffline(true);
  await page.getByRole("button", { name: REPORT_TEXT.save }).click();
  await expect(page.getByRole("status")).toContainText(REPORT_TEXT.offline);
  await page.context().setOffline(false);

  // The page opened again (the phone back in signal): the draft is still there.
  await page.reload();
  await expect(page.getByRole("status")).toContainText(REPORT_TEXT.draftKept);
  await expect(page.getByLabel(REPORT_TEXT.whoLabel)).toHaveValue("#23 Home");
  await expect(page.getByLabel(REPORT_TEXT.notesLabel)).toHaveValue("Second technical foul; left the bench area.");
  expect(await auditCurrentPage(page, "the report form")).toEqual([]);
  await page.getByRole("button", { name: REPORT_TEXT.save }).click();
  await expect(toast(page, "Report saved. Due by")).toBeVisible();
  const notice = page.getByTestId("report-notice");
  await expect(notice).toContainText(`Report due by`);
  await expect(notice).toContainText(name);

  await notice.getByRole("link", { name: REPORT_TEXT.open }).click();
  await page.getByRole("button", { name: REPORT_TEXT.markSent }).click();
  await expect(toast(page, REPORT_TEXT.marked)).toBeVisible();
  await expect(page.getByTestId("report-notice")).toHaveCount(0);
});
