import { and, eq } from "drizzle-orm";
import type { Arena } from "../../core/arenas/arena";
import { type ArenaInput, inputFromArena, mergeArenaInput } from "../../core/arenas/arena-input";
import { ARENA_TEXT } from "../../core/arenas/messages";
import { fail, forbidden, notFound, type Result, unexpected } from "../../core/failure";
import type { CurrentUser } from "../../core/users/current-user";
import { canEditArena, canViewArena } from "../../core/users/permissions";
import { isArenaId } from "../../core/validation/arena-query";
import { auditInsertIfChanged } from "../audit/audit.server";
import type { DbCtx } from "../db/client.server";
import { arenas } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { PublicPagesCtx } from "../public-data/version.server";
import { writePublicArenaData } from "../public-data/writes.server";
import { arenaColumns, toArena } from "./arena-row";
import { getArena } from "./detail.server";
import { type Actor, limitArenaAction, type MutationFailure, settleArenaDraft } from "./mutations.server";

export type EditableArena = Result<{ arena: Arena; sendsBackToReview: boolean }>;

/**
 * The arena for the edit screen, or why this user may not edit it (admin or creator only). A
 * creator's save of a published arena sends it back to review (docs/decisions/032).
 */
export async function loadEditableArena(ctx: DbCtx, user: CurrentUser, id: string | undefined): Promise<EditableArena> {
  try {
    const arena = await getArena(ctx, id);
    // A pending arena someone else submitted does not exist for this user, as on its detail page.
    if (!arena || !canViewArena(user, arena)) return notFound(ARENA_TEXT.notFound);
    if (!canEditArena(user, arena)) return forbidden(ARENA_TEXT.editForbidden);
    return { ok: true, arena, sendsBackToReview: sendsBackToReview(user, arena) };
  } catch (error) {
    console.error("edit permission check failed", error);
    return unexpected(ARENA_TEXT.permissionCheckFailed);
  }
}

function sendsBackToReview(user: { isAdmin: boolean }, arena: Arena): boolean {
  return arena.approved && !user.isAdmin;
}

export type UpdateOutcome = { ok: true; arena: Arena; sentBackToReview: boolean } | MutationFailure;

/**
 * The arena update, guarded: admin or creator only; only if nobody saved since `version`
 * (the updatedAt the editor loaded), else 409 with the arena as it is now. The update and its
 * audit record are one batch, the record written only if the guarded update changed the row.
 */
export async function updateArena(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & PublicPagesCtx,
  actor: Actor,
  id: string,
  changes: Partial<ArenaInput>,
  version: Date,
): Promise<UpdateOutcome> {
  if (!isArenaId(id)) return notFound(ARENA_TEXT.notFound);
  const limited = await limitArenaAction(ctx.rateLimits, "edit", actor);
  if (limited) return limited;
  const arena = await getArena(ctx, id);
  if (!arena || !canViewArena(actor, arena)) return notFound(ARENA_TEXT.notFound);
  if (!canEditArena(actor, arena)) return forbidden(ARENA_TEXT.editForbidden);
  if (arena.updatedAt !== version.toISOString()) return fail("conflict", ARENA_TEXT.conflict, { current: arena });

  const before = inputFromArena(arena);
  const merged = mergeArenaInput(before, changes);
  const coordinates = await settleArenaDraft(ctx.geocoder, merged);
  if (!coordinates.ok) return coordinates;

  const after = { ...merged, latitude: coordinates.latitude, longitude: coordinates.longitude };
  const approved = sendsBackToReview(actor, arena) ? false : arena.approved;
  // Strictly later than the version, so a save within the same millisecond still changes it.
  const updatedAt = new Date(Math.max(Date.now(), version.getTime() + 1));
  const [updated] = await writePublicArenaData(
    ctx,
    [
      ctx.db
        .update(arenas)
        .set({ ...arenaColumns(after), approved, updatedAt })
        .where(and(eq(arenas.id, id), eq(arenas.updatedAt, version)))
        .returning(),
      auditInsertIfChanged(ctx.db, {
        actor: { id: actor.id, email: actor.email },
        action: "arena.update",
        entityType: "arena",
        entityId: id,
        before: { ...before, approved: arena.approved },
        after: { ...after, approved },
      }),
    ],
    // An approved arena's pages were public: their cached copies are now out of date.
    ([saved]) => arena.approved && saved.length > 0,
  );
  const row = updated[0];
  if (row) {
    return { ok: true, arena: toArena(row), sentBackToReview: arena.approved && !approved };
  }
  // Saved or deleted by someone else between our read and our write.
  const now = await getArena(ctx, id);
  return now ? fail("conflict", ARENA_TEXT.conflict, { current: now }) : notFound(ARENA_TEXT.notFound);
}
