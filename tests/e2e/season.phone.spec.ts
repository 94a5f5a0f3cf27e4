import type { Page } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { startCalendarServer } from "./feed-server.ts";
import { expect, test } from "./fixtures.ts";
import { deliveredPushes, newPushSubscription } from "./push-service.ts";
import { HORIZON_FIRST_GAME, horizonSeason } from "./season-files.ts";

// A season that adds up, on a 360 px phone: a HorizonWebRef calendar uploaded as a file and then
// subscribed as a feed gives each game once, both sources named; two gyms a few miles apart on one
// evening are one trip (the later leave-by is from the first gym); two games the next afternoon
// overlap and are flagged on both, until marked as known. Then the feed moves a game into a clash
// (told by push) and drops one, and the older file uploaded again brings nothing back.

/** "5:00 PM" on Cincinnati's clock. */
const clock = (instant: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" }).format(
    instant,
  );

/** The evening's date on Cincinnati's clock, YYYY-MM-DD. */
const eveningDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(HORIZON_FIRST_GAME);

/** A confirmation after a redirect: a toast with JavaScript, the page's status line without. */
function confirmation(page: Page, javaScript: boolean, text: string) {
  return javaScript ? toast(page, text).first() : page.getByRole("status").filter({ hasText: text }).first();
}

async function journey(page: Page, javaScript: boolean) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const season = horizonSeason(suffix);
  const feed = await startCalendarServer();
  try {
    feed.serve(season);
    await page
      .getByLabel("Calendar file (.ics)")
      .setInputFiles({ name: "horizon.ics", mimeType: "text/calendar", buffer: Buffer.from(season) });
    await page.getByRole("button", { name: "Import Games" }).click();
    const result = page.getByRole("status").filter({ hasText: "Import finished" });
    await expect(result).toContainText("4 new");
    await expect(result).toContainText("1 pair of games clashes: you can't make both.");
    await expect(page.getByTestId("import-clashes").getByRole("link", { name: "See them" })).toHaveAttribute(
      "href",
      "/games",
    );

    await page.getByLabel("Calendar link").fill(feed.link);
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(confirmation(page, javaScript, "Subscribed to HorizonWebRef.")).toBeVisible();

    // Each game once, with both its sources.
    await page.getByRole("main").getByRole("link", { name: "My Games" }).click();
    const cards = page.getByTestId("game-card");
    await expect(cards).toHaveCount(4);
    await expect(
      page.getByTestId("game-sources").filter({ hasText: "From HorizonWebRef feed and a file" }),
    ).toHaveCount(4);

    // The evening's second game is left for from the first gym, after its game.
    const second = cards.filter({ hasText: `Walnut${suffix}` });
    await expect(second).toContainText(/Leave by \d+:\d\d PM E[SD]T/);
    await expect(second).toContainText(
      new RegExp(`\\d+ min drive from Cintas Center, after the ${clock(HORIZON_FIRST_GAME)} game`),
    );

    // The mileage report follows the trip: the leg to Fifth Third Arena starts at Cintas Center.
    await page.goto(`/games/mileage?from=${eveningDate}&to=${eveningDate}`);
    await expect(page.getByRole("row").filter({ hasText: "Fifth Third Arena" })).toContainText("From Cintas Center");
    await page.goto("/games");

    // The next afternoon's two games overlap: flagged on both, counted on top.
    await expect(page.getByTestId("clash-notice")).toContainText("1 pair of games clashes: you can't make both.");
    const first = cards.filter({ hasText: `Mason${suffix}` });
    const other = cards.filter({ hasText: `Sycamore${suffix}` });
    for (const card of [first, other]) {
      await expect(card.getByTestId("game-clash")).toContainText(/Can't make both: the times overlap, \d+ min drive/);
    }
    await expect(first.getByTestId("game-clash")).toContainText("With Fifth Third Arena");

    // A short scrimmage the assigner knows of: marked known, it is no longer flagged.
    await first.getByRole("button", { name: "Mark as known: the clash with the game at Fifth Third Arena" }).click();
    await expect(confirmation(page, javaScript, "Clash marked as known.")).toBeVisible();
    await expect(page.getByTestId("clash-notice")).toHaveCount(0);
    await expect(page.getByTestId("game-clash")).toHaveCount(0);
    await expect(other).toContainText("Known clash with the game at Cintas Center");
  } finally {
    feed.server.close();
  }
}

test("a file and its feed give each game once, two gyms one trip, a clash flagged on both", async ({ page, user }) => {
  await signIn(page, user, "/games/import");
  await journey(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same season, and the clash marked known with a plain form post", async ({ page, user }) => {
    await signIn(page, user, "/games/import");
    await journey(page, false);
  });
});

test("a feed's move that makes a clash is told; the older file again brings back neither a deleted nor a dropped game", async ({
  page,
  user,
}) => {
  const suffix = crypto.randomUUID().slice(0, 8);
  const olderFile = horizonSeason(suffix, { cancelled: true });
  const { id: deviceId, subscription } = await newPushSubscription();
  expect((await user.api.post("/api/notifications/subscriptions", { data: subscription })).status()).toBe(201);
  const feed = await startCalendarServer();
  const upload = async () => {
    await page
      .getByLabel("Calendar file (.ics)")
      .setInputFiles({ name: "horizon.ics", mimeType: "text/calendar", buffer: Buffer.from(olderFile) });
    await page.getByRole("button", { name: "Import Games" }).click();
    return page.getByRole("status").filter({ hasText: "Import finished" });
  };
  try {
    feed.serve(olderFile);
    await signIn(page, user, "/games/import");
    await expect(await upload()).toContainText("1 pair of games clashes: you can't make both.");
    await page.getByLabel("Calendar link").fill(feed.link);
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(toast(page, "Subscribed to HorizonWebRef.").first()).toBeVisible();

    // The person deletes the next afternoon's first game: its clash goes with it.
    await page.goto("/games");
    const cards = page.getByTestId("game-card");
    const card = (text: string) => cards.filter({ hasText: `${text}${suffix}` });
    await card("Mason").getByText("Delete", { exact: true }).click();
    await card("Mason").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Game deleted").first()).toBeVisible();
    await expect(page.getByTestId("clash-notice")).toHaveCount(0);

    // The platform moves the evening's second game to an hour after the first, and drops one.
    feed.serve(horizonSeason(suffix, { cancelled: true, changed: true }));
    await page.goto("/games/import");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "HorizonWebRef" }) });
    await item.getByRole("button", { name: "Refresh now" }).click();
    await expect(toast(page, "HorizonWebRef refreshed.").first()).toBeVisible();
    const moved = HORIZON_FIRST_GAME + 60 * 60_000;
    await expect
      .poll(async () => (await deliveredPushes(deviceId)).map((push) => push.payload.body).join("\n"), {
        timeout: 20_000,
      })
      .toMatch(
        new RegExp(
          `Can't make both: Cintas Center .*${clock(HORIZON_FIRST_GAME)} and Fifth Third Arena .*${clock(moved)}\\.`,
        ),
      );

    const check = async () => {
      await page.goto("/games");
      await expect(card("Mason")).toHaveCount(0);
      await expect(page.getByTestId("clash-notice")).toContainText("1 pair of games clashes: you can't make both.");
      await expect(card("Walnut")).toContainText(`Tip-off ${clock(moved)}`);
      await expect(card("Walnut").getByTestId("game-clash")).toContainText("Can't make both: the times overlap");
      await expect(card("Sycamore")).toContainText("Removed from feed?");
      await expect(card("Sycamore")).toContainText("On hold: no time to leave until you keep it");
      await expect(card("Anderson")).toContainText("Cancelled: no time to leave");
      for (const quiet of [card("Sycamore"), card("Anderson")]) await expect(quiet).not.toContainText("Leave by");
    };
    await check();

    // The older file again: the deleted game stays deleted, the feed's move and drop stand.
    await page.goto("/games/import");
    await expect(await upload()).toContainText("1 pair of games clashes: you can't make both.");
    await check();
    await expect(cards).toHaveCount(4);
  } finally {
    feed.server.close();
  }
});
