import type { Page } from "@playwright/test";
import { signIn } from "./auth-helpers.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { withoutTiles } from "./map-tiles.ts";

const CAMPUS_NOTE = "Latitude and longitude are the campus centre: move the pin to the gym's door.";

async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState("load");
  const violations = await axeViolations(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual([]);
}

/** The schools index is seeded with the app (scripts/seed/schools.json), like the arenas. */
async function expectOhioWesleyanForm(page: Page) {
  await expect(page).toHaveURL(/\/submit\?school=Ohio\+Wesleyan\+University/);
  await expect(page.getByText(CAMPUS_NOTE)).toBeVisible();
  await expect(page.getByLabel("School")).toHaveValue("Ohio Wesleyan University");
  await expect(page.getByLabel("Address")).toHaveValue("61 S Sandusky Street");
  await expect(page.getByLabel("City")).toHaveValue("Delaware");
  await expect(page.getByLabel("State")).toHaveValue("OH");
  await expect(page.getByLabel("ZIP code")).toHaveValue("43015-2370");
  await expect(page.getByLabel("Latitude (optional)")).toHaveValue("40.295963");
  await expect(page.getByLabel("Longitude (optional)")).toHaveValue("-83.069757");
}

test("a search with no arena finds the school, and Add its gym opens the form with the campus filled in", async ({
  page,
  user,
}) => {
  await signIn(page, user, "/arenas?search=Ohio+Wesleyan");
  const schools = page.getByRole("region", { name: "Schools matching “Ohio Wesleyan”" });
  await expect(schools).toBeVisible();
  const card = schools.getByRole("listitem").filter({ hasText: "Ohio Wesleyan University" });
  await expect(card.getByText("Delaware, OH")).toBeVisible();
  await expect(card.getByText("No arena on Tipoff yet")).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: "Add its gym: Ohio Wesleyan University" }).click();
  await expectOhioWesleyanForm(page);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box finds the school and Add its gym fills the form", async ({ page, user }) => {
    await signIn(page, user, "/arenas");
    await page.getByRole("searchbox", { name: "Search" }).fill("Ohio Wesleyan");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await page.getByRole("link", { name: "Add its gym: Ohio Wesleyan University" }).click();
    await expectOhioWesleyanForm(page);
  });
});

test("Search the map asks the geocoder once asked, and centres on the place with its nearest arenas", async ({
  page,
}) => {
  let geocoded = 0;
  page.on("request", (request) => {
    if (request.url().includes("source=map")) geocoded += 1;
  });
  await withoutTiles(page);
  await page.goto("/arenas?view=map&search=Tempe");
  await expect(page.getByText(/arena\(s\) on the map$/)).toBeVisible();
  expect(geocoded).toBe(0);
  // The map lists the arenas the search matches, nearest to the place found first. The e2e geocoder
  // (scripts/fake-geocoder.ts) places a query naming Tempe at its Memorial Union, beside the seeded
  // Desert Financial Arena. Not "Ohio State": other tests approve gyms of that school of their own
  // beside Value City Arena, and the nearest three would be theirs.
  await page.getByRole("button", { name: "Search the map for “Tempe”" }).click();
  await expect(page.getByTitle("Tempe")).toBeVisible();
  const nearest = page.getByRole("heading", { name: "Nearest arenas" });
  await expect(nearest).toBeVisible();
  await expect(page.getByRole("link", { name: "Desert Financial Arena" })).toBeVisible();
  expect(geocoded).toBe(1);
});

test("Search the map says when the geocoder knows no such place", async ({ page }) => {
  await withoutTiles(page);
  await page.goto("/arenas?view=map&search=nowhere+gym");
  await page.getByRole("button", { name: "Search the map for “nowhere gym”" }).click();
  await expect(page.getByText("Nothing on the map matches “nowhere gym”.")).toBeVisible();
});

test("School suggests colleges as you type, and a chosen one fills the address but not what the person typed", async ({
  page,
  user,
}) => {
  await signIn(page, user, "/submit");
  await page.getByLabel("City").fill("Delaware Township");
  const school = page.getByLabel("School");
  await school.fill("Ohio Wesl");
  // The suggestions are a datalist: the browser shows them, the page holds them as options.
  await expect(page.locator('datalist option[value="Ohio Wesleyan University"]')).toHaveCount(1);
  await school.fill("Ohio Wesleyan University");
  await expect(page.getByLabel("Address")).toHaveValue("61 S Sandusky Street");
  await expect(page.getByLabel("State")).toHaveValue("OH");
  await expect(page.getByLabel("ZIP code")).toHaveValue("43015-2370");
  await expect(page.getByLabel("City")).toHaveValue("Delaware Township");
});

test("a point on the map offers Add a gym here, which opens the form with its coordinates and address", async ({
  page,
  user,
}) => {
  await withoutTiles(page);
  await signIn(page, user, "/arenas?view=map&search=nowhere+gym");
  await expect(page.getByText("0 arena(s) on the map")).toBeVisible();
  const map = page.locator(".arena-map");
  await expect(map.locator(".leaflet-container, .leaflet-pane").first()).toBeAttached();
  // The centre of an empty map: no marker or cluster is there.
  await map.click();
  await page.getByRole("link", { name: "Add a gym here" }).click();
  await expect(page).toHaveURL(/\/submit\?latitude=-?\d+(\.\d+)?&longitude=-?\d+(\.\d+)?$/);
  const latitude = Number(await page.getByLabel("Latitude (optional)").inputValue());
  const longitude = Number(await page.getByLabel("Longitude (optional)").inputValue());
  // The map starts on the contiguous US.
  expect(latitude).toBeGreaterThan(24);
  expect(latitude).toBeLessThan(50);
  expect(longitude).toBeGreaterThan(-125);
  expect(longitude).toBeLessThan(-66);
  // The fake geocoder's /reverse answers every such point with the recorded Value City Arena reply.
  await expect(page.getByLabel("Address")).toHaveValue("555 Borror Drive");
  await expect(page.getByLabel("City")).toHaveValue("Columbus");
  await expect(page.getByLabel("State")).toHaveValue("OH");
  await expect(page.getByLabel("ZIP code")).toHaveValue("43210");
  await expect(page.getByText(CAMPUS_NOTE)).toHaveCount(0);
});
