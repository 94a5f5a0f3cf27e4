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
 * A game the person worked at the arena `hoursAgo` hours ago, imported from a calendar: the app
 * plans no game in the past, a calendar brings the games that were. The person's own answer to
 * "which gym is this?" sends the venue to the arena.
 */
export async function workedThere(account: Account, arenaId: string, hoursAgo = 3): Promise<string> {
  const suffix = crypto.randomUUID().slice(0, 8);
  const site = `Knowledge Gym ${suffix}`;
  const address = "555 Borror Drive, Columbus OH 43210";
  const answered = await account.api.put("/api/venue-aliases", { data: { venue: `${site}, ${address}`, arenaId } });
  expect(answered.status()).toBe(200);
  const start = Math.floor((Date.now() - hoursAgo * HOUR) / 60_000) * 60_000;
  const file = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ArbiterSports Calendar//EN",
    `X-WR-CALNAME:Knowledge ${suffix}`,
    "BEGIN:VEVENT",
    `UID:K-${suffix}`,
    `DTSTART:${utcStamp(start)}`,
    "SUMMARY:North vs South (Varsity)",
    `LOCATION:${address}`,
    `DESCRIPTION:Site: ${site}\\nPat Lee  Position: Referee`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const imported = await account.api.post("/api/games/import", {
    headers: { "content-type": "text/calendar" },
    data: file,
  });
  expect(imported.status()).toBe(200);
  const { asks } = (await (await account.api.get("/api/me/arrival-asks")).json()) as {
    asks: Array<{ gameId: string; arenaId: string }>;
  };
  const ask = asks.find((found) => found.arenaId === arenaId);
  if (!ask) throw new Error("the imported game asks nothing");
  return ask.gameId;
}
