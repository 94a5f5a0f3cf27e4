import type { Page } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { startCalendarServer } from "./feed-server.ts";
import { expect, test } from "./fixtures.ts";

// Subscribe to a calendar feed served on this machine (the e2e server allows loopback feed links),
// then the feed moves a game, cancels one and drops one; "Refresh now" brings each change in.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

type FeedEvent = { uid: string; start: number; summary: string; status?: string };

/** An Arbiter-style feed: UTC times, the street address in LOCATION, Site: in DESCRIPTION. */
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
      "DESCRIPTION:Site: Allen Fieldhouse\\nSubsite: Main\\nPat Lee  Position: Referee",
      ...(event.status ? [`STATUS:${event.status}`] : []),
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

async function subscribeThenRefresh(page: Page, javaScript: boolean) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const name = `Arbiter feed ${suffix}`;
  const start = Math.floor((Date.now() + 6 * DAY_MS) / HOUR_MS) * HOUR_MS;
  const moved: FeedEvent = { uid: `F-moved-${suffix}`, start, summary: `Moved${suffix} vs Home` };
  const cancelled: FeedEvent = { uid: `F-cancel-${suffix}`, start: start + DAY_MS, summary: `Cancel${suffix} vs Home` };
  const removed: FeedEvent = { uid: `F-gone-${suffix}`, start: start + 2 * DAY_MS, summary: `Gone${suffix} vs Home` };
  const feed = await startCalendarServer();
  try {
    feed.serve(arbiterFeed(name, [moved, cancelled, removed]));
    await page.goto("/games/import");
    await page.getByLabel("Calendar link").fill(feed.link);
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(confirmation(page, javaScript, `Subscribed to ${name}.`)).toBeVisible();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(item).toContainText("3 games");
    await expect(item).toContainText(`127.0.0.1:`);
    await expect(item).toContainText("Last fetched");
    await expect(item).toContainText("Next fetch");
    await expect(item).not.toContainText(feed.link);

    feed.serve(
      arbiterFeed(name, [
        { ...moved, start: start + HOUR_MS },
        { ...cancelled, status: "CANCELLED" },
      ]),
    );
    await item.getByRole("button", { name: "Refresh now" }).click();
    await expect(confirmation(page, javaScript, `${name} refreshed.`)).toBeVisible();
    await expect(item).toContainText("2 games, 1 changed, 1 cancelled, 1 removed from feed");

    await page.goto("/games");
    const card = (text: string) => page.getByTestId("game-card").filter({ hasText: text });
    await expect(card(`Moved${suffix}`)).toContainText("Changed");
    await expect(card(`Cancel${suffix}`)).toContainText("Cancelled");
    await expect(card(`Gone${suffix}`)).toContainText("Removed from feed?");

    await page.goto("/games/import");
    await item.getByRole("button", { name: "Remove" }).click();
    await expect(confirmation(page, javaScript, `${name} removed. Its 3 games stay in My Games.`)).toBeVisible();
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
  } finally {
    feed.server.close();
  }
}

test("with JavaScript: subscribe to a feed, and Refresh now shows a moved, a cancelled and a removed game", async ({
  page,
  user,
}) => {
  await signIn(page, user, "/games/import");
  await subscribeThenRefresh(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribe, refresh and remove a feed with plain form posts", async ({ page, user }) => {
    await signIn(page, user, "/games/import");
    await subscribeThenRefresh(page, false);
  });
});

test("a feed's host that asks Tipoff to wait: Refresh now says when to try again", async ({ page, user }) => {
  await signIn(page, user, "/games/import");
  const name = `Busy platform ${crypto.randomUUID().slice(0, 8)}`;
  const feed = await startCalendarServer();
  try {
    feed.serve(arbiterFeed(name, []));
    await page.goto("/games/import");
    await page.getByLabel("Calendar link").fill(feed.link);
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(toast(page, `Subscribed to ${name}.`)).toBeVisible();

    feed.askToWait(300);
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await item.getByRole("button", { name: "Refresh now" }).click();
    const host = new URL(feed.link).host;
    await expect(
      page.getByText(`${host} asked Tipoff to wait before fetching again. Try again in 5 minutes.`),
    ).toBeVisible();
    await expect(item).not.toContainText("Last error");
  } finally {
    feed.server.close();
  }
});
