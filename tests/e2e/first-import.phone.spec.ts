import type { Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { withoutTiles } from "./map-tiles.ts";
import { arbiterSeason, refTownSeason, SEASON_PLACES } from "./season-files.ts";
import { Thumbs } from "./thumbs.ts";

// The first import as an official lives it, on a 360 px phone: two season files (placed, waiting,
// RefTown-style and cancelled events), every question answered (the schools found, in one tap), the usual
// start set, a re-import with a move and a drop; every game accounted for on My Games and in the
// feed. The taps and typed characters of the journey are counted (docs/performance.md).

/** A confirmation after a redirect: a toast with JavaScript, the page's status line without. */
function confirmation(page: Page, javaScript: boolean, text: string) {
  return javaScript ? toast(page, text).first() : page.getByRole("status").filter({ hasText: text }).first();
}

async function upload(page: Page, thumbs: Thumbs, name: string, text: string) {
  await thumbs.pickFile(page, name, text);
  await thumbs.tap(page.getByRole("button", { name: "Import Games" }));
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible();
}

/** A question's card, by the place as the calendar wrote it. */
function question(page: Page, place: RegExp) {
  return page.getByRole("region", { name: place });
}

async function journey(page: Page, javaScript: boolean) {
  const thumbs = new Thumbs();
  const suffix = crypto.randomUUID().slice(0, 8);

  // Two calendars in: three games placed, eight waiting at five places, and nothing hidden.
  await thumbs.tap(page.getByRole("link", { name: "Import games" }));
  await upload(page, thumbs, "arbiter.ics", arbiterSeason(suffix));
  await expect(page.getByText("3 new games.")).toBeVisible();
  await expect(page.getByText("5 games wait for you to choose their gym at 3 places.")).toBeVisible();
  await upload(page, thumbs, "reftown.ics", refTownSeason(suffix));
  await expect(page.getByText("3 games wait for you to choose their gym at 2 places.")).toBeVisible();
  await thumbs.tap(page.getByRole("main").getByRole("link", { name: "My Games" }));
  await expect(page.getByText("8 games wait for you to choose their gym at 5 places.")).toBeVisible();
  await expect(page.getByTestId("waiting-import-card")).toHaveCount(8);
  await expect(page.getByTestId("game-card")).toHaveCount(3);
  const cancelled = page.getByTestId("waiting-import-card").filter({ hasText: "Cancelled" });
  await expect(cancelled).toContainText(SEASON_PLACES.westerville);
  // Its own clock: a 7:00 PM game in Ohio is 7:00 PM Eastern, never UTC.
  await expect(cancelled).toContainText(/7:00 PM E[SD]T/);

  // Every question answered: each place is a school of the index beyond doubt (its street, or its
  // name in its town), chosen already, and one tap answers them all.
  await thumbs.tap(page.getByRole("link", { name: "Choose the gyms" }));
  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toBeVisible();
  // Capital: UD Arena, 60 miles off and named alike only by "University", is not offered.
  const capital = question(page, /^Capital University, 1 College and Main/);
  await expect(capital.getByRole("radio", { name: /University of Dayton Arena/ })).toHaveCount(0);
  await expect(capital.getByRole("radio", { name: /^Capital University/ })).toBeChecked();
  await expect(question(page, /^Westerville Central HS/).getByRole("radio", { checked: true })).toHaveAccessibleName(
    /^Westerville Central High School Westerville, OH/,
  );
  await thumbs.tap(page.getByRole("button", { name: "Use the 5 schools found" }));
  await expect(confirmation(page, javaScript, "5 places answered. 8 games placed.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Remembered for later imports" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toHaveCount(0);

  // The usual start: every game gets its drive and leave-by at once.
  await thumbs.tap(page.getByRole("main").getByRole("link", { name: "My Games" }));
  await expect(page.getByTestId("game-card")).toHaveCount(11);
  await expect(page.getByText(/choose (its|their) gym/)).toHaveCount(0);
  await expect(page.getByText("No starting point: the drive is not included.").first()).toBeVisible();
  await openFromMenu(page, thumbs, "Profile");
  await thumbs.type(page.getByLabel("Address", { exact: true }), "555 Borror Drive, Columbus, OH");
  await thumbs.tap(page.getByRole("button", { name: "Save Address" }));
  await expect(
    confirmation(page, javaScript, "Usual start saved. 11 games now have their drive and leave-by."),
  ).toBeVisible();
  if (javaScript) await expectBelowHeader(page, toast(page, "Usual start saved"));

  // The platform's next export: one game moved, one dropped.
  await openFromMenu(page, thumbs, "My Games");
  await expect(page.getByText("No starting point: the drive is not included.")).toHaveCount(0);
  await thumbs.tap(page.getByRole("link", { name: "Import games" }));
  await upload(page, thumbs, "arbiter.ics", arbiterSeason(suffix, { changed: true }));
  await expect(page.getByText("1 game updated, 1 game removed from the calendar, 6 games unchanged.")).toBeVisible();
  await thumbs.tap(page.getByRole("main").getByRole("link", { name: "My Games" }));
  const cards = page.getByTestId("game-card");
  await expect(cards).toHaveCount(11);
  await expect(page.getByTestId("game-changed")).toHaveCount(1);
  await expect(page.getByTestId("game-removed")).toHaveCount(1);
  // The doubleheader's second game: already at the gym, no drive.
  await expect(cards.filter({ hasText: "Already at the gym" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "No starting point" })).toHaveCount(0);
  await expect(page.getByTestId("game-changed").getByRole("button", { name: /^Got it/ })).toBeVisible();

  // Every game in the feed: the dropped one on hold, with no alarm.
  await openFromMenu(page, thumbs, "Profile");
  await thumbs.tap(page.getByRole("button", { name: "Create Calendar Link" }));
  await expect(confirmation(page, javaScript, "Calendar link ready")).toBeVisible();
  const feed = await page.request.get(await page.getByTestId("feed-url").inputValue());
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent");
  expect(events).toHaveLength(11);
  const onHold = events.filter((event) => event.getFirstPropertyValue("status") === "TENTATIVE");
  expect(onHold).toHaveLength(1);
  expect(onHold[0]?.getFirstSubcomponent("valarm")).toBeNull();
  const alarms = events.map((event) =>
    String(event.getFirstSubcomponent("valarm")?.getFirstPropertyValue("description")),
  );
  expect(alarms.filter((alarm) => alarm.startsWith("Already at the gym"))).toHaveLength(1);
  return thumbs;
}

/** A toast leaves the header, and so the Menu, free to tap while it shows. */
async function expectBelowHeader(page: Page, shown: Locator) {
  const header = await page.getByRole("banner").boundingBox();
  expect(header).not.toBeNull();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  // Polled: the toast slides in from above before it settles.
  await expect.poll(async () => (await shown.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
}

/** The phone's menu (a plain <details>, so also without JavaScript), then one of its pages. */
async function openFromMenu(page: Page, thumbs: Thumbs, name: string) {
  await thumbs.tap(page.getByLabel("Menu"));
  await thumbs.tap(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name }));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

test("the first import on a phone: every game placed or waiting in plain sight, the gyms added, a leave-by each", async ({
  page,
  user,
}) => {
  // A long journey on two shared cores: three times the usual time.
  test.slow();
  await withoutTiles(page);
  await signIn(page, user, "/games");
  const thumbs = await journey(page, true);
  console.log(`first import with JavaScript: ${thumbs.taps} taps, ${thumbs.characters} characters typed`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the same first import, every form a plain post", async ({ page, user }) => {
    test.slow();
    await signIn(page, user, "/games");
    const thumbs = await journey(page, false);
    console.log(`first import without JavaScript: ${thumbs.taps} taps, ${thumbs.characters} characters typed`);
  });
});
