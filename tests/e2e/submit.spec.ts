import type { Page } from "@playwright/test";
import { type ArenaFormFields, fillArenaForm, uniqueName } from "./arena-form.ts";
import { login, signIn, toast } from "./auth-helpers.ts";
import { type Account, expect, test } from "./fixtures.ts";

/** Every toast text the page shows, in order, so short-lived ones are read too. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, "seenToasts", seen);
    new MutationObserver(() => {
      for (const title of document.querySelectorAll("[data-sonner-toast] [data-title]")) {
        const text = title.textContent ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => Reflect.get(window, "seenToasts") as string[]);
}

/** A fresh account for each test: the server limits submissions per user. */
async function signInAndOpenSubmit(page: Page, user: Account) {
  await signIn(page, user, "/submit");
  await expect(page.getByRole("heading", { name: "Submit New Arena" })).toBeVisible();
}

/** The submit tests always choose a level and say something about parking. */
const fillArena = (page: Page, fields: ArenaFormFields) =>
  fillArenaForm(page, { level: "Division I", parking: "", ...fields });

test("a signed-out visitor is told to log in, and comes back to the form", async ({ page, user }) => {
  await page.goto("/submit");
  await expect(toast(page, "You must be logged in to submit an arena")).toBeVisible();
  await expect(page).toHaveURL("/login?redirectTo=%2Fsubmit");
  await login(page, user.email, user.password);
  await expect(page).toHaveURL("/submit");
  await expect(page.getByRole("heading", { name: "Submit New Arena" })).toBeVisible();
  await expect(page.getByText("Submissions are reviewed by our team before publishing.")).toBeVisible();
});

test("the form says what is missing, next to each field", async ({ page, user }) => {
  await signInAndOpenSubmit(page, user);
  await page.getByLabel("Arena name").fill("A");
  await page.getByRole("button", { name: "Submit Arena" }).click();
  await expect(page.getByText("Arena name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("ZIP code is required")).toBeVisible();
  await expect(page.getByLabel("Arena name")).toBeFocused();
});

test("submit with coordinates: pending, visible to its creator, not in the public list", async ({ page, user }) => {
  await signInAndOpenSubmit(page, user);
  const name = uniqueName("Typed Coordinates Gym");
  // 1.9 km north of the seeded Value City Arena: no "Is it one of these?" on the way.
  await fillArena(page, { name, latitude: "40.0245", longitude: "-83.0251", parking: "Lot C, north door" });
  await page.getByRole("button", { name: "Submit Arena" }).click();
  await expect(toast(page, "Arena submitted for review!")).toBeVisible();
  await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await page.goto(`/arenas?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("0 arena(s) found", { exact: true })).toBeVisible();
});

test("submit without coordinates: converted first, with both toasts, then submitted", async ({ page, user }) => {
  const toasts = await recordToasts(page);
  await signInAndOpenSubmit(page, user);
  const name = uniqueName("Geocoded Gym");
  await fillArena(page, { name });
  await page.getByRole("button", { name: "Submit Arena" }).click();
  // The fake geocoder finds the seeded Value City Arena's spot: the guardrail asks first.
  await expect(page.getByRole("heading", { name: "Is it one of these?" })).toBeVisible();
  await page.getByRole("button", { name: "No, submit a new arena" }).click();
  await expect(toast(page, "Arena submitted for review!")).toBeVisible();
  await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
  const seen = await toasts();
  expect(seen.slice(seen.indexOf("Converting address to coordinates..."))).toEqual([
    "Converting address to coordinates...",
    "Address converted to coordinates successfully!",
    "An arena like this one is already listed: check the list above the buttons before you submit a new one.",
    "Arena submitted for review!",
  ]);
});

test("when the address cannot be converted, everything typed stays in the form", async ({ page, user }) => {
  await signInAndOpenSubmit(page, user);
  const name = uniqueName("Lost Gym");
  await fillArena(page, { name, address: "1 Nowhere Lane", parking: "Behind the bus depot" });
  await page.getByRole("button", { name: "Submit Arena" }).click();
  const message = "Could not convert address to coordinates. Please enter latitude and longitude manually.";
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(page.getByLabel("Latitude (optional)")).toBeFocused();
  await expect(page).toHaveURL("/submit");
  await expect(page.getByLabel("Arena name")).toHaveValue(name);
  await expect(page.getByLabel("Address")).toHaveValue("1 Nowhere Lane");
  await expect(page.getByLabel("Level (optional)")).toHaveValue("Division I");
  await expect(page.getByLabel("Parking", { exact: true })).toHaveValue("Behind the bus depot");

  await page.getByLabel("Latitude (optional)").fill("39.96");
  await page.getByLabel("Longitude (optional)").fill("-83.00");
  await page.getByRole("button", { name: "Submit Arena" }).click();
  await expect(toast(page, "Arena submitted for review!")).toBeVisible();
});

test("a third submission within five minutes is stopped in the browser", async ({ page, user }) => {
  await signInAndOpenSubmit(page, user);
  for (let round = 1; round <= 2; round += 1) {
    await fillArena(page, { name: uniqueName(`Busy Gym ${round}`), latitude: "40", longitude: "-83" });
    await page.getByRole("button", { name: "Submit Arena" }).click();
    await expect(toast(page, "Arena submitted for review!")).toBeVisible();
    await page.goto("/submit");
  }
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await fillArena(page, { name: uniqueName("Busy Gym 3"), latitude: "40", longitude: "-83" });
  await page.getByRole("button", { name: "Submit Arena" }).click();
  const message = "Too many submissions. Please wait 5 minutes before trying again.";
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(message);
  expect(posted).toBe(false);
});

test.describe("without JavaScript", () => {
  // The guardrail's question below is a 409 document, which the browser reports as a failed resource.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 409/ });

  test("the server converts the address and the form still submits", async ({ page, user }) => {
    await signInAndOpenSubmit(page, user);
    const name = uniqueName("No Script Gym");
    await fillArena(page, { name });
    await page.getByRole("button", { name: "Submit Arena" }).click();
    // The converted address is the seeded Value City Arena's spot: the guardrail asks first.
    await expect(page.getByRole("heading", { name: "Is it one of these?" })).toBeVisible();
    await page.getByRole("button", { name: "No, submit a new arena" }).click();
    await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("status").filter({ hasText: "Arena submitted for review!" })).toBeVisible();
  });
});
