import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Arena } from "../../core/arenas/arena";
import type { GameSource } from "../../core/domain";
import { zonedInstant } from "../../core/games/zoned-time";
import type {
  ArenaCandidate,
  EventStart,
  IgnoredEvent,
  ImportCounts,
  ImportedEvent,
  SchoolCandidate,
} from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import type { PayRate } from "../../core/pay/rates";
import { toArena } from "../arenas/arena-row";
import type { DbCtx } from "../db/client.server";
import { inChunks } from "../db/read-batch.server";
import { arenas, gameSourceEvents, games, importWaitingEvents } from "../db/schema.server";
import type { GameRow, GameStart } from "../games/game.server";
import { arenaZone, defaultBuffer, driveColumns, driveFor } from "../games/games.server";
import { getPreferences, type Preferences } from "../games/preferences.server";
import { getProfileStarts, type ProfileStarts, profileStartFor } from "../games/profile-starts.server";
import type { VenueLookupQueue, VenueLookupsCtx } from "../games/venue-lookup-messages";
import { type WaitingEvent, waitingEventOf } from "../games/waiting-when";
import type { GeocoderCtx } from "../geocoding/geocoder";
import { type AddressLookups, GEOCODER_SHARES, requestLookups } from "../geocoding/shares.server";
import { getRates, newGamePay } from "../pay/rates.server";
import { payerOfSource } from "../pay/sources.server";
import type { ClockCtx } from "../platform/clock";
import type { RateLimitsCtx } from "../platform/rate-limit.server";
import type { DriveTime, RouterCtx } from "../routing/routing";
import { importedEventId } from "./event-id";
import { venueKey } from "./event-text";
import { type FeedWord, feedWordOf, noteContradictions } from "./feed-word";
import { withinGameLimit } from "./game-limit.server";
import { NO_UID_PREFIX } from "./parse";
import {
  type Baseline,
  baselineOf,
  changedGame,
  changeOf,
  type GameUpdate,
  previousArenaName,
  type ReconciledChange,
} from "./source-changes";
import {
  carriedElsewhere,
  fileMuted,
  otherSourceMatcher,
  readSourceState,
  type SourceEventLink,
  saveSourceEvent,
  stateOfStatus,
} from "./source-events.server";
import { type Marking, markedColumns, markOf, NO_MARKING, readMarking, UNMARKED } from "./to-confirm.server";
import { type AnsweredEvent, answerVenues, type VenueAnswer } from "./venues.server";

export type NeedsArena = {
  venue: string;
  events: WaitingEvent[];
  candidates: ArenaCandidate[];
  /** The schools the venue may be, best first (their gyms become arenas when chosen). */
  schools: SchoolCandidate[];
};
export type ImportResult = ImportCounts & {
  /** Places the waiting events are at: "5 games wait for a gym at 4 places". */
  waitingPlaces: number;
  /** Of those, the places whose address is still to be looked up in the background. */
  lookingUp: number;
  needsArena: NeedsArena[];
  /** The first of the ignored events, with why (all are counted in `ignored`). */
  ignoredEvents: IgnoredEvent[];
};

export type ImportSource = { id: string; kind: GameSource };

/**
 * `complete`: the events are the source's whole calendar, so an upcoming game missing from them
 * is flagged and waiting events missing from them are dropped. Answering "which gym" passes
 * only the events at one venue. `ignored`: what parsing the calendar set aside, with why.
 * `changed`, when given, collects the games added, moved, cancelled or removed (a feed refresh
 * tells their owner).
 */
type ReconcileOptions = {
  complete: boolean;
  ignored: IgnoredEvent[];
  changed?: ReconciledChange[];
  /** How addresses are looked up: a request's share unless told (the background lookup's own). */
  lookups?: AddressLookups;
  /**
   * The background lookup of venues whose games wait: an event still waiting is updated, never
   * written again, so an answer the person gave meanwhile is not undone by a question.
   */
  stillWaitingOnly?: boolean;
  /**
   * The calendar's label, given by a later import of it: the games it adds or moves are to accept
   * on the platform (docs/decisions/244). Absent on a first import, whose games are all new to
   * Tipoff but not to the platform.
   */
  confirmWith?: string;
  /**
   * A file's run collects here the feeds that last said otherwise about an upcoming event the file
   * carries under the same UID: the file may be newer than their last fetch (docs/decisions/244).
   */
  contradicted?: Set<string>;
};

/** Queues cap a message's delay at 12 hours. */
const MAX_QUEUE_DELAY_SECONDS = 43_200;

/**
 * The venues whose address was not looked up now go to the background, spread a minute apart per
 * person's share so most are asked on their first try (docs/decisions/213).
 */
async function queueVenueLookups(queue: VenueLookupQueue, userId: string, venueKeys: string[]): Promise<void> {
  const messages = venueKeys.map((venueKey, index) => ({
    body: { userId, venueKey, attempt: 0 },
    contentType: "json" as const,
    delaySeconds: Math.min(MAX_QUEUE_DELAY_SECONDS, 60 * Math.floor(index / GEOCODER_SHARES.personPerMinute)),
  }));
  for (let index = 0; index < messages.length; index += QUEUE_BATCH) {
    await queue.sendBatch(messages.slice(index, index + QUEUE_BATCH));
  }
}

/** Queues take at most 100 messages a send. */
const QUEUE_BATCH = 100;

type Statement = BatchItem<"sqlite">;

// A new game is two statements (the game and its source event's row): 100 are 50 events' writes.
const WRITES_PER_BATCH = 100;

const DAY_MS = 86_400_000;

/** An event's start near enough to sort by and to judge the window (a floating time within ±14 h). */
function roughInstant(start: EventStart): number {
  return start.kind === "instant" ? start.instant : Date.parse(`${start.local.date}T${start.local.time}:00Z`);
}

/** Whether a real instant is inside the import window: finite, and within the days either side. */
function insideWindow(instant: number, now: number): boolean {
  const days = IMPORT_LIMITS.horizonDays * DAY_MS;
  return Number.isFinite(instant) && instant <= now + days && instant >= now - days;
}

/** A game's title and level as an event of a calendar without UIDs is recognised after it moves. */
function identityOf(teams: unknown, level: string | null): string {
  return `${JSON.stringify(teams ?? null)}|${level ?? ""}`;
}

/** This source's event and the game it stands behind (null: the person deleted it). */
type Carried = { link: SourceEventLink; game: GameRow | null };

/**
 * Events without a UID are keyed by their own title, place and start, so a moved one arrives under
 * a new key. Each new key is paired with a game of the same title and level whose key the calendar
 * no longer sends, the nearest in time first: that game moved (docs/decisions/166).
 */
function pairMovedEvents(events: ImportedEvent[], existing: Carried[]): Map<string, Carried> {
  const sent = new Set(events.map((event) => event.uid));
  const byKey = new Set(existing.map(({ link }) => link.externalUid));
  const orphans = existing.filter(
    (carried): carried is Carried & { game: GameRow } =>
      carried.game !== null &&
      carried.link.externalUid.startsWith(NO_UID_PREFIX) &&
      !sent.has(carried.link.externalUid),
  );
  const paired = new Map<string, Carried>();
  if (orphans.length === 0) return paired;
  const unmatched = events
    .filter((event) => event.uid.startsWith(NO_UID_PREFIX) && !byKey.has(event.uid))
    .sort((a, b) => roughInstant(a.start) - roughInstant(b.start));
  const taken = new Set<string>();
  for (const event of unmatched) {
    const identity = identityOf(event.teams, event.level);
    let best: (typeof orphans)[number] | null = null;
    for (const carried of orphans) {
      const row = carried.game;
      if (taken.has(row.id) || identityOf(row.teams, row.level) !== identity) continue;
      const distance = Math.abs(row.tipoffAt.getTime() - roughInstant(event.start));
      if (!best || distance < Math.abs(best.game.tipoffAt.getTime() - roughInstant(event.start))) best = carried;
    }
    if (best) {
      taken.add(best.game.id);
      paired.set(event.uid, best);
    }
  }
  return paired;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** An event of the calendar with its venue's answer. */
type Settled = AnsweredEvent<ImportedEvent>;

/** What the source said of an event: its tip-off, gym and whether it is cancelled. */
type Said = { tipoffAt: number; arenaId: string; cancelled: boolean };

/** The event's words a game takes from the source that carries it. */
type Imported = {
  teams: ImportedEvent["teams"];
  level: ImportedEvent["level"];
  crew: ImportedEvent["crew"];
  venueText: string;
  zoneStated: boolean;
};

/**
 * One reconciliation in progress: what was read before the events are walked, and what the walk
 * gathers (the counts, the writes, the waiting venues) until they are written in batches.
 */
type Run = {
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx;
  userId: string;
  source: ImportSource;
  stillWaitingOnly: boolean;
  now: number;
  changed: ReconciledChange[] | undefined;
  counts: ImportCounts;
  ignoredEvents: IgnoredEvent[];
  writes: Statement[];
  waiting: Map<string, NeedsArena>;
  lookingUp: Set<string>;
  seenUids: Set<string>;
  waitingUids: Set<string>;
  existing: Carried[];
  carriedByUid: Map<string, Carried>;
  moved: Map<string, Carried>;
  matchOtherSource: ReturnType<typeof otherSourceMatcher>;
  /** The game's other sources: a file is muted by a feed, a drop outvoted by a source still listing it. */
  othersOf: (gameId: string) => SourceEventLink[];
  arenaById: Map<string, Arena>;
  loadPreferences: () => Promise<Preferences>;
  /** The profile's start for a game at this instant on this clock (its weekday's, else the usual one). */
  profileStart: (tipoffAt: number, zone: string) => Promise<GameStart | null>;
  /** The source's payer and the person's rates, read once, for the new games' pay. */
  loadPay: () => Promise<{ payer: string | null; rates: PayRate[] }>;
  driveTo: (start: GameStart | null, arena: Arena) => Promise<DriveTime | null>;
  marking: Marking;
  /** A file's run: the feeds' events by UID, and where to note the feeds it contradicts. */
  feedWord: FeedWord | null;
};

const noCounts = (): ImportCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  cancelled: 0,
  removed: 0,
  ignored: 0,
  waiting: 0,
});

/** This source's events already stored, each with its game, and every game's links by game. */
function carriedOf(state: Awaited<ReturnType<typeof readSourceState>>, sourceId: string) {
  const gamesById = new Map(state.games.map((row) => [row.id, row]));
  const linksByGame = new Map<string, SourceEventLink[]>();
  const existing: Carried[] = [];
  for (const link of state.links) {
    if (link.gameId) linksByGame.set(link.gameId, [...(linksByGame.get(link.gameId) ?? []), link]);
    if (link.importSourceId === sourceId) {
      existing.push({ link, game: link.gameId ? (gamesById.get(link.gameId) ?? null) : null });
    }
  }
  return { existing, linksByGame };
}

/** The arenas of the person's games and of the answers, read in chunks D1 accepts. */
async function arenasById(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  games: GameRow[],
  settled: Settled[],
): Promise<Map<string, Arena>> {
  const arenaIds = new Set<string>(games.flatMap((row) => (row.arenaId ? [row.arenaId] : [])));
  for (const { answer } of settled) if (answer.arenaId) arenaIds.add(answer.arenaId);
  const arenaRows = (
    await Promise.all(inChunks([...arenaIds]).map((ids) => ctx.db.select().from(arenas).where(inArray(arenas.id, ids))))
  ).flat();
  return new Map(arenaRows.map((row) => [row.id, toArena(row)]));
}

/** One drive asked per start and gym, however many games share them. */
function driveCache(ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx) {
  const drives = new Map<string, Promise<DriveTime | null>>();
  return (start: GameStart | null, arena: Arena) => {
    const key = `${arena.id}|${start?.latitude},${start?.longitude}`;
    let drive = drives.get(key);
    if (!drive) {
      drive = driveFor(ctx, start, arena);
      drives.set(key, drive);
    }
    return drive;
  };
}

/** The source's row for an event: what it said, behind which game (none: the person deleted it). */
function sourceEvent(run: Run, uid: string, gameId: string | null, said: Said) {
  return saveSourceEvent(
    run.ctx,
    {
      importSourceId: run.source.id,
      externalUid: uid,
      userId: run.userId,
      gameId,
      sentTipoffAt: said.tipoffAt,
      sentArenaId: said.arenaId,
      state: said.cancelled ? "cancelled" : "listed",
    },
    run.now,
  );
}

/**
 * An event whose venue has no arena (or no clock) waits for the person's answer, grouped by venue;
 * its time is shown on the calendar's clock, else the venue's (kept with the event).
 */
async function keepWaiting(run: Run, sent: ImportedEvent, answer: VenueAnswer): Promise<void> {
  const { ctx, source, userId } = run;
  const venueZone = answer.arenaId === null ? answer.zone : null;
  const { lookupQueued: _before, lookupUnavailable: _unavailable, ...fresh } = sent;
  const located: ImportedEvent =
    answer.arenaId === null
      ? {
          ...fresh,
          venueFix: answer.fix,
          venueSchools: answer.schools,
          ...(answer.lookupDeferred ? { lookupQueued: true } : {}),
          ...(answer.lookupUnavailable ? { lookupUnavailable: true } : {}),
        }
      : fresh;
  const zoned: ImportedEvent =
    located.start.kind === "instant" && !located.start.zone && venueZone
      ? { ...located, start: { ...located.start, zone: venueZone } }
      : located;
  const mark = zoned.cancelled ? null : markOf(run.marking, zoned);
  const { confirmWith: _mark, ...unmarked } = zoned;
  const event: ImportedEvent = mark ? { ...unmarked, confirmWith: mark } : unmarked;
  run.waitingUids.add(event.uid);
  run.counts.waiting += 1;
  const key = venueKey(event.venueText);
  if (event.lookupQueued) run.lookingUp.add(key);
  const group = run.waiting.get(key) ?? {
    venue: event.venueText,
    events: [],
    candidates: answer.arenaId === null ? answer.candidates : [],
    schools: answer.arenaId === null ? answer.schools : [],
  };
  group.events.push(waitingEventOf(event));
  run.waiting.set(key, group);
  const { candidates } = group;
  if (run.stillWaitingOnly) {
    run.writes.push(
      ctx.db
        .update(importWaitingEvents)
        .set({ venueKey: key, venueText: event.venueText, event, candidates, updatedAt: sql`(unixepoch() * 1000)` })
        .where(and(eq(importWaitingEvents.importSourceId, source.id), eq(importWaitingEvents.externalUid, event.uid))),
    );
    return;
  }
  run.writes.push(
    ctx.db
      .insert(importWaitingEvents)
      .values({
        id: await importedEventId(source.id, event.uid),
        userId,
        importSourceId: source.id,
        externalUid: event.uid,
        venueKey: key,
        venueText: event.venueText,
        event,
        candidates,
      })
      .onConflictDoUpdate({
        target: [importWaitingEvents.importSourceId, importWaitingEvents.externalUid],
        set: { venueKey: key, venueText: event.venueText, event, candidates, updatedAt: sql`(unixepoch() * 1000)` },
      }),
  );
}

/** A new game, planned as a typed one would be, and this source's row behind it. */
async function createGame(
  run: Run,
  event: ImportedEvent,
  arena: Arena,
  zone: string,
  tipoffAt: number,
  imported: Imported,
) {
  const { ctx, source, userId } = run;
  const prefs = await run.loadPreferences();
  const start = await run.profileStart(tipoffAt, zone);
  const drive = await run.driveTo(start, arena);
  const id = await importedEventId(source.id, event.uid);
  const mark = event.cancelled ? null : markOf(run.marking, event);
  run.writes.push(
    ctx.db
      .insert(games)
      .values({
        id,
        userId,
        arenaId: arena.id,
        tipoffAt: new Date(tipoffAt),
        timeZone: zone,
        bufferMinutes: defaultBuffer(arena, prefs).minutes,
        startLabel: start?.label ?? null,
        startLatitude: start?.latitude ?? null,
        startLongitude: start?.longitude ?? null,
        startFollows: true,
        ...driveColumns(drive),
        source: source.kind,
        status: event.cancelled ? "cancelled" : "scheduled",
        ...imported,
        ...newGamePay(event, await run.loadPay()),
        ...(mark ? { confirmWith: mark, confirmMarkedAt: new Date(run.now) } : {}),
      })
      // Any conflict: a game kept from the same event exists (its id), or another import made it.
      .onConflictDoNothing(),
    ctx.db
      .insert(gameSourceEvents)
      .values({
        importSourceId: source.id,
        externalUid: event.uid,
        userId,
        gameId: id,
        sentTipoffAt: new Date(tipoffAt),
        sentArenaId: arena.id,
        state: event.cancelled ? "cancelled" : "listed",
      })
      .onConflictDoNothing(),
  );
  if (event.cancelled) run.counts.cancelled += 1;
  else {
    run.counts.created += 1;
    run.changed?.push({ gameId: id, kind: "added", tipoffAt, arenaName: arena.name, timeZone: zone });
  }
}

/**
 * What an update does to the game's mark: a move or a game back in the calendar is to accept when
 * this reconcile marks; a cancelled game never is.
 */
function confirmChange(run: Run, update: GameUpdate) {
  if (update.kind === "cancelled") return UNMARKED;
  return run.marking.label === null ? {} : markedColumns(run.marking.label, run.now);
}

/** The game an event stands behind now, and what this source said of it before. */
type Behind = { row: GameRow; baseline: Baseline; carried: Carried | undefined; paired: Carried | undefined };

/**
 * A game this source carried (or joins) takes what the event says now, unless a feed mutes this
 * file; its source row is written when what the source says changed, and the game when it did.
 */
async function updateGame(
  run: Run,
  event: ImportedEvent,
  arena: Arena,
  zone: string,
  said: Said,
  imported: Imported,
  behind: Behind,
) {
  const { ctx, source, userId } = run;
  const { row, baseline, carried, paired } = behind;
  const { tipoffAt } = said;
  const muted = fileMuted(source.kind, run.othersOf(row.id));
  const update = muted
    ? null
    : await changedGame(row, event, arena, zone, tipoffAt, baseline, run.arenaById, run.driveTo, run.profileStart);
  // A game this source carried already takes its teams, crew and level; one it joins keeps its own.
  const own = carried !== undefined && !muted;
  const sameImported =
    !own ||
    (sameJson(row.teams, imported.teams) &&
      row.level === imported.level &&
      sameJson(row.crew, imported.crew) &&
      row.venueText === imported.venueText &&
      row.zoneStated === imported.zoneStated);
  const saidBefore =
    carried !== undefined &&
    !paired &&
    baseline.tipoffAt === tipoffAt &&
    baseline.arenaId === arena.id &&
    baseline.state === (event.cancelled ? "cancelled" : "listed");
  if (paired) {
    // A game found again under its moved event's key keeps that key from now on.
    run.writes.push(
      ctx.db
        .update(gameSourceEvents)
        .set({ externalUid: event.uid })
        .where(
          and(
            eq(gameSourceEvents.importSourceId, source.id),
            eq(gameSourceEvents.externalUid, paired.link.externalUid),
          ),
        ),
    );
  }
  if (!saidBefore) run.writes.push(sourceEvent(run, event.uid, row.id, said));
  // The assignment's fee replaces a fee from a rate or an earlier assignment, never one typed.
  const feeChange =
    own && event.feeCents != null && row.feeSource !== "entered" && row.feeCents !== event.feeCents
      ? { feeCents: event.feeCents, feeSource: "assignment" as const }
      : null;
  if (!update && sameImported && !feeChange) {
    run.counts.unchanged += 1;
    return;
  }
  run.writes.push(
    ctx.db
      .update(games)
      .set({
        ...(own ? imported : {}),
        ...(feeChange ?? {}),
        ...(update?.set ?? {}),
        ...(update ? confirmChange(run, update) : {}),
        updatedAt: new Date(run.now),
      })
      .where(and(eq(games.id, row.id), eq(games.userId, userId))),
  );
  if (update?.kind === "cancelled") run.counts.cancelled += 1;
  else run.counts.updated += 1;
  if (update) run.changed?.push(changeOf(row, update, arena, zone, run.arenaById));
}

/**
 * An event at a known gym: outside the window it is ignored; a game the person deleted stays so;
 * else it joins the game this source (or another) carries, or becomes a new game.
 */
async function placeEvent(run: Run, event: ImportedEvent, arena: Arena, zone: string): Promise<void> {
  const tipoffAt = event.start.kind === "instant" ? event.start.instant : zonedInstant(event.start.local, zone);
  // A floating time is only placed once the arena's clock reads it: the window is judged again.
  if (!insideWindow(tipoffAt, run.now)) {
    run.seenUids.delete(event.uid);
    run.ignoredEvents.push({
      event: event.summary || event.uid,
      reason: roughInstant(event.start) > run.now ? "too_far_ahead" : "too_long_ago",
      count: 1,
    });
    return;
  }
  const said = { tipoffAt, arenaId: arena.id, cancelled: event.cancelled };
  if (run.feedWord) noteContradictions(run.feedWord, event.uid, said, run.now);
  const imported: Imported = {
    teams: event.teams,
    level: event.level,
    crew: event.crew,
    venueText: event.venueText,
    zoneStated: event.start.kind === "instant",
  };
  const paired = run.moved.get(event.uid);
  const carried = run.carriedByUid.get(event.uid) ?? paired;
  if (paired) run.seenUids.add(paired.link.externalUid);
  if (carried && !carried.game) {
    // The person deleted this game (or kept it apart from its source): it stays as they left it.
    run.counts.unchanged += 1;
    return;
  }

  let row: GameRow | null = carried?.game ?? null;
  let baseline: Baseline | null = carried ? baselineOf(carried.link) : null;
  if (!row) {
    const match = run.matchOtherSource(event.uid, arena.id, tipoffAt);
    if (match?.kind === "deleted") {
      run.writes.push(sourceEvent(run, event.uid, null, said));
      run.counts.unchanged += 1;
      return;
    }
    if (match?.kind === "game") {
      // Another source's game of this assignment: this source joins it, and speaks from the game as it is.
      row = match.game;
      baseline = { tipoffAt: row.tipoffAt.getTime(), arenaId: row.arenaId, state: stateOfStatus(row.status) };
    }
  }
  if (!row || !baseline) return createGame(run, event, arena, zone, tipoffAt, imported);
  return updateGame(run, event, arena, zone, said, imported, { row, baseline, carried, paired });
}

/**
 * For a whole calendar: an upcoming game this source no longer lists is marked dropped, and put
 * on hold (removed) when no other source that may speak still lists it.
 */
function dropMissing(run: Run): void {
  const { ctx, source, userId, now } = run;
  for (const { link, game: row } of run.existing) {
    // A game already past is left alone: a feed's window moving on is not a removal.
    if (!row || run.seenUids.has(link.externalUid) || row.tipoffAt.getTime() <= now || link.state === "dropped")
      continue;
    run.writes.push(
      ctx.db
        .update(gameSourceEvents)
        .set({ state: "dropped", updatedAt: new Date(now) })
        .where(and(eq(gameSourceEvents.importSourceId, source.id), eq(gameSourceEvents.externalUid, link.externalUid))),
    );
    // On hold only when no other source that may speak still lists it.
    if (row.status === "removed" || carriedElsewhere(source.kind, run.othersOf(row.id))) continue;
    run.writes.push(
      ctx.db
        .update(games)
        .set({ status: "removed", ...UNMARKED, updatedAt: new Date(now) })
        .where(and(eq(games.id, row.id), eq(games.userId, userId))),
    );
    run.counts.removed += 1;
    run.changed?.push({
      gameId: row.id,
      kind: "removed",
      tipoffAt: row.tipoffAt.getTime(),
      arenaName: previousArenaName(row, run.arenaById),
      timeZone: row.timeZone,
    });
  }
}

/**
 * Events now matched no longer wait; for a whole calendar, every waiting event is written again
 * above, so the old ones go first (in the same batch when it fits in one).
 */
function clearAnswered(run: Run, complete: boolean): void {
  const { ctx, source } = run;
  if (complete) {
    run.writes.unshift(ctx.db.delete(importWaitingEvents).where(eq(importWaitingEvents.importSourceId, source.id)));
    return;
  }
  const resolvedUids = [...run.seenUids].filter((uid) => !run.waitingUids.has(uid));
  for (const uids of inChunks(resolvedUids)) {
    run.writes.push(
      ctx.db
        .delete(importWaitingEvents)
        .where(and(eq(importWaitingEvents.importSourceId, source.id), inArray(importWaitingEvents.externalUid, uids))),
    );
  }
}

/** The writes in D1 batches, then the venues left to look up on the background queue. */
async function writeRun(run: Run): Promise<void> {
  const { ctx, writes } = run;
  for (let index = 0; index < writes.length; index += WRITES_PER_BATCH) {
    const chunk = writes.slice(index, index + WRITES_PER_BATCH) as [Statement, ...Statement[]];
    await ctx.db.batch(chunk);
  }
  if (run.lookingUp.size > 0 && ctx.venueLookups)
    await queueVenueLookups(ctx.venueLookups, run.userId, [...run.lookingUp]);
}

/** What the source's state, its limit and the venues' answers give before any event is walked. */
async function startRun(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  source: ImportSource,
  sentEvents: ImportedEvent[],
  {
    complete,
    ignored,
    changed,
    lookups = requestLookups(ctx, userId),
    stillWaitingOnly = false,
    confirmWith,
    contradicted,
  }: ReconcileOptions,
): Promise<{ run: Run; settled: Settled[] }> {
  const now = ctx.now();
  let preferences: Promise<Preferences> | undefined;
  const loadPreferences = () => {
    preferences ??= getPreferences(ctx, userId);
    return preferences;
  };
  const [state, { usualStart }, marking] = await Promise.all([
    readSourceState(ctx, userId, now),
    loadPreferences(),
    confirmWith && !stillWaitingOnly ? readMarking(ctx, source.id, confirmWith) : NO_MARKING,
  ]);
  const limited = complete
    ? await withinGameLimit(ctx, userId, source.id, state, sentEvents, now)
    : { kept: sentEvents, ignored: [] };
  const events = limited.kept;
  const { existing, linksByGame } = carriedOf(state, source.id);
  let profileStarts: Promise<ProfileStarts> | undefined;
  let pay: Promise<{ payer: string | null; rates: PayRate[] }> | undefined;
  const loadPay = () => {
    pay ??= Promise.all([payerOfSource(ctx, source.id), getRates(ctx, userId)]).then(([payer, rates]) => ({
      payer,
      rates,
    }));
    return pay;
  };
  const home = usualStart ? { latitude: usualStart.latitude, longitude: usualStart.longitude } : null;
  const settled = await answerVenues({ db: ctx.db, lookups }, userId, events, home);
  const run: Run = {
    ctx: ctx,
    userId,
    source,
    stillWaitingOnly,
    now,
    changed,
    counts: noCounts(),
    ignoredEvents: [...ignored, ...limited.ignored],
    writes: [],
    waiting: new Map(),
    lookingUp: new Set(),
    seenUids: new Set(),
    waitingUids: new Set(),
    existing,
    carriedByUid: new Map(existing.map((carried) => [carried.link.externalUid, carried])),
    moved: pairMovedEvents(events, existing),
    matchOtherSource: otherSourceMatcher(state, source.id),
    othersOf: (gameId) => (linksByGame.get(gameId) ?? []).filter((link) => link.importSourceId !== source.id),
    arenaById: await arenasById(ctx, state.games, settled),
    loadPreferences,
    profileStart: async (tipoffAt, zone) => {
      profileStarts ??= getProfileStarts(ctx, userId, loadPreferences());
      return profileStartFor(await profileStarts, tipoffAt, zone);
    },
    loadPay,
    driveTo: driveCache(ctx),
    marking,
    feedWord: contradicted ? feedWordOf(state.links, source.id, contradicted) : null,
  };
  return { run, settled };
}

/**
 * Reconciles one source's events with the games behind them: new events become games planned as a
 * typed one would be, unless another source already carries the same game (its UID, else the same
 * gym within 10 minutes), which then gains this source; moved ones are updated and marked changed,
 * cancelled ones kept and marked, and events whose venue matches no arena wait for the person's
 * answer. A game the person deleted stays deleted, and a file never overrides a feed
 * (docs/decisions/215). Every write is keyed by (source, UID), so the same calendar twice, or two
 * imports at once, store each game once.
 */
export async function reconcileEvents(
  ctx: DbCtx & RateLimitsCtx & GeocoderCtx & RouterCtx & ClockCtx & VenueLookupsCtx,
  userId: string,
  source: ImportSource,
  sentEvents: ImportedEvent[],
  options: ReconcileOptions,
): Promise<ImportResult> {
  const { run, settled } = await startRun(ctx, userId, source, sentEvents, options);
  for (const { event, answer } of settled) {
    run.seenUids.add(event.uid);
    const arena = answer.arenaId ? run.arenaById.get(answer.arenaId) : undefined;
    const zone = arena ? arenaZone(arena) : null;
    if (!arena || !zone?.ok) await keepWaiting(run, event, answer);
    else await placeEvent(run, event, arena, zone.zone);
  }
  if (options.complete) dropMissing(run);
  clearAnswered(run, options.complete);
  await writeRun(run);
  const { counts, ignoredEvents, waiting, lookingUp } = run;
  counts.ignored = ignoredEvents.reduce((total, ignoredEvent) => total + ignoredEvent.count, 0);
  return {
    ...counts,
    waitingPlaces: waiting.size,
    lookingUp: lookingUp.size,
    needsArena: [...waiting.values()],
    ignoredEvents: ignoredEvents.slice(0, IMPORT_LIMITS.ignoredListed),
  };
}
