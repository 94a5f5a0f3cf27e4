import type { Page } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Import games from an assigning platform's calendar file: upload, see the counts, answer which
// gym an unknown venue is, find the games on My Games; upload again with a moved game.

const DAY_MS = 86_400_000;

function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

type Sample = { uid: string; start: number; site: string; address: string; summary: string };

/** An Arbiter-style file: UTC times, the street address in LOCATION, Site: and crew in DESCRIPTION. */
function arbiterFile(name: string, events: Sample[]): Buffer {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:${name}`,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTART:${utcStamp(event.start)}`,
      `SUMMARY;LANGUAGE=en-us:${event.summary}`,
      `LOCATION: ${event.address}`,
      `DESCRIPTION:Site: ${event.site}\\nSubsite: Main\\nPat Lee  Position: Referee`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ];
  return Buffer.from(lines.join("\r\n"));
}

async function upload(page: Page, file: Buffer) {
  await page
    .getByLabel("Calendar file (.ics)")
    .setInputFiles({ name: "games.ics", mimeType: "text/calendar", buffer: file });
  await page.getByRole("button", { name: "Import Games" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible();
}

function samples() {
  const suffix = crypto.randomUUID().slice(0, 8);
  const start = Math.floor((Date.now() + 6 * DAY_MS) / 3_600_000) * 3_600_000;
  const known: Sample = {
    uid: `G-known-${suffix}`,
    start,
    site: "Allen Fieldhouse",
    address: "1651 Naismith Dr, Lawrence KS  66045",
    summary: "North vs South (Varsity)",
  };
  const unknown: Sample = {
    uid: `G-unknown-${suffix}`,
    start: start + DAY_MS,
    site: `Allen Middle School ${suffix}`,
    address: "1 Nowhere Rd, Lawrence KS  66045",
    summary: "East vs West (JV)",
  };
  return { name: `Arbiter ${suffix}`, known, unknown };
}

/** The confirmation after a redirect: a toast with JavaScript, the page's status line without. */
function confirmation(page: Page, javaScript: boolean, text: string) {
  return javaScript ? toast(page, text) : page.getByRole("status").filter({ hasText: text });
}

async function importAndAnswer(page: Page, javaScript: boolean) {
  const { name, known, unknown } = samples();
  await page.goto("/games");
  await page.getByRole("link", { name: "Import games" }).click();
  await expect(page.getByRole("heading", { name: "Import games", level: 1 })).toBeVisible();
  await upload(page, arbiterFile(name, [known, unknown]));
  await expect(
    page.getByText("1 new, 0 updated, 0 unchanged, 0 cancelled, 0 removed from the calendar, 0 ignored"),
  ).toBeVisible();

  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toBeVisible();
  const venue = `${unknown.site}, 1 Nowhere Rd, Lawrence KS 66045`;
  await expect(page.getByRole("heading", { name: venue })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add this gym" })).toHaveAttribute("href", /\/submit\?name=Allen/);
  await page.getByRole("radio", { name: "Allen Fieldhouse" }).check();
  await page.getByRole("button", { name: "This is the gym" }).click();
  await expect(confirmation(page, javaScript, "Gym saved. 1 game added.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toHaveCount(0);

  await page.goto("/games");
  const cards = page.getByTestId("game-card").filter({ hasText: "Allen Fieldhouse" });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "North at South" })).toContainText("Crew: Pat Lee (Referee)");
  return { name, known, unknown };
}

test("with JavaScript: import a file, answer which gym, then a moved game shows as Changed", async ({ page, user }) => {
  await signIn(page, user, "/games");
  const { name, known, unknown } = await importAndAnswer(page, true);

  await page.goto("/games/import");
  await upload(page, arbiterFile(name, [{ ...known, start: known.start + 3_600_000 }, unknown]));
  await expect(page.getByText("0 new, 1 updated, 1 unchanged")).toBeVisible();
  await page.goto("/games");
  const moved = page.getByTestId("game-card").filter({ hasText: "North at South" });
  await expect(moved).toContainText("Changed");
  await expect(moved).toContainText("→");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("import a file, answer which gym, and find both games on My Games", async ({ page, user }) => {
    await signIn(page, user, "/games");
    await importAndAnswer(page, false);
  });
});
