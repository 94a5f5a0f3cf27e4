import type { Page } from "@playwright/test";
import { signIn, toast } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Import games from an assigning platform's calendar file: upload, see the counts, answer which
// gym an unknown venue is, find the games on My Games; upload again with a moved game. The import's
// journey without JavaScript is first-import.phone.spec.ts's; its refusals as plain form posts are
// worker page tests (tests/worker/games/games-import-pages.test.ts).

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

async function importAndAnswer(page: Page) {
  const { name, known, unknown } = samples();
  await page.goto("/games");
  await page.getByRole("link", { name: "Import games" }).click();
  await expect(page.getByRole("heading", { name: "Import games", level: 1 })).toBeVisible();
  await upload(page, arbiterFile(name, [known, unknown]));
  await expect(page.getByText("1 new game.")).toBeVisible();
  await expect(page.getByText("1 game waits for you to choose its gym.")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toBeVisible();
  const venue = `${unknown.site}, 1 Nowhere Rd, Lawrence KS 66045`;
  await expect(page.getByRole("heading", { name: venue })).toBeVisible();
  // Its street is not on the map: "Add this gym" opens the short screen for this venue.
  await expect(page.getByRole("link", { name: "Add this gym" })).toHaveAttribute(
    "href",
    /^\/games\/import\/add\/[0-9a-f]{16}$/,
  );
  await page.getByRole("radio", { name: "Allen Fieldhouse" }).check();
  await page.getByRole("button", { name: "This is the gym" }).click();
  await expect(toast(page, "Gym saved. 1 game added.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which gym is this?" })).toHaveCount(0);

  await page.goto("/games");
  const cards = page.getByTestId("game-card").filter({ hasText: "Allen Fieldhouse" });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "North vs South" })).toContainText("Crew: Pat Lee (Referee)");
  return { name, known, unknown };
}

test("with JavaScript: import a file, answer which gym, then a moved game shows as Changed", async ({ page, user }) => {
  await signIn(page, user, "/games");
  const { name, known, unknown } = await importAndAnswer(page);

  await page.goto("/games/import");
  await upload(page, arbiterFile(name, [{ ...known, start: known.start + 3_600_000 }, unknown]));
  await expect(page.getByText("1 game updated, 1 game unchanged.")).toBeVisible();
  await page.goto("/games");
  const moved = page.getByTestId("game-card").filter({ hasText: "North vs South" });
  await expect(moved).toContainText("Changed");
  await expect(moved).toContainText("→");
});

/**
 * Two calendars in one file, as some programs export them: a weekly series (three dates, one moved
 * by an override) in the first, and a game with no UID in the second.
 */
function leagueFile(name: string, suffix: string, uidlessStart: number): Buffer {
  const first = Math.floor((Date.now() + 8 * DAY_MS) / 3_600_000) * 3_600_000;
  return Buffer.from(
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//League Office//EN",
      `X-WR-CALNAME:${name}`,
      "BEGIN:VEVENT",
      `UID:series-${suffix}`,
      `DTSTART:${utcStamp(first)}`,
      "RRULE:FREQ=WEEKLY;COUNT=3",
      "SUMMARY:Hawks vs Owls",
      "DESCRIPTION:Site: Allen Fieldhouse",
      "LOCATION:1651 Naismith Dr, Lawrence KS  66045",
      "END:VEVENT",
      "BEGIN:VEVENT",
      `UID:series-${suffix}`,
      `RECURRENCE-ID:${utcStamp(first + 7 * DAY_MS)}`,
      `DTSTART:${utcStamp(first + 7 * DAY_MS + 2 * 3_600_000)}`,
      "SUMMARY:Hawks vs Owls",
      "DESCRIPTION:Site: Allen Fieldhouse",
      "LOCATION:1651 Naismith Dr, Lawrence KS  66045",
      "END:VEVENT",
      "END:VCALENDAR",
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Exported//EN",
      "BEGIN:VEVENT",
      `DTSTART:${utcStamp(uidlessStart)}`,
      `SUMMARY:Bears at Lions ${suffix}`,
      "DESCRIPTION:Site: Allen Fieldhouse",
      "LOCATION:1651 Naismith Dr, Lawrence KS  66045",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n"),
  );
}

test("a file of two calendars: a repeating series is one game a date, and a game with no UID moves in place", async ({
  page,
  user,
}) => {
  await signIn(page, user, "/games/import");
  const suffix = crypto.randomUUID().slice(0, 8);
  const name = `League ${suffix}`;
  const uidless = Math.floor((Date.now() + 5 * DAY_MS) / 3_600_000) * 3_600_000;
  await upload(page, leagueFile(name, suffix, uidless));
  await expect(page.getByText("4 new games.")).toBeVisible();
  await page.goto("/games");
  await expect(page.getByTestId("game-card").filter({ hasText: "Hawks vs Owls" })).toHaveCount(3);
  await expect(page.getByTestId("game-card").filter({ hasText: `Bears at Lions ${suffix}` })).toHaveCount(1);

  await page.goto("/games/import");
  await upload(page, leagueFile(name, suffix, uidless + 90 * 60_000));
  await expect(page.getByText("1 game updated, 3 games unchanged.")).toBeVisible();
  await page.goto("/games");
  const moved = page.getByTestId("game-card").filter({ hasText: `Bears at Lions ${suffix}` });
  await expect(moved).toHaveCount(1);
  await expect(moved).toContainText("Changed");
});

async function uploadTooLarge(page: Page) {
  const padding = `X-PAD:${"x".repeat(70)}\r\n`.repeat(16_000);
  await page.getByLabel("Calendar file (.ics)").setInputFiles({
    name: "big.ics",
    mimeType: "text/calendar",
    buffer: Buffer.from(`BEGIN:VCALENDAR\r\n${padding}END:VCALENDAR\r\n`),
  });
  await page.getByRole("button", { name: "Import Games" }).click();
  await expect(
    page.getByText("This calendar file is over 1 MB. Export a shorter date range and try again."),
  ).toBeVisible();
}

test("a file over 1 MB is refused with its own message before it is sent", async ({ page, user }) => {
  await signIn(page, user, "/games/import");
  await uploadTooLarge(page);
});
