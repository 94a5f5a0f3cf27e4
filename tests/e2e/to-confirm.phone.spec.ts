import type { Page } from "@playwright/test";
import { CONFIRM_TEXT } from "../../core/games/confirm-text.ts";
import { signIn, toast } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { startCalendarServer } from "./feed-server.ts";
import { expect, test } from "./fixtures.ts";

// A game to accept, on a phone (docs/decisions/244): a feed's refresh adds a game, its card says in
// which calendar to accept it, and Accepted takes the mark away; the first import marks nothing.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ARENA = "Allen Fieldhouse";

function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

type FeedEvent = { uid: string; start: number; summary: string };

/** An Arbiter-style feed at a gym every e2e database has. */
function arbiterFeed(name: string, events: FeedEvent[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:${name}`,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTART:${utcStamp(event.start)}`,
      `SUMMARY:${event.summary}`,
      "LOCATION: 1651 Naismith Dr, Lawrence KS  66045",
      `DESCRIPTION:Site: ${ARENA}\\nSubsite: Main\\nPat Lee  Position: Referee`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** The confirmation after a redirect: a toast with JavaScript, the page's status line without. */
function confirmation(page: Page, javaScript: boolean, text: string) {
  return javaScript ? toast(page, text) : page.getByRole("status").filter({ hasText: text });
}

async function refreshAddsThenAccept(page: Page, javaScript: boolean) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const name = `Arbiter Group ${suffix}`;
  const start = Math.floor((Date.now() + 4 * DAY_MS) / HOUR_MS) * HOUR_MS;
  const first: FeedEvent = { uid: `TC-first-${suffix}`, start, summary: `First${suffix} vs Home` };
  const added: FeedEvent = { uid: `TC-added-${suffix}`, start: start + DAY_MS, summary: `Added${suffix} vs Home` };
  const feed = await startCalendarServer();
  try {
    feed.serve(arbiterFeed(name, [first]));
    await page.goto("/games/import");
    await page.getByLabel("Calendar link").fill(feed.link);
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(confirmation(page, javaScript, `Subscribed to ${name}.`)).toBeVisible();

    feed.serve(arbiterFeed(name, [first, added]));
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await item.getByRole("button", { name: "Refresh now" }).click();
    await expect(confirmation(page, javaScript, `${name} refreshed.`)).toBeVisible();

    await page.goto("/games");
    const card = (text: string) => page.getByTestId("game-card").filter({ hasText: text });
    // The first import's game is new to Tipoff, not to the platform: nothing to accept.
    await expect(card(`First${suffix}`)).not.toContainText(CONFIRM_TEXT.badge);
    await expect(card(`Added${suffix}`)).toContainText(CONFIRM_TEXT.acceptIn(name));
    await expect(page.getByTestId("confirm-notice")).toContainText(CONFIRM_TEXT.count(1));
    if (javaScript) expect(await auditCurrentPage(page, "a game to accept")).toEqual([]);

    await card(`Added${suffix}`)
      .getByRole("button", { name: CONFIRM_TEXT.acceptedLabel(ARENA) })
      .click();
    await expect(confirmation(page, javaScript, CONFIRM_TEXT.done)).toBeVisible();
    await expect(card(`Added${suffix}`)).not.toContainText(CONFIRM_TEXT.acceptIn(name));
    await expect(page.getByTestId("confirm-notice")).toHaveCount(0);
  } finally {
    feed.server.close();
  }
}

test("a refresh adds a game: Accept it in its calendar, then Accepted takes the mark away", async ({ page, user }) => {
  await signIn(page, user, "/games/import");
  await refreshAddsThenAccept(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the refresh and Accepted are plain form posts", async ({ page, user }) => {
    await signIn(page, user, "/games/import");
    await refreshAddsThenAccept(page, false);
  });
});
