import type { Locator, Page } from "@playwright/test";
import { ARRIVAL_TEXT_FIELDS } from "../../core/arenas/arrival-text.ts";
import { ARRIVAL_FORM_PAGE_TEXT } from "../../core/knowledge/messages.ts";
import { fillArenaForm, uniqueName } from "./arena-form.ts";
import { submitArena, workedThere } from "./arrival-games.ts";
import { STRONG_PASSWORD, signIn, toast, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { withoutTiles } from "./map-tiles.ts";
import { untilHydrated } from "./page-console.ts";
import { playedToday } from "./pay-games.ts";

// A person on a slow phone types while the page's scripts are still on their way. What they typed
// counts whether they send the form before the scripts run (the browser sends it as the form
// without JavaScript) or after (the scripts take over the form and must read what is already in it).

/** Holds back every script of the app until `release()`; the HTML and the styles arrive at once. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

// A held script still in flight when the test ends would throw at teardown.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

for (const sent of ["before", "after"] as const) {
  test.describe(`typed before the scripts run, sent ${sent} they run`, () => {
    /** Sends the form: at once, or once the scripts have run and taken over the form. */
    async function send(release: () => void, button: Locator) {
      if (sent === "after") {
        release();
        await untilHydrated(button);
        // Focus first, as a tap does: the form's check loads on focus and re-renders the form.
        await button.focus();
      }
      await button.click();
      if (sent === "before") release();
    }

    test("Create Account signs the person up with what they typed", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/register", { waitUntil: "commit" });
      const name = `Early Typist ${sent}`;
      await page.getByLabel("Full Name").fill(name);
      await page.getByLabel("Email").fill(uniqueEmail("early"));
      await page.getByLabel("Password").fill(STRONG_PASSWORD);
      await send(release, page.getByRole("button", { name: "Create Account" }));
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("button", { name })).toBeVisible();
      await expect(page.getByText("Please fill in all fields")).toHaveCount(0);
    });

    test("Login signs the person in with what they typed", async ({ page, user }) => {
      const release = await holdScripts(page);
      await page.goto("/login", { waitUntil: "commit" });
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      await send(release, page.getByRole("button", { name: "Login", exact: true }));
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("button", { name: user.name })).toBeVisible();
    });

    test("Save Name on the profile saves what was typed", async ({ page, user }) => {
      await signIn(page, user, "/");
      const release = await holdScripts(page);
      await page.goto("/profile", { waitUntil: "commit" });
      const name = `Renamed Early ${sent}`;
      await page.getByLabel("Full Name").fill(name);
      await send(release, page.getByRole("button", { name: "Save Name" }));
      await expect(toast(page, "Your name has been updated")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Full Name")).toHaveValue(name);
    });

    test("Submit Arena submits the arena typed", async ({ page, user }) => {
      await signIn(page, user, "/");
      const release = await holdScripts(page);
      await page.goto("/submit", { waitUntil: "commit" });
      const name = uniqueName(`Early Gym ${sent}`);
      // 1.9 km north of the seeded Value City Arena: no "Is it one of these?" on the way.
      await fillArenaForm(page, { name, latitude: "40.0245", longitude: "-83.0251", parking: "" });
      await send(release, page.getByRole("button", { name: "Submit Arena" }));
      await expect(page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { name })).toBeVisible();
    });

    test("Mark Paid marks the games ticked, on the day typed", async ({ page, user }) => {
      const { year } = await playedToday(user.api);
      await signIn(page, user, "/");
      const release = await holdScripts(page);
      await page.goto(`/games/pay?year=${year}`, { waitUntil: "commit" });
      await page.getByRole("region", { name: "Games not paid yet" }).getByRole("checkbox").first().check();
      await page.getByLabel("Paid on").fill(`${year}-12-22`);
      await send(release, page.getByRole("button", { name: "Mark Paid" }));
      await expect(page.getByTestId("pay-paid")).toHaveText("$65.00");
    });

    test("Send on the arrival form saves what was typed", async ({ page, user }) => {
      const gameId = await workedThere(user, await submitArena(user, uniqueName(`Early Arrival ${sent}`)));
      await withoutTiles(page);
      await signIn(page, user, "/");
      const release = await holdScripts(page);
      await page.goto(`/games/${gameId}/arrival`, { waitUntil: "commit" });
      await page.getByLabel(ARRIVAL_TEXT_FIELDS.dressingRoom.label).fill("Room 112, early");
      await page.getByLabel("Arrive before tip-off (minutes)").fill("45");
      await send(release, page.getByRole("button", { name: ARRIVAL_FORM_PAGE_TEXT.send, exact: true }));
      await expect(toast(page, ARRIVAL_FORM_PAGE_TEXT.saved)).toBeVisible();
      await page.goto(`/games/${gameId}/arrival`);
      await expect(page.getByLabel(ARRIVAL_TEXT_FIELDS.dressingRoom.label)).toHaveValue("Room 112, early");
      await expect(page.getByLabel("Arrive before tip-off (minutes)")).toHaveValue("45");
    });

    test("Import Games imports the file chosen", async ({ page, user }) => {
      await signIn(page, user, "/");
      const release = await holdScripts(page);
      await page.goto("/games/import", { waitUntil: "commit" });
      const start = new Date(Math.floor((Date.now() + 9 * 86_400_000) / 3_600_000) * 3_600_000)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
      const file = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Early//EN",
        "BEGIN:VEVENT",
        `UID:early-${crypto.randomUUID()}`,
        `DTSTART:${start}`,
        "SUMMARY:North vs South",
        "LOCATION:Allen Fieldhouse\\, 1651 Naismith Dr\\, Lawrence KS 66045",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n");
      await page
        .getByLabel("Calendar file (.ics)")
        .setInputFiles({ name: "early.ics", mimeType: "text/calendar", buffer: Buffer.from(file) });
      await send(release, page.getByRole("button", { name: "Import Games" }));
      await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible();
      await expect(page.getByText("Choose an .ics calendar file to import.")).toHaveCount(0);
    });
  });
}

// A refusal without JavaScript shows what was typed: tests/worker/app/typed-values.test.ts.
test("a refused login with the scripts running keeps the e-mail and the password typed", async ({ page, user }) => {
  await page.goto("/login");
  await untilHydrated(page.getByRole("button", { name: "Login", exact: true }));
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("Wrong!Passw0rd");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toast(page, "Invalid email or password. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Password")).toHaveValue("Wrong!Passw0rd");
});
