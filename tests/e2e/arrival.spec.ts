import type { Page } from "@playwright/test";
import {
  ARRIVAL_FORM_TEXT,
  ARRIVAL_MESSAGES,
  ARRIVAL_TEXT_FIELDS,
  DIRECTIONS_TEXT,
} from "../../core/arenas/arrival-text.ts";
import { fillArenaForm, uniqueName } from "./arena-form.ts";
import { signIn } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The arena sits at 40.0115, -83.0251, 440 m north of the seeded Value City Arena (past the
// 300 m of the wrong-gym guardrail); 0.009° of latitude is about 1 km.
const ARENA = { latitude: "40.0115", longitude: "-83.0251" };
const PARKING = { latitude: "40.0081", longitude: "-83.0262" };
const ENTRANCE = { latitude: "40.0072", longitude: "-83.0249" };
const THREE_KM_NORTH = { latitude: "40.0385", longitude: "-83.0251" };

const fillArena = (page: Page, name: string) =>
  fillArenaForm(page, { name, latitude: ARENA.latitude, longitude: ARENA.longitude });

async function fillPin(page: Page, pin: "Entrance" | "Parking", at: { latitude: string; longitude: string }) {
  await page.getByLabel(`${pin} latitude`).fill(at.latitude);
  await page.getByLabel(`${pin} longitude`).fill(at.longitude);
}

const pinTools = (page: Page, pin: "entrance" | "parking") =>
  page.getByRole("group", { name: ARRIVAL_FORM_TEXT.pinGroup[pin] });

test("a pin 3 km away is refused in the browser with its message; 1 km is accepted", async ({ page, user }) => {
  await signIn(page, user, "/submit");
  await fillArena(page, uniqueName("Pinned Gym"));
  await page.getByLabel("Officials' entrance").fill("Door 7, north side");
  await page.getByLabel(ARRIVAL_TEXT_FIELDS.reportTo.label).fill("Game manager at the scorer's table");
  await fillPin(page, "Entrance", THREE_KM_NORTH);
  await page.getByRole("button", { name: "Submit Arena" }).click();
  const latitude = page.getByLabel("Entrance latitude");
  await expect(latitude).toHaveAccessibleDescription(ARRIVAL_MESSAGES.pinTooFar("entrance", "3.0"));
  await expect(latitude).toBeFocused();

  await fillPin(page, "Entrance", { latitude: "40.0165", longitude: "-83.0251" });
  await page.getByRole("button", { name: "Submit Arena" }).click();
  await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
  const card = page.getByTestId("arrival-card");
  await expect(card.getByText("Door 7, north side")).toBeVisible();
  await expect(card.getByText(ARRIVAL_TEXT_FIELDS.reportTo.label, { exact: true })).toBeVisible();
  await expect(card.getByText("Game manager at the scorer's table")).toBeVisible();
  await expect(page.getByRole("link", { name: DIRECTIONS_TEXT.getDirections })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=40.0165%2C-83.0251&travelmode=driving",
  );
  await expect(page.getByText(DIRECTIONS_TEXT.driveTo.entrance)).toBeVisible();
});

test("I'm here fills a pin from a 20 m fix, and refuses a 500 m one", async ({ page, context, user }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 40.00812, longitude: -83.02617, accuracy: 20 });
  await signIn(page, user, "/submit");

  await pinTools(page, "parking").getByRole("button", { name: ARRIVAL_FORM_TEXT.useLocation }).click();
  await expect(page.getByText(ARRIVAL_FORM_TEXT.locationUsed(20))).toBeVisible();
  await expect(page.getByLabel("Parking latitude")).toHaveValue("40.00812");
  await expect(page.getByLabel("Parking longitude")).toHaveValue("-83.02617");

  await context.setGeolocation({ latitude: 40.0072, longitude: -83.0249, accuracy: 500 });
  await pinTools(page, "entrance").getByRole("button", { name: ARRIVAL_FORM_TEXT.useLocation }).click();
  await expect(page.getByText(ARRIVAL_FORM_TEXT.locationTooRough(500))).toBeVisible();
  await expect(page.getByLabel("Entrance latitude")).toHaveValue("");
});

test.describe("without JavaScript", () => {
  // A refused form answers its document with 400, which the browser reports as a failed resource.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  test("submit with arrival details, see the card, walk and drive, and choose the maps app", async ({ page, user }) => {
    await signIn(page, user, "/submit");
    // Location and map need JavaScript: they are in the page, hidden.
    const locate = page.locator("button", { hasText: ARRIVAL_FORM_TEXT.useLocation });
    await expect(locate).toHaveCount(2);
    for (const button of await locate.all()) await expect(button).toBeHidden();

    const name = uniqueName("No Script Gym");
    await fillArena(page, name);
    await page.getByLabel("Officials' entrance").fill("Door 7 by the loading dock");
    await fillPin(page, "Entrance", ENTRANCE);
    await page.getByLabel("Officials' parking").fill("Lot C, reserved row");
    await fillPin(page, "Parking", THREE_KM_NORTH);
    await page.getByLabel("Dressing room").fill("Room 112; the athletic trainer lets officials in");
    await page.getByLabel(ARRIVAL_TEXT_FIELDS.reportTo.label).fill("Site manager at the north door");
    await page.getByLabel("Arrive before tip-off (minutes)").fill("181");
    await page.getByRole("button", { name: "Submit Arena" }).click();
    // The server's answer: the minutes first (the schema), the pin once the fields parse.
    const minutes = page.getByLabel("Arrive before tip-off (minutes)");
    await expect(minutes).toHaveAccessibleDescription(ARRIVAL_MESSAGES.minutes);
    await minutes.fill("45");
    await page.getByRole("button", { name: "Submit Arena" }).click();
    await expect(page.getByLabel("Parking latitude")).toHaveAccessibleDescription(
      ARRIVAL_MESSAGES.pinTooFar("parking", "3.0"),
    );
    await expect(page.getByLabel("Officials' entrance")).toHaveValue("Door 7 by the loading dock");
    await fillPin(page, "Parking", PARKING);
    await page.getByRole("button", { name: "Submit Arena" }).click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const card = page.getByTestId("arrival-card");
    for (const text of [
      "Door 7 by the loading dock",
      "Lot C, reserved row",
      "Room 112; the athletic trainer lets officials in",
      "Site manager at the north door",
      "45 minutes before tip-off",
    ]) {
      await expect(card.getByText(text)).toBeVisible();
    }
    const drive = page.getByRole("link", { name: DIRECTIONS_TEXT.getDirections });
    await expect(drive).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=40.0081%2C-83.0262&travelmode=driving",
    );
    await expect(page.getByRole("link", { name: DIRECTIONS_TEXT.walk })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&origin=40.0081%2C-83.0262&destination=40.0072%2C-83.0249&travelmode=walking",
    );

    // The choice is kept in the profile and the page renders the new links.
    await page.getByLabel(DIRECTIONS_TEXT.openIn).selectOption("waze");
    await page.getByRole("button", { name: DIRECTIONS_TEXT.save }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(drive).toHaveAttribute("href", "https://waze.com/ul?ll=40.0081%2C-83.0262&navigate=yes");
    await page.goto("/profile");
    await expect(page.getByLabel(DIRECTIONS_TEXT.openIn)).toHaveValue("waze");
  });
});
