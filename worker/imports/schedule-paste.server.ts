import { fail, type Result } from "../../core/failure";
import type { ImportedEvent } from "../../core/imports/game-fields";
import { type PastedGame, readArbiterSchedule } from "../../core/pay/arbiter-paste";
import { PAY_TEXT } from "../../core/pay/pay-text";
import type { DbCtx } from "../db/client.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import type { GeocoderCtx } from "../geocoding/geocoder";
import { applyPastedSchedule } from "../pay/paste.server";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { RouterCtx } from "../routing/routing";
import { withinGameLimit } from "./game-limit.server";
import { ensureSource, limitImports } from "./imports.server";
import { reconcileEvents } from "./reconcile.server";
import { readSourceState } from "./source-events.server";

/** The source a pasted schedule's new games come from: one per person, named as the person sees it. */
export const PASTE_SOURCE_KEY = "ArbiterSports schedule";

export type PasteImport = { updated: number; created: number; waiting: number; ignored: number };

/** The pasted text's games, or why there are none: too large, empty, or no row that is a game. */
export function readPastedSchedule(text: string): Result<{ games: PastedGame[] }> {
  const read = readArbiterSchedule(text);
  if (!read.ok) return fail("invalid", read.problem === "too_large" ? PAY_TEXT.pasteTooLarge : PAY_TEXT.pasteEmpty);
  if (read.games.length === 0) return fail("invalid", PAY_TEXT.pasteNothing);
  return { ok: true, games: read.games };
}

/** A pasted row as a calendar event: on the game's own clock, at its site, with its fee. */
function eventOf(game: PastedGame): ImportedEvent {
  const teams = game.home && game.away ? { away: game.away, home: game.home } : null;
  return {
    // Arbiter's game number names the assignment; without one, its date, time and site do.
    uid: game.gameNumber ? `arbiter-game-${game.gameNumber}` : `arbiter-${game.date}T${game.time}|${game.site}`,
    start: { kind: "floating", local: { date: game.date, time: game.time } },
    summary: [game.level, teams ? `${teams.away} at ${teams.home}` : ""].filter(Boolean).join(" - ").slice(0, 300),
    teams,
    level: game.level || null,
    crew: [],
    venueText: game.site,
    site: game.site || null,
    address: null,
    state: null,
    cancelled: game.cancelled,
    sequence: 0,
    feeCents: game.feeCents,
    travelCents: null,
  };
}

/**
 * A pasted ArbiterSports schedule: fees go to the games already here (same date and time, the
 * site deciding ties); the other rows are imported as the games of one source of the person's,
 * as a calendar's events are (a gym the person has not named yet waits for their answer). The
 * paste is never the whole schedule, so no game is dropped for being left out of it.
 */
export async function importPastedSchedule(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  pasted: PastedGame[],
): Promise<Result<{ outcome: PasteImport }>> {
  const limited = await limitImports(ctx, userId);
  if (limited) return limited;
  const applied = await applyPastedSchedule(ctx, userId, pasted);
  const rest = applied.unmatched.filter((game) => game.site !== "");
  if (rest.length === 0) {
    return {
      ok: true,
      outcome: { updated: applied.matched, created: 0, waiting: 0, ignored: applied.unmatched.length },
    };
  }
  const source = await ensureSource(ctx, userId, "file", PASTE_SOURCE_KEY);
  // Not a whole calendar, but held to the limit on upcoming games as one is.
  const state = await readSourceState(ctx, userId, ctx.now());
  const limit = await withinGameLimit(ctx, userId, source.id, state, rest.map(eventOf), ctx.now());
  const result = await reconcileEvents(ctx, userId, { id: source.id, kind: "file" }, limit.kept, {
    complete: false,
    ignored: limit.ignored,
  });
  return {
    ok: true,
    outcome: {
      updated: applied.matched,
      created: result.created,
      waiting: result.waiting,
      ignored: result.ignored + applied.unmatched.length - rest.length,
    },
  };
}
