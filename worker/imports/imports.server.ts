import { and, asc, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ImportSourceKind } from "../../core/domain";
import { fail, notFound, type Result } from "../../core/failure";
import { calendarName } from "../../core/imports/calendar-name";
import type { ImportedEvent } from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { IMPORT_ERROR_CODES, IMPORT_TEXT } from "../../core/imports/messages";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { arenas, gameSourceEvents, games, importSources, importWaitingEvents, venueAliases } from "../db/schema.server";
import { openClashCount } from "../games/clashes.server";
import { roughStart } from "../games/games.server";
import type { VenueLookupsCtx } from "../games/venue-lookup-messages";
import { waitingEventOf } from "../games/waiting-when";
import type { GeocoderCtx } from "../geocoding/geocoder";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import { hitRateLimit, limitOrFail } from "../platform/rate-limit.server";
import { venueId } from "../platform/stable-hash";
import type { RouterCtx } from "../routing/routing";
import { importedEventId } from "./event-id";
import { venueKey } from "./event-text";
import { parseCalendar } from "./parse";
import { type ImportResult, type NeedsArena, reconcileEvents } from "./reconcile.server";
import { isUsableArena, saveAliasQuery } from "./venues.server";

/** Imports (and, later, feed refreshes) share one per-person budget. */
export async function limitImports(ctx: RateLimitsCtx & ClockCtx, userId: string) {
  const rule = { action: "game-import", limit: IMPORT_LIMITS.perWindow };
  const result = await hitRateLimit(ctx.rateLimits, rule, `user:${userId}`, ctx.now());
  return limitOrFail(result, IMPORT_TEXT.rateLimited);
}

/**
 * The person's source for this key, made on first use; two imports at once share one row. Never
 * imported before (`lastImportedAt` null): this import is its first.
 */
export async function ensureSource(
  ctx: DbCtx,
  userId: string,
  kind: ImportSourceKind,
  key: string,
): Promise<{ id: string; label: string; lastImportedAt: Date | null }> {
  const label = key.slice(0, 200);
  await ctx.db.insert(importSources).values({ userId, kind, key, label }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ id: importSources.id, label: importSources.label, lastImportedAt: importSources.lastImportedAt })
    .from(importSources)
    .where(and(eq(importSources.userId, userId), eq(importSources.kind, kind), eq(importSources.key, key)))
    .limit(1);
  if (!row) throw new Error("the import source was not saved");
  return row;
}

/**
 * One uploaded calendar file: parsed, then reconciled against the earlier uploads of the same
 * calendar (X-WR-CALNAME, else PRODID). Another calendar's games are never touched.
 */
/** What an upload did, and how many pairs of the person's games now clash (from every source). */
export type FileImportResult = ImportResult & { clashes: number };

/**
 * The feeds of the same calendar (events of the same UIDs) that last said otherwise than the file
 * about an upcoming game, and when the file was made as far as it says (docs/decisions/244).
 */
export type FileWord = { contradicted: string[]; stampedAt: number | null };

export async function importCalendarFile(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  body: Uint8Array,
): Promise<Result<{ result: FileImportResult; word: FileWord }>> {
  const limited = await limitImports(ctx, userId);
  if (limited) return limited;
  if (body.byteLength > IMPORT_LIMITS.maxBytes) return fail("too_large", IMPORT_TEXT.tooLarge);
  if (body.byteLength === 0) return fail("invalid", IMPORT_TEXT.emptyFile, { code: IMPORT_ERROR_CODES.emptyFile });
  const parsed = parseCalendar(body, ctx.now());
  if (!parsed.ok && parsed.reason === "encoding")
    return fail("invalid", IMPORT_TEXT.encoding, { code: IMPORT_ERROR_CODES.encoding });
  if (!parsed.ok) return fail("invalid", IMPORT_TEXT.notCalendar, { code: IMPORT_ERROR_CODES.notCalendar });
  const { calendarKey, events, ignored, stampedAt } = parsed.calendar;
  const source = await ensureSource(ctx, userId, "file", calendarKey);
  const contradicted = new Set<string>();
  const result = await reconcileEvents(ctx, userId, { id: source.id, kind: "file" }, events, {
    complete: true,
    ignored,
    contradicted,
    // A later upload of the calendar marks what it adds or moves as to accept (docs/decisions/244).
    ...(source.lastImportedAt ? { confirmWith: calendarName(source.label) } : {}),
  });
  const [clashes] = await Promise.all([
    openClashCount(ctx, userId),
    ctx.db
      .update(importSources)
      .set({ lastImportedAt: new Date(ctx.now()) })
      .where(eq(importSources.id, source.id)),
  ]);
  return { ok: true, result: { ...result, clashes }, word: { contradicted: [...contradicted], stampedAt } };
}

/**
 * The person's answer to "which gym is this?": saved as their alias for the venue text, and
 * every event waiting at that venue, from any of their sources, becomes a game. The alias keeps
 * what it placed, so the answer can be undone.
 */
export async function answerVenue(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  venue: string,
  arenaId: string,
): Promise<Result<{ venue: string; arenaId: string; created: number }>> {
  if (!(await isUsableArena(ctx, userId, arenaId))) return notFound(IMPORT_TEXT.arenaNotFound);
  const key = venueKey(venue);
  const waiting = await ctx.db
    .select({
      importSourceId: importWaitingEvents.importSourceId,
      event: importWaitingEvents.event,
      candidates: importWaitingEvents.candidates,
    })
    .from(importWaitingEvents)
    .where(and(eq(importWaitingEvents.userId, userId), eq(importWaitingEvents.venueKey, key)));
  const venueText = waiting[0]?.event.venueText ?? venue.trim();
  // What Undo can put back: the first events of the venue (a home gym's season fits; the row stays small).
  const placed = waiting.length > 0 ? { events: waiting.slice(0, IMPORT_LIMITS.undoableEvents) } : null;
  await saveAliasQuery(ctx, userId, venueText, arenaId, placed);
  const bySource = new Map<string, typeof waiting>();
  for (const row of waiting) bySource.set(row.importSourceId, [...(bySource.get(row.importSourceId) ?? []), row]);
  let created = 0;
  for (const [sourceId, rows] of bySource) {
    const [source] = await ctx.db
      .select({ kind: importSources.kind })
      .from(importSources)
      .where(eq(importSources.id, sourceId));
    if (!source) continue;
    const result = await reconcileEvents(
      ctx,
      userId,
      { id: sourceId, kind: source.kind },
      rows.map((row) => row.event),
      { complete: false, ignored: [] },
    );
    created += result.created + result.cancelled;
  }
  return { ok: true, venue: venueText, arenaId, created };
}

/**
 * Undo of an answer: its alias goes, and the games it placed (still at that arena) wait for a gym
 * again, each as it was. Games a later import placed with the answer stay where they are.
 */
export async function undoAnswer(
  ctx: DbCtx,
  userId: string,
  venue: string,
): Promise<Result<{ venue: string; waiting: number }>> {
  const key = venueKey(venue);
  const [alias] = await ctx.db
    .select({ arenaId: venueAliases.arenaId, venueText: venueAliases.venueText, placed: venueAliases.placed })
    .from(venueAliases)
    .where(and(eq(venueAliases.userId, userId), eq(venueAliases.venueKey, key)))
    .limit(1);
  if (!alias?.placed) return notFound(IMPORT_TEXT.nothingToUndo);
  const sourceIds = [...new Set(alias.placed.events.map((placed) => placed.importSourceId))];
  const sources = await ctx.db
    .select({ id: importSources.id })
    .from(importSources)
    .where(and(eq(importSources.userId, userId), inArray(importSources.id, sourceIds)));
  const live = new Set(sources.map((source) => source.id));
  const events = alias.placed.events.filter((placed) => live.has(placed.importSourceId));
  const ids = await Promise.all(events.map((placed) => importedEventId(placed.importSourceId, placed.event.uid)));
  const placedHere = (chunk: string[]) =>
    and(eq(games.userId, userId), eq(games.arenaId, alias.arenaId), inArray(games.id, chunk));
  const writes: BatchItem<"sqlite">[] = [
    ctx.db.delete(venueAliases).where(and(eq(venueAliases.userId, userId), eq(venueAliases.venueKey, key))),
    // The games' source events go first: a deleted game's events would otherwise be remembered as
    // deleted, and the events could never be placed again.
    ...inChunks(ids).flatMap((chunk) => [
      ctx.db
        .delete(gameSourceEvents)
        .where(inArray(gameSourceEvents.gameId, ctx.db.select({ id: games.id }).from(games).where(placedHere(chunk)))),
      ctx.db.delete(games).where(placedHere(chunk)),
    ]),
    ...events.map((placed, index) =>
      ctx.db
        .insert(importWaitingEvents)
        .values({
          id: ids[index],
          userId,
          importSourceId: placed.importSourceId,
          externalUid: placed.event.uid,
          venueKey: key,
          venueText: placed.event.venueText,
          event: placed.event,
          candidates: placed.candidates,
        })
        .onConflictDoNothing(),
    ),
  ];
  for (let index = 0; index < writes.length; index += 50) {
    await ctx.db.batch(writes.slice(index, index + 50) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  return { ok: true, venue: alias.venueText, waiting: events.length };
}

/** How long after an answer the import page still offers to undo it. */
const UNDO_OFFERED_MS = 24 * 60 * 60 * 1000;

/** The person's answers that can still be undone (the latest first): venue text and arena name. */
export async function undoableAnswers(ctx: DbCtx & ClockCtx, userId: string) {
  return ctx.db
    .select({ venue: venueAliases.venueText, arena: arenas.name })
    .from(venueAliases)
    .innerJoin(arenas, eq(arenas.id, venueAliases.arenaId))
    .where(
      and(
        eq(venueAliases.userId, userId),
        isNotNull(venueAliases.placed),
        gt(venueAliases.updatedAt, new Date(ctx.now() - UNDO_OFFERED_MS)),
      ),
    )
    .orderBy(desc(venueAliases.updatedAt))
    .limit(5);
}

export type WaitingVenue = NeedsArena & {
  /** The venue's id in the page's links and forms (its key hashed). */
  id: string;
  venueKey: string;
  /** The waiting events as stored, for what the cards show beyond time and title. */
  stored: ImportedEvent[];
};

/** Every venue still waiting for the person's answer, with its events (soonest first) and candidates. */
export async function waitingVenues(ctx: DbCtx, userId: string): Promise<WaitingVenue[]> {
  const rows = await ctx.db
    .select({
      venueKey: importWaitingEvents.venueKey,
      event: importWaitingEvents.event,
      candidates: importWaitingEvents.candidates,
    })
    .from(importWaitingEvents)
    .where(eq(importWaitingEvents.userId, userId))
    .orderBy(asc(importWaitingEvents.venueKey), asc(importWaitingEvents.createdAt));
  const grouped = new Map<string, WaitingVenue>();
  for (const { venueKey: key, event, candidates } of rows) {
    let group = grouped.get(key);
    if (!group) {
      group = {
        id: venueId(key),
        venueKey: key,
        venue: event.venueText,
        events: [],
        candidates,
        schools: event.venueSchools ?? [],
        stored: [],
      };
      grouped.set(key, group);
    }
    group.stored.push(event);
  }
  const venues = [...grouped.values()].map((venue) => {
    const stored = [...venue.stored].sort((a, b) => roughStart(a) - roughStart(b));
    return { ...venue, stored, events: stored.map((event) => waitingEventOf(event)) };
  });
  // The soonest game first: the question that matters tonight comes before next month's.
  venues.sort((a, b) => roughStart(a.stored[0] ?? EARLIEST) - roughStart(b.stored[0] ?? EARLIEST));
  return venues;
}

const EARLIEST = { start: { kind: "instant", instant: 0 } } as const;

/**
 * "Got it" on a changed game clears its Changed mark: the person has seen old → new. Opening the
 * game does not: the mark stays until it is acknowledged.
 */
export async function acknowledgeChanges(ctx: DbCtx, userId: string, gameId: string): Promise<Result<{ id: string }>> {
  const [seen] = await ctx.db
    .update(games)
    .set({ status: "scheduled", changes: null })
    .where(and(eq(games.id, gameId), eq(games.userId, userId), eq(games.status, "changed")))
    .returning({ id: games.id });
  return seen ? { ok: true, id: seen.id } : notFound(IMPORT_TEXT.changeNotFound);
}

/**
 * "Keep" on a game gone from its source: it stays, as a game of the person's own. Its source events
 * are remembered without it, so no later import brings the event back beside it or flags it again.
 */
export async function keepRemovedGame(ctx: DbCtx, userId: string, gameId: string): Promise<Result<{ id: string }>> {
  const [kept] = await ctx.db
    .update(games)
    .set({ status: "scheduled" })
    .where(and(eq(games.id, gameId), eq(games.userId, userId), eq(games.status, "removed")))
    .returning({ id: games.id });
  if (!kept) return notFound(IMPORT_TEXT.gameNotRemoved);
  await ctx.db
    .update(gameSourceEvents)
    .set({ gameId: null })
    .where(and(eq(gameSourceEvents.gameId, kept.id), eq(gameSourceEvents.userId, userId)));
  return { ok: true, id: kept.id };
}
