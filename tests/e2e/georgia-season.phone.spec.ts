import type { Page } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { ACADEMY_POINT, arbiterGeorgia, GEORGIA_HOME, horizonGeorgia } from "./georgia-season.ts";
import { withoutTiles } from "./map-tiles.ts";
import { Thumbs } from "./thumbs.ts";

// A new Georgia official's first season on a 360 px phone, with the address service unreachable:
// two platforms' files in, the schools Tipoff knows used in one tap, a school named without its town
// chosen, a gym in no list placed by typed coordinates, and every game on My Games with its leave-by.
// The taps and typed characters are counted (the usual start aside) and held to 30 and 40.

const MAX_TAPS = 30;
const MAX_CHARACTERS = 40;
const GAMES = 17;

/** A confirmation after a redirect: a toast with JavaScript, the page's status line without. */
function confirmation(page: Page, javaScript: boolean, text: string) {
  return javaScript ? toast(page, text).first() : page.getByRole("status").filter({ hasText: text }).first();
}

async function upload(page: Page, thumbs: Thumbs, name: string, text: string) {
  await thumbs.pickFile(page, name, text);
  await thumbs.tap(page.getByRole("button", { name: "Import Games" }));
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible();
}

/** The usual start, typed as coordinates: not part of the counted journey. */
async function setUsualStart(page: Page) {
  await page.goto("/profile");
  await page.getByLabel("Address", { exact: true }).fill(GEORGIA_HOME);
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText(`Saved: ${GEORGIA_HOME}`)).toBeVisible();
}

async function journey(page: Page, javaScript: boolean) {
  const thumbs = new Thumbs();
  const suffix = crypto.randomUUID().slice(0, 8);
  await setUsualStart(page);
  await page.goto("/games");

  await thumbs.tap(page.getByRole("link", { name: "Import games" }));
  await upload(page, thumbs, "arbiter.ics", arbiterGeorgia(suffix));
  // Every Arbiter place is a question: Tipoff has none of these gyms yet.
  await expect(page.getByText("8 games wait for you to choose their gym at 7 places.")).toBeVisible();
  await upload(page, thumbs, "horizon.ics", horizonGeorgia(suffix));
  // McCamish Pavilion, Stegeman Coliseum and The Coliseum are on Tipoff: placed at once.
  await expect(page.getByText("3 new games.")).toBeVisible();
  await expect(page.getByText("6 games wait for you to choose their gym at 6 places.")).toBeVisible();

  // The schools the places are beyond doubt are chosen already, the real school's town beside each.
  const berkmar = page.getByRole("region", { name: /^Berkmar High School, 405 Pleasant Hill/ });
  await expect(berkmar.getByRole("radio", { name: /^Berkmar High School/ })).toBeChecked();
  await expect(berkmar).toContainText("Lilburn, GA · High school · Matches this place");
  const norcross = page.getByRole("region", { name: /^Norcross High School - Gym 2/ });
  await expect(norcross.getByRole("radio", { name: "Norcross High School — Gym 2" })).toBeChecked();
  // Central High School: the one in the venue's own town, of the country's many.
  const central = page.getByRole("region", { name: /^Central High School, 113 Central High Rd/ });
  await expect(central.getByRole("radio", { name: /^Central High School Carrollton, GA/ })).toBeChecked();
  // A namesake in another state is never offered for a venue that names its own.
  await expect(central.getByRole("radio", { name: /, (?!GA)[A-Z]{2} ·/ })).toHaveCount(0);
  // No point for these venues (the service is down, no school is beyond doubt): no distance at all.
  const dacula = page.getByRole("region", { name: /^Dacula HS, GA/ });
  const academy = page.getByRole("region", { name: /^Suwanee Sports Academy - Court 3/ });
  await expect(dacula.getByText(/ mi away/)).toHaveCount(0);
  await expect(academy.getByText(/ mi away/)).toHaveCount(0);

  await thumbs.tap(page.getByRole("button", { name: "Use the 11 schools found" }));
  await expect(confirmation(page, javaScript, "11 places answered. 12 games placed.")).toBeVisible();

  // Dacula HS, with no town: Dacula High School offered first, not chosen for the person.
  const daculaHigh = dacula.getByRole("radio", { name: /^Dacula High School/ });
  await expect(daculaHigh).not.toBeChecked();
  await thumbs.tap(daculaHigh);
  await thumbs.tap(dacula.getByRole("button", { name: "This is the gym" }));
  await expect(confirmation(page, javaScript, "Dacula High School chosen. 1 game placed there.")).toBeVisible();

  // The academy is in no list and the map cannot find it: its point is typed.
  await thumbs.tap(academy.getByRole("link", { name: "Add this gym" }));
  await expect(page.getByRole("heading", { name: "Add this gym", level: 1 })).toBeVisible();
  await expect(page.getByTestId("pin-note")).toHaveText(
    "The map's address service could not be reached, so the address was not looked up: tap the map where the gym is, or type its latitude and longitude.",
  );
  await expect(page.getByLabel("Arena name")).toHaveValue("Suwanee Sports Academy — Court 3");
  await thumbs.type(page.getByLabel("Latitude"), ACADEMY_POINT.latitude);
  await thumbs.type(page.getByLabel("Longitude"), ACADEMY_POINT.longitude);
  await thumbs.tap(page.getByRole("button", { name: "Add this gym" }));
  await expect(
    confirmation(page, javaScript, "Suwanee Sports Academy — Court 3 added. 1 game placed there."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toHaveCount(0);

  // Every game on My Games, each with its leave-by (the doubleheader's second one already at the gym).
  await thumbs.tap(page.getByRole("main").getByRole("link", { name: "My Games" }));
  const cards = page.getByTestId("game-card");
  await expect(cards).toHaveCount(GAMES);
  await expect(page.getByText(/choose (its|their) gym/)).toHaveCount(0);
  await expect(cards.filter({ hasText: /Leave by/ })).toHaveCount(GAMES - 1);
  await expect(cards.filter({ hasText: "Already at the gym" })).toHaveCount(1);
  // A gym the venue names shows with its school wherever the game shows.
  await expect(cards.filter({ hasText: "Norcross High School — Gym 2" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Brookwood High School — Aux Gym" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Woodruff PE Center" })).toHaveCount(1);
  return thumbs;
}

test("a Georgia season on a phone with no address service: every game placed with a leave-by in 30 taps", async ({
  page,
  user,
}) => {
  // A long journey on two shared cores: three times the usual time.
  test.slow();
  await withoutTiles(page);
  await signIn(page, user, "/games");
  const thumbs = await journey(page, true);
  console.log(`Georgia season with JavaScript: ${thumbs.taps} taps, ${thumbs.characters} characters typed`);
  expect(thumbs.taps).toBeLessThanOrEqual(MAX_TAPS);
  expect(thumbs.characters).toBeLessThanOrEqual(MAX_CHARACTERS);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the same Georgia season, every form a plain post", async ({ page, user }) => {
    test.slow();
    await signIn(page, user, "/games");
    const thumbs = await journey(page, false);
    console.log(`Georgia season without JavaScript: ${thumbs.taps} taps, ${thumbs.characters} characters typed`);
    expect(thumbs.taps).toBeLessThanOrEqual(MAX_TAPS);
    expect(thumbs.characters).toBeLessThanOrEqual(MAX_CHARACTERS);
  });
});
