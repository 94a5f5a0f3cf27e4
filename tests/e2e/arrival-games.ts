// Games a person worked, for the arrival form's tests: an arena of their own and a calendar import
// of a game there in the past (the app plans no game in the past; a calendar brings the ones that were).
import { SAMPLE_ARENA } from "../../worker/arenas/sample-arena.ts";
import { type Account, expect } from "./fixtures.ts";

const HOUR = 3_600_000;

function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** An arena of the person's own (pending until an admin approves it). */
export async function submitArena(account: Account, name: string): Promise<string> {
  const response = await account.api.post("/api/arenas", { data: { ...SAMPLE_ARENA, name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { arena: { id: string } }).arena.id;
}

/**
 * A game of the person's at the arena tipping off at `start`, imported from a calendar with its
 * crew line: the person's own answer to "which gym is this?" sends the venue to the arena. The
 * calendar is one of its own unless `calendar` names it (X-WR-CALNAME). Returns the game's id.
 */
export async function importedGame(
  account: Account,
  arenaId: string,
  { start, crew = "Pat Lee  Position: Referee", calendar }: { start: number; crew?: string; calendar?: string },
): Promise<string> {
  const suffix = crypto.randomUUID().slice(0, 8);
  const site = `Knowledge Gym ${suffix}`;
  const address = "555 Borror Drive, Columbus OH 43210";
  const answered = await account.api.put("/api/venue-aliases", { data: { venue: `${site}, ${address}`, arenaId } });
  expect(answered.status()).toBe(200);
  const file = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:${calendar ?? `Knowledge ${suffix}`}`,
    "BEGIN:VEVENT",
    `UID:K-${suffix}`,
    `DTSTART:${utcStamp(Math.floor(start / 60_000) * 60_000)}`,
    "SUMMARY:North vs South (Varsity)",
    `LOCATION:${address}`,
    `DESCRIPTION:Site: ${site}\\n${crew}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const imported = await account.api.post("/api/games/import", {
    headers: { "content-type": "text/calendar" },
    data: file,
  });
  expect(imported.status()).toBe(200);
  const { games } = (await (await account.api.get("/api/games")).json()) as {
    games: Array<{ id: string; arenaId: string | null; tipoffAt: string }>;
  };
  const game = games.find(
    (found) => found.arenaId === arenaId && Date.parse(found.tipoffAt) === Math.floor(start / 60_000) * 60_000,
  );
  if (!game) throw new Error("the imported game is not among the person's games");
  return game.id;
}

/**
 * A game the person worked at the arena `hoursAgo` hours ago, imported from a calendar: the app
 * plans no game in the past, a calendar brings the games that were.
 */
export async function workedThere(account: Account, arenaId: string, hoursAgo = 3): Promise<string> {
  return importedGame(account, arenaId, { start: Date.now() - hoursAgo * HOUR });
}
