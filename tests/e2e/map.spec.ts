import type { Page } from "@playwright/test";
import { MAP_TEXT } from "../../app/components/arena-map/map-text.ts";
import { signIn } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { withoutTiles } from "./map-tiles.ts";

const LAWRENCE_KS = { latitude: 38.9543, longitude: -95.2528 };

/** The JavaScript files the page asked for, by file name. */
function scriptsLoaded(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname);
  });
  return names;
}

/** The List | Map switch (the main menu also has an "Arena List" link). */
const viewLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: MAP_TEXT.viewToggleLabel }).getByRole("link", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await withoutTiles(page);
});

test("the list is the default and does not load the map library", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/arenas");
  await expect(viewLink(page, MAP_TEXT.listView)).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/^\d+ arena\(s\) found$/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((name) => /arena-map|leaflet|supercluster/.test(name))).toEqual([]);
});

test("the map shows a marker per arena of a filtered search, with a card linking to it", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/arenas");
  await page.getByRole("searchbox", { name: "Search" }).fill("Hinkle Fieldhouse");
  await expect(page.getByText("1 arena(s) found", { exact: true })).toBeVisible();
  await viewLink(page, MAP_TEXT.mapView).click();
  await expect(page).toHaveURL(/search=Hinkle\+Fieldhouse.*view=map|view=map.*search=Hinkle\+Fieldhouse/);
  await expect(page.getByText(MAP_TEXT.pointsShown(1))).toBeVisible();
  const pin = page.locator(".arena-pin");
  await expect(pin).toHaveCount(1);
  expect(scripts.some((name) => /arena-map/.test(name))).toBe(true);

  await page.getByRole("button", { name: "Hinkle Fieldhouse", exact: true }).click();
  const card = page.locator(".arena-card");
  await expect(card.getByText("Hinkle Fieldhouse")).toBeVisible();
  await expect(card.getByText("Butler University")).toBeVisible();
  await card.getByRole("link", { name: MAP_TEXT.viewArena }).click();
  await expect(page.getByRole("heading", { name: "Hinkle Fieldhouse" })).toBeVisible();
});

test("the full list is clustered, and a cluster zooms in when clicked", async ({ page }) => {
  await page.goto("/arenas?view=map");
  await expect(page.getByText(/^\d+ arena\(s\) on the map$/)).toBeVisible();
  const clusters = page.locator(".arena-cluster");
  await expect(clusters.first()).toBeVisible();
  const total = Number((await page.getByText(/arena\(s\) on the map$/).textContent())?.split(" ")[0]);
  expect(total).toBeGreaterThan(100);
  // Far fewer markers than arenas: they are grouped.
  expect(await clusters.count()).toBeLessThan(total / 4);
  // The biggest group splits into smaller groups and single arenas once clicked.
  const counts = async () =>
    await clusters.evaluateAll((nodes) => nodes.map((node) => Number(node.textContent?.replace("k", "000"))));
  const biggest = Math.max(...(await counts()));
  await clusters
    .filter({ hasText: new RegExp(`^${biggest}$`) })
    .first()
    .click();
  await expect.poll(async () => Math.max(0, ...(await counts()))).toBeLessThan(biggest);
  await expect(page.locator(".arena-pin, .arena-cluster").first()).toBeVisible();
});

test("a filter applied on the map stays on the map", async ({ page }) => {
  await page.goto("/arenas?view=map");
  await page.getByLabel("Conference").selectOption("Big 12");
  await expect(page).toHaveURL(/conference=Big\+12/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByText(MAP_TEXT.pointsShown(13))).toBeVisible();
});

test("Near me centres on the person and lists the nearest arenas", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(LAWRENCE_KS);
  await page.goto("/arenas?view=map");
  await expect(page.getByText(/arena\(s\) on the map$/)).toBeVisible();
  await page.getByRole("button", { name: MAP_TEXT.nearMe }).click();
  const nearest = page.getByRole("heading", { name: MAP_TEXT.nearestHeading });
  await expect(nearest).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Allen Fieldhouse" })).toBeVisible();
  await expect(page.locator(".arena-here")).toHaveCount(1);
});

test("the arena form can take its coordinates from a click on the map", async ({ page, user }) => {
  await signIn(page, user, "/submit");
  const latitude = page.getByLabel("Latitude (optional)");
  const longitude = page.getByLabel("Longitude (optional)");
  await expect(latitude).toHaveValue("");
  await page.getByRole("button", { name: MAP_TEXT.showPicker }).click();
  const map = page.getByTestId("pick-map");
  await expect(map).toBeVisible();
  await map.click({ position: { x: 200, y: 120 } });
  await expect(latitude).toHaveValue(/^-?\d+(\.\d+)?$/);
  const first = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };
  // The contiguous US, where the picker starts.
  expect(first.latitude).toBeGreaterThan(15);
  expect(first.latitude).toBeLessThan(60);
  expect(first.longitude).toBeGreaterThan(-140);
  expect(first.longitude).toBeLessThan(-55);
  await expect(page.getByRole("button", { name: "Arena location" })).toBeVisible();
  // A second click moves the pin and the fields with it.
  await map.click({ position: { x: 320, y: 200 } });
  await expect(longitude).not.toHaveValue(String(first.longitude));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map view falls back to the server's list", async ({ page }) => {
    await page.goto("/arenas?view=map&search=Hinkle+Fieldhouse");
    await expect(page.getByText(MAP_TEXT.needsJavaScript)).toBeVisible();
    await expect(page.getByRole("link", { name: "Hinkle Fieldhouse" })).toBeVisible();
  });
});
