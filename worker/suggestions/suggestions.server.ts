import { and, desc, eq, sql } from "drizzle-orm";
import { decodeCreatedAtCursor, type Page, pageSize, toPage } from "../../core/admin/pagination";
import type { Arena } from "../../core/arenas/arena";
import type { ArenaField, ArenaInput } from "../../core/arenas/arena-input";
import { inputFromArena, mergeArenaInput } from "../../core/arenas/arena-input";
import { ARENA_TEXT } from "../../core/arenas/messages";
import type { SuggestionStatus } from "../../core/domain";
import { type Failure, fail, invalidFields, notFound, type Result } from "../../core/failure";
import type { RateLimitRule } from "../../core/rate-limit-text";
import { SUGGESTION_TEXT } from "../../core/suggestions/messages";
import type { SuggestedFields, SuggestionReview } from "../../core/suggestions/suggestion-review";
import { ARENA_FIELDS } from "../../core/validation/arena";
import { isArenaId } from "../../core/validation/arena-query";
import { pinDistanceIssues, pinPairIssues } from "../../core/validation/arrival";
import { arenaColumns, toArena } from "../arenas/arena-row";
import { getArena } from "../arenas/detail.server";
import { type Actor, settleArenaDraft } from "../arenas/mutations.server";
import { auditInsertIfChanged } from "../audit/audit.server";
import type { Db, DbCtx } from "../db/client.server";
import { afterCursor } from "../db/keyset.server";
import { arenaSuggestions, arenas, users } from "../db/schema.server";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import { hitRateLimit, limitOrFail } from "../platform/rate-limit.server";
import type { PublicPagesCtx } from "../public-data/version.server";
import { writePublicArenaData } from "../public-data/writes.server";

/**
 * Per user and per IP, every 5 minutes (docs/decisions/075): enough for an official working
 * through several arenas after a tournament, not enough to flood the review queue.
 */
export const SUGGESTION_RATE_LIMITS = { user: 10, ip: 30 } as const;

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

function pick(values: SuggestedFields, fields: readonly ArenaField[]): SuggestedFields {
  const picked: Record<string, unknown> = {};
  for (const field of fields) picked[field] = values[field] ?? null;
  return picked as SuggestedFields;
}

/** The suggested fields in form order (stored JSON keys may come in any order). */
export function fieldNames(values: Record<string, unknown>): ArenaField[] {
  return ARENA_FIELDS.filter((field) => field in values);
}

/** Pin rules across fields, on the arena as it would be with the change laid over it. */
function pinIssues(merged: ArenaInput) {
  const { latitude, longitude } = merged;
  if (latitude === null || longitude === null) return pinPairIssues(merged);
  return { ...pinPairIssues(merged), ...pinDistanceIssues(merged, { latitude, longitude }) };
}

async function limitSuggestions(kv: KVNamespace, actor: Actor): Promise<Failure | null> {
  const checks: Array<[RateLimitRule, string]> = [
    [{ action: "arena-suggest", limit: SUGGESTION_RATE_LIMITS.ip }, `ip:${actor.ip}`],
    [{ action: "arena-suggest", limit: SUGGESTION_RATE_LIMITS.user }, `user:${actor.id}`],
  ];
  for (const [rule, subject] of checks) {
    const refused = limitOrFail(await hitRateLimit(kv, rule, subject), SUGGESTION_TEXT.tooMany);
    if (refused) return refused;
  }
  return null;
}

/** The approved arena a suggestion is about; pending arenas are edited by their creator instead. */
export async function getSuggestibleArena(ctx: DbCtx, arenaId: string | undefined): Promise<Arena | null> {
  const arena = await getArena(ctx, arenaId);
  return arena?.approved ? arena : null;
}

/**
 * Stores a suggested update to an approved arena: only the fields whose value differs from the
 * arena's now, those fields' current values (`base`) and the arena's version, so the review can
 * show what changed since. A suggestion that changes nothing is refused (400).
 */
export async function createSuggestion(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & PublicPagesCtx,
  actor: Actor,
  arenaId: string,
  fields: SuggestedFields,
  note: string | null | undefined,
): Promise<SuggestionOutcome> {
  // An arena that is not there (one read by key) costs the caller nothing; everything else counts.
  const arena = await getSuggestibleArena(ctx, arenaId);
  if (!arena) return notFound(ARENA_TEXT.notFound);
  return suggestUpdate(ctx, actor, arena, fields, note);
}

export type SuggestionOutcome = Result<{ suggestion: { id: string; status: SuggestionStatus } }>;

/** createSuggestion for a caller that already holds the approved arena (the suggest page's action). */
export async function suggestUpdate(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & PublicPagesCtx,
  actor: Actor,
  arena: Arena,
  fields: SuggestedFields,
  note: string | null | undefined,
): Promise<SuggestionOutcome> {
  const limited = await limitSuggestions(ctx.rateLimits, actor);
  if (limited) return limited;

  const current = inputFromArena(arena);
  const changed = ARENA_FIELDS.filter((field) => field in fields && !sameValue(fields[field], current[field]));
  if (changed.length === 0) return fail("invalid", SUGGESTION_TEXT.nothingChanged, { code: "nothing_changed" });
  const suggested = pick(fields, changed);
  const refused = invalidFields(pinIssues(mergeArenaInput(current, suggested)));
  if (refused) return refused;

  const [row] = await ctx.db
    .insert(arenaSuggestions)
    .values({
      arenaId: arena.id,
      userId: actor.id,
      fields: suggested,
      base: pick(current, changed),
      baseUpdatedAt: new Date(arena.updatedAt),
      note: note ?? null,
    })
    .returning({ id: arenaSuggestions.id, status: arenaSuggestions.status });
  if (!row) throw new Error("suggestion insert returned no row");
  return { ok: true, suggestion: row };
}

type ReviewRow = {
  suggestion: typeof arenaSuggestions.$inferSelect;
  arena: typeof arenas.$inferSelect;
  suggestedBy: string | null;
};

function toReview({ suggestion, arena: row, suggestedBy }: ReviewRow): SuggestionReview {
  return reviewOf(suggestion, toArena(row), suggestedBy);
}

function reviewOf(
  suggestion: typeof arenaSuggestions.$inferSelect,
  arena: Arena,
  suggestedBy: string | null,
): SuggestionReview {
  const names = fieldNames(suggestion.fields);
  const base = pick(suggestion.base as SuggestedFields, names);
  const current = pick(inputFromArena(arena), names);
  return {
    id: suggestion.id,
    arenaId: arena.id,
    arenaName: arena.name,
    status: suggestion.status,
    fields: pick(suggestion.fields as SuggestedFields, names),
    base,
    current,
    changedSince: names.filter((field) => !sameValue(base[field], current[field])),
    note: suggestion.note,
    reason: suggestion.reason,
    applied: suggestion.applied ? ARENA_FIELDS.filter((field) => suggestion.applied?.includes(field)) : null,
    suggestedBy,
    createdAt: suggestion.createdAt,
    arenaUpdatedAt: arena.updatedAt,
    arenaLocation: arena.coordinates,
  };
}

function reviewQuery(db: Db) {
  return db
    .select({ suggestion: arenaSuggestions, arena: arenas, suggestedBy: users.name })
    .from(arenaSuggestions)
    .innerJoin(arenas, eq(arenas.id, arenaSuggestions.arenaId))
    .leftJoin(users, eq(users.id, arenaSuggestions.userId));
}

/** The review queue, newest first, one keyset page at a time; all statuses when none is given. */
export async function listSuggestions(
  { db }: DbCtx,
  {
    status,
    cursor,
    limit,
  }: { status?: SuggestionStatus | undefined; cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<SuggestionReview>> {
  const size = pageSize(limit);
  const rows = await reviewQuery(db)
    .where(
      and(
        status ? eq(arenaSuggestions.status, status) : undefined,
        afterCursor(arenaSuggestions.createdAt, arenaSuggestions.id, decodeCreatedAtCursor(cursor)),
      ),
    )
    .orderBy(desc(arenaSuggestions.createdAt), desc(arenaSuggestions.id))
    .limit(size + 1);
  return toPage(rows.map(toReview), size);
}

/** One suggestion with its arena as it is now, read together. */
async function findReview(db: Db, id: string): Promise<{ review: SuggestionReview; arena: Arena } | null> {
  if (!isArenaId(id)) return null;
  const [row] = await reviewQuery(db).where(eq(arenaSuggestions.id, id)).limit(1);
  if (!row) return null;
  const arena = toArena(row.arena);
  return { review: reviewOf(row.suggestion, arena, row.suggestedBy), arena };
}

export async function countPendingSuggestions({ db }: DbCtx): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)` })
    .from(arenaSuggestions)
    .where(eq(arenaSuggestions.status, "pending"));
  return row?.total ?? 0;
}

/** A refused review; `current` is the suggestion as it is now when the arena changed since it was seen. */
export type ReviewFailure = Failure & { current?: SuggestionReview };

type Reviewer = { id: string; email: string };

/** Why a suggestion cannot be reviewed at the arena version the admin saw, or it and its arena when it can. */
async function checkReview(
  db: Db,
  id: string,
  seen: Date | null,
): Promise<Result<{ review: SuggestionReview; arena: Arena }, ReviewFailure>> {
  const found = await findReview(db, id);
  if (!found) return notFound(SUGGESTION_TEXT.notFound);
  if (found.review.status !== "pending") return fail("conflict", SUGGESTION_TEXT.alreadyReviewed);
  if (seen && found.arena.updatedAt !== seen.toISOString()) {
    return fail("conflict", SUGGESTION_TEXT.arenaChangedSinceSeen, { current: found.review });
  }
  return { ok: true, ...found };
}

/**
 * Applies the chosen fields of a pending suggestion (all of them when `apply` is left out) to the
 * arena at the version the admin reviewed (`seen`). The arena update, its audit record and the
 * suggestion's new status are one batch: the update runs only while the suggestion is still
 * pending and the arena still at `seen`, and the status changes only if that update happened,
 * so of two approvals one wins and the other gets 409.
 */
export async function approveSuggestion(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & PublicPagesCtx,
  reviewer: Reviewer,
  id: string,
  seen: Date,
  apply?: readonly ArenaField[],
): Promise<Result<{ arena: Arena; applied: ArenaField[] }, ReviewFailure>> {
  const checked = await checkReview(ctx.db, id, seen);
  if (!checked.ok) return checked;
  const { review: suggestion, arena } = checked;
  const offered = fieldNames(suggestion.fields);
  const chosen = apply ? ARENA_FIELDS.filter((field) => apply.includes(field)) : offered;
  if (chosen.length === 0) return fail("invalid", SUGGESTION_TEXT.chooseFields);
  if (chosen.some((field) => !offered.includes(field))) {
    return fail("invalid", SUGGESTION_TEXT.unknownApplyField);
  }
  const before = inputFromArena(arena);
  const merged = mergeArenaInput(before, pick(suggestion.fields, chosen));
  const coordinates = await settleArenaDraft(ctx.geocoder, merged);
  if (!coordinates.ok) return coordinates;
  const after = { ...merged, latitude: coordinates.latitude, longitude: coordinates.longitude };
  const updatedAt = new Date(Math.max(Date.now(), seen.getTime() + 1));

  const [updated] = await writePublicArenaData(
    ctx,
    [
      ctx.db
        .update(arenas)
        .set({ ...arenaColumns(after), updatedAt })
        .where(
          and(
            eq(arenas.id, arena.id),
            eq(arenas.updatedAt, seen),
            sql`EXISTS (SELECT 1 FROM arena_suggestions WHERE id = ${id} AND status = 'pending')`,
          ),
        )
        .returning(),
      auditInsertIfChanged(ctx.db, {
        actor: reviewer,
        action: "arena.suggestion.apply",
        entityType: "arena",
        entityId: arena.id,
        before: { name: arena.name, suggestionId: id, ...pick(before, chosen) },
        after: { name: after.name, suggestionId: id, ...pick(after, chosen) },
      }),
      ctx.db
        .update(arenaSuggestions)
        .set({ status: "applied", applied: chosen, reviewedBy: reviewer.id, reviewedAt: new Date() })
        .where(
          and(
            eq(arenaSuggestions.id, id),
            eq(arenaSuggestions.status, "pending"),
            sql`EXISTS (SELECT 1 FROM arenas WHERE id = ${arena.id} AND updated_at = ${updatedAt.getTime()})`,
          ),
        ),
    ],
    ([applied]) => applied.length > 0,
  );
  const row = updated[0];
  if (row) {
    return { ok: true, arena: toArena(row), applied: chosen };
  }
  // Another admin reviewed it, or the arena changed, between our read and our write: say which.
  const recheck = await checkReview(ctx.db, id, seen);
  return recheck.ok ? fail("conflict", SUGGESTION_TEXT.alreadyReviewed) : recheck;
}

/** Rejects a pending suggestion, with an optional reason the suggester sees. */
export async function rejectSuggestion(
  { db }: DbCtx,
  reviewer: Reviewer,
  id: string,
  reason: string | null | undefined,
): Promise<Result<{ id: string }, ReviewFailure>> {
  const checked = await checkReview(db, id, null);
  if (!checked.ok) return checked;
  const [updated] = await db.batch([
    db
      .update(arenaSuggestions)
      .set({ status: "rejected", reason: reason ?? null, reviewedBy: reviewer.id, reviewedAt: new Date() })
      .where(and(eq(arenaSuggestions.id, id), eq(arenaSuggestions.status, "pending")))
      .returning({ id: arenaSuggestions.id }),
    auditInsertIfChanged(db, {
      actor: reviewer,
      action: "arena.suggestion.reject",
      entityType: "arena",
      entityId: checked.arena.id,
      before: { name: checked.arena.name, suggestionId: id, status: "pending" },
      after: { name: checked.arena.name, suggestionId: id, status: "rejected", reason: reason ?? null },
    }),
  ]);
  if (updated.length > 0) return { ok: true, id };
  return fail("conflict", SUGGESTION_TEXT.alreadyReviewed);
}
