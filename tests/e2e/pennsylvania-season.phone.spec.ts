import type { Locator, Page } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { auditCurrentPage } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { withoutTiles } from "./map-tiles.ts";
import { arbiterPennsylvania, assignrPennsylvania, FARM_SHOW_POINT, PENNSYLVANIA_HOME } from "./pennsylvania-season.ts";
import { Thumbs } from "./thumbs.ts";

// A new Pennsylvania official's first season on a 360 px phone, the address service refusing every
// query: a usual start typed as a town, two platforms' files in, the schools found used in one tap,
// each venue written as schedules write it ("Lebanon HS", "@ Mechanicsburg", "Palmyra") answered
// with the school offered first, a gym in no list placed by typed coordinates, and every game on My
// Games with its leave-by. Every tap and typed character is counted, the usual start included.

const MAX_TAPS = 40;
const MAX_CHARACTERS = 60;
const GAMES = 24;

async function upload(page: Page, thumbs: Thumbs, name: string, text: string) {
  await thumbs.pickFile(page, name, text);
  await thumbs.tap(page.getByRole("button", { name: "Import Games" }));
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible();
}

/** A question's card, by the venue as the calendar wrote it. */
const question = (page: Page, venue: string): Locator =>
  page.getByRole("region", { name: new RegExp(`^${escapeRegExp(venue)}`) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The school offered first for a venue that is not beyond doubt: the gym the venue names there (the
 * school's own, or "Heiges Field House"), in the school's Pennsylvania town; not chosen for the
 * person, then chosen.
 */
async function chooseOfferedFirst(page: Page, thumbs: Thumbs, venue: string, gym: string, town: string) {
  const card = question(page, venue);
  const offered = card.getByRole("radio").first();
  await expect(offered).toHaveAccessibleName(new RegExp(`^${escapeRegExp(gym)} ${escapeRegExp(town)}, PA · `));
  await expect(offered).not.toBeChecked();
  await thumbs.tap(offered);
  await thumbs.tap(card.getByRole("button", { name: "This is the gym" }));
}

test("a Pennsylvania season on a phone with the address service refusing everything: every gym in 40 taps", async ({
  page,
  user,
}) => {
  // A long journey on two shared cores: three times the usual time.
  test.slow();
  await withoutTiles(page);
  await signIn(page, user, "/profile");
  const thumbs = new Thumbs();
  const suffix = crypto.randomUUID().slice(0, 8);

  // The usual start as a town: placed from the schools index, the service unreachable.
  await thumbs.type(page.getByLabel("Address", { exact: true }), PENNSYLVANIA_HOME);
  await thumbs.tap(page.getByRole("button", { name: "Save Address" }));
  await expect(page.getByText(`Saved: ${PENNSYLVANIA_HOME}`)).toBeVisible();

  await thumbs.tap(page.getByLabel("Menu"));
  await thumbs.tap(page.getByRole("link", { name: "My Games" }));
  await thumbs.tap(page.getByRole("link", { name: "Import games" }));
  await upload(page, thumbs, "arbiter.ics", arbiterPennsylvania(suffix));
  await expect(page.getByText("12 games wait for you to choose their gym at 11 places.")).toBeVisible();
  await upload(page, thumbs, "assignr.ics", assignrPennsylvania(suffix));
  await expect(page.getByText("12 games wait for you to choose their gym at 12 places.")).toBeVisible();

  // Chosen already: the school at the street address, or of its name in its town ("Trinity HS - Camp
  // Hill", "Warwick HS, Lititz", "HACC - Cooper Student Center, Harrisburg"), each in Pennsylvania.
  const trinity = question(page, "Trinity HS - Camp Hill");
  await expect(trinity.getByRole("radio", { name: /^Trinity High School Camp Hill, PA/ })).toBeChecked();
  const hacc = question(page, "HACC - Cooper Student Center, Harrisburg");
  // Its gym at the college HACC is the alias of: the gym's name, the college's town and kind.
  await expect(
    hacc.getByRole("radio", { name: /^Cooper Student Center Harrisburg, PA · Two-year college/ }),
  ).toBeChecked();
  // No school of another state is offered anywhere in this season.
  await expect(page.getByRole("radio", { name: /, (?!PA)[A-Z]{2} ·/ })).toHaveCount(0);
  // "Harrisburg HS - SciTech Campus" is the campus, never the main building on the other Market St;
  // with no state and no point yet, its game is shown on the clock of the person's own start.
  const scitech = question(page, "Harrisburg HS - SciTech Campus");
  await expect(scitech.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(scitech.getByText(/· 6:00 PM E[SD]T ·/)).toBeVisible();

  // A season's questions, schools chosen and offered: no axe violation at 360 px, light and dark.
  expect(await auditCurrentPage(page, "/games/import, a season's questions, 360px")).toEqual([]);

  await thumbs.tap(page.getByRole("button", { name: "Use the 15 schools found" }));
  await expect(toast(page, "15 places answered. 16 games placed.").first()).toBeVisible();

  // The rest: the school offered first is the one each venue names, in the person's state.
  const offeredFirst: Array<[venue: string, gym: string, town: string]> = [
    ["Harrisburg HS - SciTech Campus", "Harrisburg HS - SciTech Cmp", "Harrisburg"],
    ["@ Mechanicsburg", "Mechanicsburg Area SHS", "Mechanicsburg"],
    ["Susquehanna Township HS", "Susquehanna Twp HS", "Harrisburg"],
    ["Lebanon HS", "Lebanon SHS", "Lebanon"],
    ["Palmyra", "Palmyra Area SHS", "Palmyra"],
    ["Steelton-Highspire HS", "Steelton-Highspire HS", "Steelton"],
    ["Shippensburg University - Heiges Field House", "Heiges Field House", "Shippensburg"],
  ];
  for (const [venue, gym, town] of offeredFirst) {
    await chooseOfferedFirst(page, thumbs, venue, gym, town);
    await expect(toast(page, `${gym} chosen. 1 game placed there.`).first()).toBeVisible();
  }

  // The Farm Show Complex is in no list and the map cannot find it: its point is typed.
  await thumbs.tap(question(page, "Pennsylvania Farm Show Complex").getByRole("link", { name: "Add this gym" }));
  await expect(page.getByRole("heading", { name: "Add this gym", level: 1 })).toBeVisible();
  await thumbs.type(page.getByLabel("Latitude"), FARM_SHOW_POINT.latitude);
  await thumbs.type(page.getByLabel("Longitude"), FARM_SHOW_POINT.longitude);
  await thumbs.tap(page.getByRole("button", { name: "Add this gym" }));
  await expect(toast(page, "Pennsylvania Farm Show Complex added. 1 game placed there.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toHaveCount(0);

  // Every game on My Games, each with its leave-by (the doubleheader's second one already at the gym).
  await thumbs.tap(page.getByRole("main").getByRole("link", { name: "My Games" }));
  const cards = page.getByTestId("game-card");
  await expect(cards).toHaveCount(GAMES);
  await expect(page.getByText(/choose (its|their) gym/)).toHaveCount(0);
  await expect(cards.filter({ hasText: /Leave by/ })).toHaveCount(GAMES - 1);
  await expect(cards.filter({ hasText: "Already at the gym" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Cedar Cliff HS — Aux Gym" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Susquehanna Twp HS" })).toHaveCount(2);

  console.log(`Pennsylvania season: ${thumbs.taps} taps, ${thumbs.characters} characters typed`);
  expect(thumbs.taps).toBeLessThanOrEqual(MAX_TAPS);
  expect(thumbs.characters).toBeLessThanOrEqual(MAX_CHARACTERS);
});
