import type { Arena } from "../../core/arenas/arena";
import { ARRIVAL_TEXT_KEYS } from "../../core/arenas/arrival-text";
import { fail, type Result } from "../../core/failure";
import { formatDay } from "../../core/games/zoned-time";
import { ARRIVAL_FORM_PAGE_TEXT } from "../../core/knowledge/messages";
import type { SuggestedFields } from "../../core/suggestions/suggestion-review";
import { updateArena } from "../arenas/edit-arena.server";
import type { Actor, MutationFailure } from "../arenas/mutations.server";
import type { DbCtx } from "../db/client.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { PublicPagesCtx } from "../public-data/version.server";
import { confirmArena } from "../suggestions/confirmations.server";
import { suggestUpdate } from "../suggestions/suggestions.server";

// What the one-screen arrival form does with an answer (docs/decisions/201): a published arena gets
// a suggestion through the review every suggestion takes; the person's own pending arena is edited
// directly, as its edit page would; "All still right" is a confirmation.

/** A game with the arena it is at, as the form's page loaded it. */
export type ArrivalGame = { row: { tipoffAt: Date; timeZone: string }; arena: Arena };

export type ArrivalAnswer = { ok: true; kind: "suggested" | "edited" } | MutationFailure;

/** Every arrival detail the form shows is known (pins aside: they need the map), so it can be confirmed. */
export function arrivalAllKnown(arena: Arena): boolean {
  return (
    ARRIVAL_TEXT_KEYS.every((field) => arena.arrival[field].trim() !== "") && arena.arrival.arrivalMinutes !== null
  );
}

/**
 * Sends the changed arrival fields: a suggestion (with a note saying when the person was there)
 * for a published arena, an edit at the version the form loaded for the person's own pending one.
 * Nothing changed is refused before anything is written.
 */
export async function answerArrival(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & PublicPagesCtx,
  actor: Actor,
  game: ArrivalGame,
  changes: SuggestedFields,
  version: Date,
): Promise<ArrivalAnswer> {
  if (Object.keys(changes).length === 0) {
    return fail("invalid", ARRIVAL_FORM_PAGE_TEXT.nothingChanged, { code: "nothing_changed" });
  }
  const { arena } = game;
  if (arena.approved) {
    const note = ARRIVAL_FORM_PAGE_TEXT.suggestionNote(formatDay(game.row.tipoffAt.getTime(), game.row.timeZone));
    const outcome = await suggestUpdate(ctx, actor, arena, changes, note);
    return outcome.ok ? { ok: true, kind: "suggested" } : outcome;
  }
  const outcome = await updateArena(ctx, actor, arena.id, changes, version);
  return outcome.ok ? { ok: true, kind: "edited" } : outcome;
}

/** "All still right": a confirmation of the published arena (one per person in 30 days). */
export async function confirmArrival(
  ctx: DbCtx & PublicPagesCtx,
  userId: string,
  arena: Arena,
): Promise<Result<{ created: boolean }>> {
  if (!arena.approved || !arrivalAllKnown(arena)) {
    return fail("invalid", ARRIVAL_FORM_PAGE_TEXT.nothingToConfirm, { code: "nothing_to_confirm" });
  }
  const outcome = await confirmArena(ctx, userId, arena.id);
  return outcome.ok ? { ok: true, created: outcome.created } : outcome;
}
