import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import ICAL from "ical.js";
import { signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Game day without JavaScript: plan a game from an arena page, find it in My Games with its
// leave-by time, download its calendar file, subscribe to the feed, then edit and delete it.

/** The next 15 January at least two days ahead: US standard time whatever today is. */
function nextJanuary15(): string {
  const year = new Date().getUTCFullYear();
  const thisYear = `${year}-01-15`;
  return Date.parse(thisYear) > Date.now() + 2 * 86_400_000 ? thisYear : `${year + 1}-01-15`;
}

/** A seeded arena in Lawrence, Kansas (Central Time). */
async function allenFieldhouse(api: APIRequestContext) {
  const found = await api.get("/api/arenas?search=Allen%20Fieldhouse");
  const { arenas } = (await found.json()) as { arenas: Array<{ id: string; name: string }> };
  const arena = arenas.find((candidate) => candidate.name === "Allen Fieldhouse");
  if (!arena) throw new Error("the seeded Allen Fieldhouse is missing");
  return arena;
}

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
  test.use({ javaScriptEnabled: false });

  test("plan a game → My Games → its .ics and the calendar feed → edit → delete", async ({ page, user }) => {
    // A seeded arena in Lawrence, Kansas: Central Time.
    const arena = await allenFieldhouse(user.api);

    await signIn(page, user, `/arenas/${arena.id}`);
    await page.getByRole("link", { name: "Plan a game" }).click();
    await expect(page.getByRole("heading", { name: "Plan a game", level: 1 })).toBeVisible();
    await expect(page.getByText("Times are the arena's local time: C")).toBeVisible();
    // Without JavaScript the browser's location is not offered; a typed address is.
    await expect(page.getByLabel("My current location")).toHaveCount(0);

    const date = nextJanuary15();
    await page.getByLabel("Date").fill(date);
    await page.getByLabel(/^Tip-off time/).fill("19:00");
    await page.getByLabel("Arrive before tip-off (minutes)").fill("60");
    await page.getByLabel("An address").check();
    // The fake geocoder finds Columbus, Ohio (Eastern Time) for any address.
    await page.getByLabel("Starting address").fill("555 Borror Drive, Columbus, OH");
    await page.getByRole("button", { name: "Plan Game" }).click();

    await expect(page).toHaveURL(/\/games#game-[0-9a-f-]{36}$/);
    // The fake routing service answers 13 minutes; 60 minutes early at the door.
    const plan = "Leave by 5:47 PM CST (6:47 PM EST where you start) · arrive by 6:00 PM";
    await expect(page.getByRole("status").filter({ hasText: `Game planned. ${plan}` })).toBeVisible();
    const card = page.getByTestId("game-card").filter({ hasText: "Allen Fieldhouse" });
    await expect(card.getByTestId("game-plan")).toHaveText(plan);
    await expect(card).toContainText("Tip-off 7:00 PM CST");
    await expect(card).toContainText("13 min drive from 555 Borror Drive, Columbus, OH");
    await expect(card.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /^https:\/\//);

    // The game's calendar file, as a download, read by a real parser.
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Add to calendar" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("game-at-allen-fieldhouse.ics");
    const ics = await readFile(await download.path(), "utf8");
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("the calendar file has no event");
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe("Game at Allen Fieldhouse");
    const tipoff = event.startDate.toJSDate().getTime();
    expect(tipoff).toBe(Date.parse(`${date}T19:00:00-06:00`));
    const trigger = vevent.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger");
    expect(trigger).toBeInstanceOf(ICAL.Duration);
    // The alarm fires at leave-by: 73 minutes before tip-off.
    expect(trigger instanceof ICAL.Duration ? trigger.toSeconds() : 0).toBe(-73 * 60);
    expect(event.description).toContain(plan);

    // The private feed: made in the profile, listed by its webcal:// link, regenerable.
    await page.goto("/profile");
    await page.getByRole("button", { name: "Create Calendar Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Calendar link ready" })).toBeVisible();
    const feedUrl = await page.getByTestId("feed-url").inputValue();
    await expect(page.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveAttribute(
      "href",
      feedUrl.replace(/^https?:/, "webcal:"),
    );
    const feed = await page.request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain("SUMMARY:Game at Allen Fieldhouse");
    await page.getByRole("button", { name: "Regenerate Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "the old one no longer works" })).toBeVisible();
    expect((await page.request.get(feedUrl)).status()).toBe(404);
    expect((await page.request.get(await page.getByTestId("feed-url").inputValue())).status()).toBe(200);

    // Edit: a later tip-off, the start kept.
    await page.goto("/games");
    await card.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByLabel("Keep: 555 Borror Drive, Columbus, OH")).toBeChecked();
    await page.getByLabel(/^Tip-off time/).fill("20:00");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/games#game-/);
    await expect(card).toContainText("Tip-off 8:00 PM CST");

    // Delete, behind a second tap.
    await card.getByText("Delete", { exact: true }).click();
    await card.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Game deleted" })).toBeVisible();
    await expect(page.getByText("No games planned")).toBeVisible();
  });
});
