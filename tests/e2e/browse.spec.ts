import { REQUEST_LIMIT_MS } from "../../app/lib/request-limit.ts";
import { login, register, signIn, toast } from "./auth-helpers.ts";
import { approveArena, expect, test } from "./fixtures.ts";

const LAWRENCE_KS = { latitude: 38.9543, longitude: -95.2528 };

test("searching from home opens the list with the search filled in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search arenas" }).fill("Allen Fieldhouse");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/map?search=Allen+Fieldhouse");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("Allen Fieldhouse");
  await expect(page.getByText("1 arena(s) found", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Allen Fieldhouse" })).toBeVisible();
});

test("the hero offers Join Now to a visitor, not to a signed-in person", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByRole("link")).toHaveText(["Arena List", "Join Now"]);
  await hero.getByRole("link", { name: "Join Now" }).click();
  await expect(page).toHaveURL("/register");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();

  await register(page);
  await expect(toast(page, "Account created successfully!")).toBeVisible();
  await page.goto("/");
  await expect(hero.getByRole("link")).toHaveText(["Arena List"]);
  await hero.getByRole("link", { name: "Arena List" }).click();
  await expect(page).toHaveURL("/map");
});

test("each filter narrows the list, the URL keeps it, and Reset Filters clears it", async ({ page }) => {
  await page.goto("/map");
  const count = page.getByText(/^\d+ arena\(s\) found$/);
  const all = Number((await count.textContent())?.split(" ")[0]);
  expect(all).toBeGreaterThan(100);

  await page.getByLabel("Conference").selectOption("Big 12");
  await expect(page).toHaveURL(/conference=Big\+12/);
  await expect(count).toHaveText("13 arena(s) found");

  await page.getByLabel("Level").selectOption("Division I");
  await expect(page).toHaveURL(/level=Division\+I/);
  await expect(count).toHaveText("13 arena(s) found");

  await page.getByRole("searchbox", { name: "Search" }).fill("lawrence");
  await expect(page).toHaveURL(/search=lawrence/);
  await expect(count).toHaveText("1 arena(s) found");

  await page.getByRole("searchbox", { name: "Search" }).fill("no such arena anywhere");
  await expect(page.getByText("No arenas match your filter criteria.")).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search term.")).toBeVisible();

  await page.goBack();
  await expect(count).toHaveText("13 arena(s) found");

  await page.getByRole("link", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL("/map");
  await expect(count).toHaveText(`${all} arena(s) found`);
  await expect(page.getByLabel("Conference")).toHaveValue("");
});

test("card and footer links open pages inside the app, and Back returns", async ({ page }) => {
  await page.goto("/arenas?search=Allen+Fieldhouse");
  // A full page load would drop this; an in-app navigation keeps it.
  await page.evaluate(() => Object.assign(window, { tipoffStillHere: true }));
  const stillHere = () => page.evaluate(() => "tipoffStillHere" in window);
  await page.getByRole("link", { name: "Allen Fieldhouse" }).click();
  await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Allen Fieldhouse" })).toBeVisible();
  expect(await stillHere()).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL("/arenas?search=Allen+Fieldhouse");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await stillHere()).toBe(true);
});

test("the list loads more than the first 50 on demand", async ({ page }) => {
  await page.goto("/arenas");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(50);
  await page.getByRole("link", { name: "Load more arenas" }).click();
  await expect(cards).toHaveCount(100);
});

test("with location granted, home shows the nearest arenas and cards show miles", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(LAWRENCE_KS);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Nearest Arenas" })).toBeVisible();
  const first = page.getByRole("main").getByRole("listitem").first();
  await expect(first.getByRole("link", { name: "Allen Fieldhouse" })).toBeVisible();
  await expect(first.getByTestId("distance")).toHaveText("0 miles away");

  await page.goto("/map?search=Bramlage");
  await expect(page.getByTestId("distance")).toHaveText(/^\d+(\.\d)? miles away$/);
});

test.describe("when the nearest arenas cannot be loaded", () => {
  // The browser logs the failed answer; that is the point of this test.
  test.use({ expectedConsoleErrors: /status of 503/ });
  test("home says so and keeps Featured Arenas", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(LAWRENCE_KS);
    await page.route("**/api/arenas/nearest?*", (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto("/");
    await expect(toast(page, "Failed to load nearby arenas")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Arenas" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(3);
  });
});

test("with location denied, home keeps Featured Arenas and offers Enable Location", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Location access denied by user.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable Location" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Arenas" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(3);
  // The prompt arrives after the page has loaded: it sits below the cards, so they never jump.
  const cards = await page.getByRole("main").getByRole("list").boundingBox();
  const prompt = await page.getByRole("status").filter({ hasText: "Location access denied by user." }).boundingBox();
  expect(prompt && cards && prompt.y >= cards.y + cards.height).toBe(true);
});

test("a browser without geolocation is told so, and home keeps Featured Arenas", async ({ page }) => {
  await page.addInitScript(() => {
    // As in a browser that has no Geolocation API at all.
    delete (Navigator.prototype as { geolocation?: Geolocation }).geolocation;
  });
  await page.goto("/");
  await expect(
    page.getByRole("status").filter({ hasText: "Geolocation is not supported by this browser." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Arenas" })).toBeVisible();
});

test("the detail page shows the cards, placeholders and a directions link", async ({ page }) => {
  await page.goto("/map?search=Allen+Fieldhouse");
  await page.getByRole("link", { name: "Allen Fieldhouse" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Allen Fieldhouse" })).toBeVisible();
  await expect(page.getByText("University of Kansas")).toBeVisible();
  await expect(page.getByTestId("arena-address")).toHaveText("1651 Naismith Drive, Lawrence, KS 66045");
  const directions = page.getByRole("link", { name: "Get Directions" });
  await expect(directions).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=1651%20Naismith%20Drive%2C%20Lawrence%2C%20KS%2066045&travelmode=driving",
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", /noopener/);
  for (const text of [
    "No parking information available.",
    "No locker room information available.",
    "No food information available.",
    "No accommodation information available.",
    "No safety information available.",
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Edit Arena" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Arena List" }).click();
  await expect(page).toHaveURL("/map");
});

test("favorites: add on the detail page, list, remove from a card", async ({ page, user }) => {
  await page.goto("/login");
  await login(page, user.email, user.password);
  await expect(toast(page, "Successfully logged in!")).toBeVisible();

  await page.goto("/map?search=Allen+Fieldhouse");
  await page.getByRole("link", { name: "Allen Fieldhouse" }).click();
  await page.getByRole("button", { name: "Add to Favorites" }).click();
  await expect(page.getByRole("button", { name: "Favorited" })).toBeVisible();
  await expect(toast(page, "Added to favorites")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Favorites" }).click();
  await expect(page.getByRole("heading", { name: "Your Favorite Arenas" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Allen Fieldhouse" })).toBeVisible();
  await page.getByRole("button", { name: "Remove Allen Fieldhouse from favorites" }).click();
  await expect(toast(page, "Removed from favorites")).toBeVisible();
  await expect(page.getByText("No Favorites Yet")).toBeVisible();
  await page.getByRole("link", { name: "Browse arenas" }).click();
  await expect(page).toHaveURL("/arenas");
});

test.describe("a request that never answers", () => {
  // The browser logs the request it gave up on.
  test.use({ expectedConsoleErrors: /net::ERR_|Failed to fetch|TimeoutError|signal timed out/ });

  test("the heart gives up after its limit, says so and shows the favorite as it was", async ({ page, user }) => {
    // The page's clock runs as usual and is moved on past the limit below, instead of the test
    // waiting out the limit itself.
    await page.clock.install();
    await signIn(page, user, "/map?search=Allen+Fieldhouse");
    // The favorites API holds the request open and never answers, as a dead connection does.
    let requested: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.route(/\/api\/favorites\//, () => {
      requested();
      return new Promise<void>(() => {});
    });
    await page.getByRole("button", { name: "Add Allen Fieldhouse to favorites" }).click();
    await held;
    // Still waiting just before the limit; the message once it has passed.
    await page.clock.fastForward(REQUEST_LIMIT_MS - 1000);
    await expect(toast(page, "Failed to update favorites")).toBeHidden();
    await page.clock.fastForward(1000);
    await expect(toast(page, "Failed to update favorites")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Allen Fieldhouse to favorites" })).toBeEnabled();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's heart saves and removes the favorite, and comes back to the same list", async ({ page, user }) => {
    const list = "/map?search=Allen+Fieldhouse";
    await signIn(page, user, list);
    await page.getByRole("button", { name: "Add Allen Fieldhouse to favorites" }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole("status").filter({ hasText: "Added to favorites" })).toBeVisible();
    const remove = page.getByRole("button", { name: "Remove Allen Fieldhouse from favorites" });
    await expect(remove).toHaveAttribute("aria-pressed", "true");

    await remove.click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole("status").filter({ hasText: "Removed from favorites" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Allen Fieldhouse to favorites" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

test("a visitor's favorite toggle asks them to log in", async ({ page }) => {
  await page.goto("/map?search=Allen+Fieldhouse");
  await page.getByRole("button", { name: "Add Allen Fieldhouse to favorites" }).click();
  await expect(toast(page, "You must be logged in to manage favorites")).toBeVisible();
});

test("pages arrive whole, and a name in any script reads the same in the document and on screen", async ({
  page,
  request,
  admin,
  createPendingArena,
}) => {
  // Accents, curly quotes and an emoji (a surrogate pair): UTF-8 of one, two, three and four bytes.
  const name = `Pavelló Olímpic “Sala Ñ” 🏀 ${Date.now()}`;
  const arena = await createPendingArena({ name });
  await approveArena(admin, arena.id);

  const utf8 = new TextDecoder("utf-8", { fatal: true });
  const detail = utf8.decode(await (await request.get(arena.path)).body());
  expect(detail).toContain(`>${name}</h1>`);
  expect(detail.trimEnd().endsWith("</html>")).toBe(true);
  // A whole page of the list is long enough to leave the renderer in many pieces; every one must
  // arrive, in order. (The first page's HTML carries only the first screen, docs/decisions/248.)
  const list = utf8.decode(await (await request.get("/arenas?limit=50")).body());
  expect(list.length).toBeGreaterThan(100_000);
  expect(list.trimEnd().endsWith("</html>")).toBe(true);

  await page.goto(arena.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});
