import { and, count, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Arena } from "../../core/arenas/arena";
import type { GameSource } from "../../core/domain";
import { GAME_LIMITS } from "../../core/games/limits";
import type {
  ArenaCandidate,
  EventStart,
  GameChanges,
  IgnoredEvent,
  IgnoreReason,
  ImportCounts,
  ImportedEvent,
  SchoolCandidate,
} from "../../core/imports/game-fields";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import { toArena } from "../arenas/arena-row";
import { arenas, games, importWaitingEvents } from "../db/schema.server";
import { type GameRow, type GameStart, lostArenaOf, startOf } from "../games/game.server";
import { arenaZone, defaultBuffer, driveColumns, driveFor, type GameDeps } from "../games/games.server";
import { type AddressLookups, GEOCODER_SHARES, requestLookups } from "../geocoding/shares.server";
import type { DriveTime } from "../routing/routing";
import { getPreferences, type Preferences } from "../users/preferences.server";
import { importedEventId } from "./event-id";
import { venueKey } from "./event-text";
import { zonedInstant } from "./event-time";
import { NO_UID_PREFIX } from "./parse";
import type { VenueLookupQueue } from "./venue-lookup-messages";
import { aliasesFor, inChunks, venueMatcher } from "./venues.server";

/**
 * A waiting event as the person sees it: its summary and start (an instant, or a floating local
 * time), and the zone to show that instant in: the one the calendar gave, else the venue's own.
 */
export type WaitingEvent = { summary: string; startsAt: string; timeZone: string | null };
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

/** A game this reconcile added, moved, cancelled or removed: what a change notice tells its owner. */
export type ReconciledChange = {
  gameId: string;
  kind: "added" | "moved" | "cancelled" | "removed";
  tipoffAt: number;
  /** Before a move, when the time moved. */
  previousTipoffAt?: number;
  /** Before a move, when the arena changed. */
  previousArenaName?: string;
  arenaName: string;
  timeZone: string;
};

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

const WRITES_PER_BATCH = 50;

export function startsAtText(start: EventStart): string {
  return start.kind === "instant" ? new Date(start.instant).toISOString() : `${start.local.date}T${start.local.time}`;
}

/** A waiting event's start as the page shows it: on the calendar's clock, else the venue's. */
export function waitingEventOf(event: ImportedEvent, venueZone: string | null = null): WaitingEvent {
  const timeZone = event.start.kind === "instant" ? (event.start.zone ?? venueZone) : null;
  return { summary: event.summary, startsAt: startsAtText(event.start), timeZone };
}

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

/** The upcoming games (and waiting events) the person has from everything but this source. */
async function upcomingElsewhere(deps: Pick<GameDeps, "db">, userId: string, sourceId: string, now: number) {
  const [planned, waiting] = await deps.db.batch([
    deps.db
      .select({ total: count() })
      .from(games)
      .where(
        and(
          eq(games.userId, userId),
          gt(games.tipoffAt, new Date(now)),
          or(isNull(games.importSourceId), ne(games.importSourceId, sourceId)),
        ),
      ),
    deps.db
      .select({ total: count() })
      .from(importWaitingEvents)
      .where(and(eq(importWaitingEvents.userId, userId), ne(importWaitingEvents.importSourceId, sourceId))),
  ]);
  return (planned[0]?.total ?? 0) + (waiting[0]?.total ?? 0);
}

/**
 * A whole calendar held to the limit on games: upcoming events beyond what the person may still
 * have (the soonest kept), and past ones beyond the same number (the latest kept), are ignored.
 */
async function withinGameLimit(
  deps: Pick<GameDeps, "db">,
  userId: string,
  sourceId: string,
  events: ImportedEvent[],
  now: number,
): Promise<{ kept: ImportedEvent[]; ignored: IgnoredEvent[] }> {
  const upcoming = events.filter((event) => roughInstant(event.start) > now);
  const past = events.filter((event) => roughInstant(event.start) <= now);
  const limit = GAME_LIMITS.upcomingPerUser;
  if (upcoming.length + past.length <= limit && upcoming.length === 0) return { kept: events, ignored: [] };
  const room = Math.max(0, limit - (await upcomingElsewhere(deps, userId, sourceId, now)));
  upcoming.sort((a, b) => roughInstant(a.start) - roughInstant(b.start));
  past.sort((a, b) => roughInstant(b.start) - roughInstant(a.start));
  const over = (list: ImportedEvent[], keep: number, reason: IgnoreReason) =>
    list.slice(keep).map((event) => ({ event: event.summary || event.uid, reason, count: 1 }));
  return {
    kept: [...upcoming.slice(0, room), ...past.slice(0, limit)],
    ignored: [...over(upcoming, room, "upcoming_limit"), ...over(past, limit, "past_limit")],
  };
}

/** A game's title and level as an event of a calendar without UIDs is recognised after it moves. */
function identityOf(teams: unknown, level: string | null): string {
  return `${JSON.stringify(teams ?? null)}|${level ?? ""}`;
}

/**
 * Events without a UID are keyed by their own title, place and start, so a moved one arrives under
 * a new key. Each new key is paired with a game of the same title and level whose key the calendar
 * no longer sends, the nearest in time first: that game moved (docs/decisions/166).
 */
function pairMovedEvents(events: ImportedEvent[], existing: GameRow[]): Map<string, GameRow> {
  const sent = new Set(events.map((event) => event.uid));
  const byKey = new Map(existing.map((row) => [row.externalUid ?? "", row]));
  const orphans = existing.filter((row) => row.externalUid?.startsWith(NO_UID_PREFIX) && !sent.has(row.externalUid));
  const paired = new Map<string, GameRow>();
  if (orphans.length === 0) return paired;
  const unmatched = events
    .filter((event) => event.uid.startsWith(NO_UID_PREFIX) && !byKey.has(event.uid))
    .sort((a, b) => roughInstant(a.start) - roughInstant(b.start));
  const taken = new Set<string>();
  for (const event of unmatched) {
    const identity = identityOf(event.teams, event.level);
    let best: GameRow | null = null;
    for (const row of orphans) {
      if (taken.has(row.id) || identityOf(row.teams, row.level) !== identity) continue;
      const distance = Math.abs(row.tipoffAt.getTime() - roughInstant(event.start));
      if (!best || distance < Math.abs(best.tipoffAt.getTime() - roughInstant(event.start))) best = row;
    }
    if (best) {
      taken.add(best.id);
      paired.set(event.uid, best);
    }
  }
  return paired;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The old → new of this sync, kept from the first change the person has not seen yet. */
function mergeChanges(
  earlier: GameChanges | null,
  time: { from: number; to: number } | null,
  venue: { from: string; to: string } | null,
): GameChanges {
  const merged: GameChanges = { ...(earlier ?? {}) };
  if (time) merged.tipoffAt = { from: merged.tipoffAt?.from ?? time.from, to: time.to };
  if (venue) merged.venue = { from: merged.venue?.from ?? venue.from, to: venue.to };
  return merged;
}

/**
 * Reconciles one source's events with the games it made before: new events become games planned
 * as a typed one would be, moved ones are updated and marked changed, cancelled ones kept and
 * marked, and events whose venue matches no arena wait for the person's answer. Every write is
 * keyed by (source, UID), so the same calendar twice, or two imports at once, store each game once.
 */
export async function reconcileEvents(
  deps: GameDeps,
  userId: string,
  source: ImportSource,
  sentEvents: ImportedEvent[],
  { complete, ignored, changed, lookups = requestLookups(deps, userId) }: ReconcileOptions,
): Promise<ImportResult> {
  const now = deps.now();
  const limited = complete
    ? await withinGameLimit(deps, userId, source.id, sentEvents, now)
    : { kept: sentEvents, ignored: [] };
  const events = limited.kept;
  const ignoredEvents = [...ignored, ...limited.ignored];
  const ignore = (event: ImportedEvent, reason: IgnoreReason) =>
    ignoredEvents.push({ event: event.summary || event.uid, reason, count: 1 });
  const [existing, aliases] = await Promise.all([
    deps.db
      .select()
      .from(games)
      .where(and(eq(games.userId, userId), eq(games.importSourceId, source.id))),
    aliasesFor(deps, userId, [...new Set(events.map((event) => venueKey(event.venueText)))]),
  ]);
  const gamesByUid = new Map(existing.map((row) => [row.externalUid ?? "", row]));
  const moved = pairMovedEvents(events, existing);
  const counts: ImportCounts = {
    created: 0,
    updated: 0,
    unchanged: 0,
    cancelled: 0,
    removed: 0,
    ignored: 0,
    waiting: 0,
  };

  let preferences: Promise<Preferences> | undefined;
  const loadPreferences = () => {
    preferences ??= getPreferences(deps, userId);
    return preferences;
  };
  const usualStart = (await loadPreferences()).usualStart;
  const home = usualStart ? { latitude: usualStart.latitude, longitude: usualStart.longitude } : null;
  const matcher = venueMatcher({ db: deps.db, lookups }, userId, aliases, { home, places: events });
  const answers = new Map<string, ReturnType<typeof matcher.match>>();
  const answerFor = (event: ImportedEvent) => {
    const key = venueKey(event.venueText);
    let answer = answers.get(key);
    if (!answer) {
      answer = matcher.match(event);
      answers.set(key, answer);
    }
    return answer;
  };
  const settled = await Promise.all(events.map(async (event) => ({ event, answer: await answerFor(event) })));

  const arenaIds = new Set<string>(existing.flatMap((row) => (row.arenaId ? [row.arenaId] : [])));
  for (const { answer } of settled) if (answer.arenaId) arenaIds.add(answer.arenaId);
  const arenaRows = (
    await Promise.all(
      inChunks([...arenaIds]).map((ids) => deps.db.select().from(arenas).where(inArray(arenas.id, ids))),
    )
  ).flat();
  const arenaById = new Map(arenaRows.map((row) => [row.id, toArena(row)]));

  const drives = new Map<string, Promise<DriveTime | null>>();
  const driveTo = (start: GameStart | null, arena: Arena) => {
    const key = `${arena.id}|${start?.latitude},${start?.longitude}`;
    let drive = drives.get(key);
    if (!drive) {
      drive = driveFor(deps, start, arena);
      drives.set(key, drive);
    }
    return drive;
  };

  const writes: Statement[] = [];
  const waiting = new Map<string, NeedsArena>();
  const lookingUp = new Set<string>();
  const seenUids = new Set<string>();
  const waitingUids = new Set<string>();

  for (const { event: sent, answer } of settled) {
    seenUids.add(sent.uid);
    const arena = answer.arenaId ? arenaById.get(answer.arenaId) : undefined;
    const zone = arena ? arenaZone(arena) : null;
    if (!arena || !zone?.ok) {
      // Waiting, its time shown on the calendar's clock, else the venue's (kept with the event).
      const venueZone = answer.arenaId === null ? answer.zone : null;
      const { lookupQueued: _before, ...fresh } = sent;
      const located: ImportedEvent =
        answer.arenaId === null
          ? {
              ...fresh,
              venueFix: answer.fix,
              venueSchools: answer.schools,
              ...(answer.lookupDeferred ? { lookupQueued: true } : {}),
            }
          : fresh;
      const event: ImportedEvent =
        located.start.kind === "instant" && !located.start.zone && venueZone
          ? { ...located, start: { ...located.start, zone: venueZone } }
          : located;
      waitingUids.add(event.uid);
      counts.waiting += 1;
      const key = venueKey(event.venueText);
      if (event.lookupQueued) lookingUp.add(key);
      const group = waiting.get(key) ?? {
        venue: event.venueText,
        events: [],
        candidates: answer.arenaId === null ? answer.candidates : [],
        schools: answer.arenaId === null ? answer.schools : [],
      };
      group.events.push(waitingEventOf(event));
      waiting.set(key, group);
      const { candidates } = group;
      writes.push(
        deps.db
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
      continue;
    }
    const event = sent;
    const tipoffAt = event.start.kind === "instant" ? event.start.instant : zonedInstant(event.start.local, zone.zone);
    // A floating time is only placed once the arena's clock reads it: the window is judged again.
    if (!insideWindow(tipoffAt, now)) {
      seenUids.delete(event.uid);
      ignore(event, roughInstant(event.start) > now ? "too_far_ahead" : "too_long_ago");
      continue;
    }
    const zoneStated = event.start.kind === "instant";
    const imported = {
      teams: event.teams,
      level: event.level,
      crew: event.crew,
      venueText: event.venueText,
      zoneStated,
    };
    const pairedRow = moved.get(event.uid);
    const row = gamesByUid.get(event.uid) ?? pairedRow;
    if (pairedRow) seenUids.add(pairedRow.externalUid ?? "");

    if (!row) {
      const prefs = await loadPreferences();
      const drive = await driveTo(prefs.usualStart, arena);
      const id = await importedEventId(source.id, event.uid);
      writes.push(
        deps.db
          .insert(games)
          .values({
            id,
            userId,
            arenaId: arena.id,
            tipoffAt: new Date(tipoffAt),
            timeZone: zone.zone,
            bufferMinutes: defaultBuffer(arena, prefs).minutes,
            startLabel: prefs.usualStart?.label ?? null,
            startLatitude: prefs.usualStart?.latitude ?? null,
            startLongitude: prefs.usualStart?.longitude ?? null,
            ...driveColumns(drive),
            source: source.kind,
            status: event.cancelled ? "cancelled" : "scheduled",
            ...imported,
            importSourceId: source.id,
            externalUid: event.uid,
            sourceTipoffAt: new Date(tipoffAt),
          })
          // Any conflict: the event's game already exists (its key), or a game kept from it does (its id).
          .onConflictDoNothing(),
      );
      if (event.cancelled) counts.cancelled += 1;
      else {
        counts.created += 1;
        changed?.push({ gameId: id, kind: "added", tipoffAt, arenaName: arena.name, timeZone: zone.zone });
      }
      continue;
    }

    const update = await changedGame(row, event, arena, zone.zone, tipoffAt, arenaById, driveTo);
    const sameImported =
      sameJson(row.teams, imported.teams) &&
      row.level === imported.level &&
      sameJson(row.crew, imported.crew) &&
      row.venueText === imported.venueText &&
      row.zoneStated === zoneStated;
    if (!update && sameImported && !pairedRow) {
      counts.unchanged += 1;
      continue;
    }
    writes.push(
      deps.db
        .update(games)
        .set({
          ...imported,
          ...(update?.set ?? {}),
          // A game found again under its moved event's key keeps that key from now on.
          ...(pairedRow ? { externalUid: event.uid } : {}),
          updatedAt: new Date(now),
        })
        .where(and(eq(games.id, row.id), eq(games.userId, userId))),
    );
    if (update?.kind === "cancelled") counts.cancelled += 1;
    else counts.updated += 1;
    if (update) changed?.push(changeOf(row, update, arena, zone.zone, arenaById));
  }

  if (complete) {
    for (const row of existing) {
      const uid = row.externalUid ?? "";
      const gone = !seenUids.has(uid);
      // A game already past is left alone: a feed's window moving on is not a removal.
      if (!gone || row.tipoffAt.getTime() <= now || row.status === "removed") continue;
      writes.push(
        deps.db
          .update(games)
          .set({ status: "removed", updatedAt: new Date(now) })
          .where(and(eq(games.id, row.id), eq(games.userId, userId))),
      );
      counts.removed += 1;
      changed?.push({
        gameId: row.id,
        kind: "removed",
        tipoffAt: row.tipoffAt.getTime(),
        arenaName: previousArenaName(row, arenaById),
        timeZone: row.timeZone,
      });
    }
  }
  // Events now matched no longer wait; for a whole calendar, every waiting event is written again
  // above, so the old ones go first (in the same batch when it fits in one).
  if (complete)
    writes.unshift(deps.db.delete(importWaitingEvents).where(eq(importWaitingEvents.importSourceId, source.id)));
  else {
    const resolvedUids = [...seenUids].filter((uid) => !waitingUids.has(uid));
    for (const uids of inChunks(resolvedUids)) {
      writes.push(
        deps.db
          .delete(importWaitingEvents)
          .where(
            and(eq(importWaitingEvents.importSourceId, source.id), inArray(importWaitingEvents.externalUid, uids)),
          ),
      );
    }
  }

  for (let index = 0; index < writes.length; index += WRITES_PER_BATCH) {
    const chunk = writes.slice(index, index + WRITES_PER_BATCH) as [Statement, ...Statement[]];
    await deps.db.batch(chunk);
  }
  if (lookingUp.size > 0 && deps.venueLookups) await queueVenueLookups(deps.venueLookups, userId, [...lookingUp]);
  counts.ignored = ignoredEvents.reduce((total, ignoredEvent) => total + ignoredEvent.count, 0);
  return {
    ...counts,
    waitingPlaces: waiting.size,
    lookingUp: lookingUp.size,
    needsArena: [...waiting.values()],
    ignoredEvents: ignoredEvents.slice(0, IMPORT_LIMITS.ignoredListed),
  };
}

function previousArenaName(row: GameRow, arenaById: Map<string, Arena>): string {
  if (row.arenaId === null) return lostArenaOf(row).name;
  return arenaById.get(row.arenaId)?.name ?? "";
}

type GameUpdate = { kind: "cancelled" | "changed" | "restored"; set: Partial<typeof games.$inferInsert> };

/** The change notice's view of an update: a game back in the calendar is added again. */
function changeOf(
  row: GameRow,
  update: GameUpdate,
  arena: Arena,
  zone: string,
  arenaById: Map<string, Arena>,
): ReconciledChange {
  const before = { tipoffAt: row.tipoffAt.getTime(), arenaName: previousArenaName(row, arenaById) };
  if (update.kind === "cancelled") return { gameId: row.id, kind: "cancelled", ...before, timeZone: row.timeZone };
  const base = {
    gameId: row.id,
    tipoffAt: update.set.tipoffAt?.getTime() ?? before.tipoffAt,
    arenaName: arena.name,
    timeZone: zone,
  };
  if (update.kind === "restored") return { ...base, kind: "added" };
  return {
    ...base,
    kind: "moved",
    ...(update.set.tipoffAt ? { previousTipoffAt: before.tipoffAt } : {}),
    ...(update.set.arenaId ? { previousArenaName: before.arenaName } : {}),
  };
}

/** What the source changed about a game, or null when its time, place and status are as before. */
async function changedGame(
  row: GameRow,
  event: ImportedEvent,
  arena: Arena,
  zone: string,
  tipoffAt: number,
  arenaById: Map<string, Arena>,
  driveTo: (start: GameStart | null, arena: Arena) => Promise<DriveTime | null>,
): Promise<GameUpdate | null> {
  if (event.cancelled) {
    return row.status === "cancelled" ? null : { kind: "cancelled", set: { status: "cancelled" } };
  }
  const lastSent = row.sourceTipoffAt?.getTime() ?? row.tipoffAt.getTime();
  const timeMoved = lastSent !== tipoffAt;
  const venueMoved = row.arenaId !== arena.id;
  if (!timeMoved && !venueMoved) {
    if (row.status === "scheduled" || row.status === "changed") return null;
    // Back in the calendar, or no longer cancelled.
    return { kind: "restored", set: { status: row.changes ? "changed" : "scheduled" } };
  }
  const set: Partial<typeof games.$inferInsert> = { status: "changed", sourceTipoffAt: new Date(tipoffAt) };
  if (timeMoved) set.tipoffAt = new Date(tipoffAt);
  if (venueMoved) {
    // The person's own buffer and start stay; only the drive to the new arena is worked out again.
    const drive = await driveTo(startOf(row), arena);
    // A game waiting for a gym (its arena deleted) gets one back here, and stops waiting.
    Object.assign(set, {
      arenaId: arena.id,
      timeZone: zone,
      ...driveColumns(drive),
      lostArenaName: null,
      lostArenaCity: null,
      lostArenaState: null,
    });
  }
  set.changes = mergeChanges(
    row.changes,
    timeMoved ? { from: row.tipoffAt.getTime(), to: tipoffAt } : null,
    venueMoved ? { from: previousArenaName(row, arenaById), to: arena.name } : null,
  );
  return { kind: "changed", set };
}
