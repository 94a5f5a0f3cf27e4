import { and, asc, eq, isNotNull } from "drizzle-orm";
import { toFtsQuery } from "../arenas/search.server";
import type { Db } from "../db/client.server";
import { games, importSources, importWaitingEvents } from "../db/schema.server";
import type { ImportSourceKind } from "../domain";
import { fail, notFound, type Result } from "../failure";
import type { GameDeps } from "../games/games.server";
import { hitRateLimit, limitOrFail } from "../rate-limit.server";
import type { SchoolPlace } from "../schools/school";
import { schoolSearchQuery, toSchoolPlaces } from "../schools/search.server";
import { submitPathFor, venueKey } from "./event-text";
import { IMPORT_LIMITS } from "./limits";
import { IMPORT_ERROR_CODES, IMPORT_TEXT } from "./messages";
import { parseCalendar } from "./parse";
import { type ImportResult, type NeedsArena, reconcileEvents, waitingEventOf } from "./reconcile.server";
import { isUsableArena, saveAliasQuery } from "./venues.server";

/** Imports (and, later, feed refreshes) share one per-person budget. */
export async function limitImports(deps: Pick<GameDeps, "rateLimits" | "now">, userId: string) {
  const rule = { action: "game-import", limit: IMPORT_LIMITS.perWindow };
  const result = await hitRateLimit(deps.rateLimits, rule, `user:${userId}`, deps.now());
  return limitOrFail(result, IMPORT_TEXT.rateLimited);
}

/** The person's source for this key, made on first use; two imports at once share one row. */
export async function ensureSource(
  deps: Pick<GameDeps, "db">,
  userId: string,
  kind: ImportSourceKind,
  key: string,
): Promise<{ id: string }> {
  const label = key.slice(0, 200);
  await deps.db.insert(importSources).values({ userId, kind, key, label }).onConflictDoNothing();
  const [row] = await deps.db
    .select({ id: importSources.id })
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
export async function importCalendarFile(
  deps: GameDeps,
  userId: string,
  body: Uint8Array,
): Promise<Result<{ result: ImportResult }>> {
  const limited = await limitImports(deps, userId);
  if (limited) return limited;
  if (body.byteLength > IMPORT_LIMITS.maxBytes) return fail("too_large", IMPORT_TEXT.tooLarge);
  const parsed = parseCalendar(body, deps.now());
  if (!parsed.ok) return fail("invalid", IMPORT_TEXT.notCalendar, { code: IMPORT_ERROR_CODES.notCalendar });
  const { calendarKey, events, ignored } = parsed.calendar;
  const source = await ensureSource(deps, userId, "file", calendarKey);
  const result = await reconcileEvents(deps, userId, { id: source.id, kind: "file" }, events, {
    complete: true,
    ignored,
  });
  await deps.db
    .update(importSources)
    .set({ lastImportedAt: new Date(deps.now()) })
    .where(eq(importSources.id, source.id));
  return { ok: true, result };
}

/**
 * The person's answer to "which gym is this?": saved as their alias for the venue text, and
 * every event waiting at that venue, from any of their sources, becomes a game.
 */
export async function answerVenue(
  deps: GameDeps,
  userId: string,
  venue: string,
  arenaId: string,
): Promise<Result<{ venue: string; arenaId: string; created: number }>> {
  if (!(await isUsableArena(deps, userId, arenaId))) return notFound(IMPORT_TEXT.arenaNotFound);
  const key = venueKey(venue);
  const waiting = await deps.db
    .select({ importSourceId: importWaitingEvents.importSourceId, event: importWaitingEvents.event })
    .from(importWaitingEvents)
    .where(and(eq(importWaitingEvents.userId, userId), eq(importWaitingEvents.venueKey, key)));
  const venueText = waiting[0]?.event.venueText ?? venue.trim();
  await saveAliasQuery(deps, userId, venueText, arenaId);
  const bySource = new Map<string, typeof waiting>();
  for (const row of waiting) bySource.set(row.importSourceId, [...(bySource.get(row.importSourceId) ?? []), row]);
  let created = 0;
  for (const [sourceId, rows] of bySource) {
    const [source] = await deps.db
      .select({ kind: importSources.kind })
      .from(importSources)
      .where(eq(importSources.id, sourceId));
    if (!source) continue;
    const result = await reconcileEvents(
      deps,
      userId,
      { id: sourceId, kind: source.kind },
      rows.map((row) => row.event),
      { complete: false, ignored: [] },
    );
    created += result.created + result.cancelled;
  }
  return { ok: true, venue: venueText, arenaId, created };
}

/** Schools suggested for one waiting venue: few, since each card lists its own. */
export const VENUE_SCHOOL_SUGGESTIONS = 3;

export type WaitingVenue = NeedsArena & {
  submitPath: string;
  /** Colleges whose name matches the venue's site name, each with "Add its gym" (docs/decisions/157). */
  schools: SchoolPlace[];
};

/** The site's name in a venue text: what comes before its first comma or dash ("Central HS - Gym, 1 Main St"). */
export function venueSiteName(venue: string): string {
  return (venue.split(/,|\s[-–]\s/)[0] ?? "").trim();
}

async function schoolsForVenue(db: Db, venue: string): Promise<SchoolPlace[]> {
  const fts = toFtsQuery(venueSiteName(venue));
  return fts ? toSchoolPlaces(await schoolSearchQuery(db, fts, VENUE_SCHOOL_SUGGESTIONS)) : [];
}

/** Every venue still waiting for the person's answer, with its events and up to five candidates. */
export async function waitingVenues(deps: Pick<GameDeps, "db">, userId: string): Promise<WaitingVenue[]> {
  const rows = await deps.db
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
      group = { venue: event.venueText, events: [], candidates, submitPath: submitPathFor(event), schools: [] };
      grouped.set(key, group);
    }
    group.events.push(waitingEventOf(event));
  }
  const venues = [...grouped.values()];
  const schools = await Promise.all(venues.map((venue) => schoolsForVenue(deps.db, venue.venue)));
  return venues.map((venue, index) => ({ ...venue, schools: schools[index] ?? [] }));
}

/** Opening a changed game clears its Changed mark: the person has seen old → new. */
export async function acknowledgeChanges(deps: Pick<GameDeps, "db">, userId: string, gameId: string) {
  await deps.db
    .update(games)
    .set({ status: "scheduled", changes: null })
    .where(and(eq(games.id, gameId), eq(games.userId, userId), eq(games.status, "changed"), isNotNull(games.changes)));
}

/** "Keep" on a game gone from its source: it stays, as a game of the person's own, out of later syncs. */
export async function keepRemovedGame(
  deps: Pick<GameDeps, "db">,
  userId: string,
  gameId: string,
): Promise<Result<{ id: string }>> {
  const [kept] = await deps.db
    .update(games)
    .set({ status: "scheduled", importSourceId: null, externalUid: null })
    .where(and(eq(games.id, gameId), eq(games.userId, userId), eq(games.status, "removed")))
    .returning({ id: games.id });
  return kept ? { ok: true, id: kept.id } : notFound(IMPORT_TEXT.gameNotRemoved);
}
