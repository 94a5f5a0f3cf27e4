import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Arena, toArena } from "../arenas/arena";
import { arenas, games, importWaitingEvents } from "../db/schema.server";
import type { GameSource } from "../domain";
import { type GameRow, type GameStart, lostArenaOf, startOf } from "../games/game";
import { arenaZone, defaultBuffer, driveColumns, driveFor, type GameDeps } from "../games/games.server";
import type { DriveTime } from "../routing/routing";
import { getPreferences, type Preferences } from "../users/preferences.server";
import { venueKey } from "./event-text";
import type { ArenaCandidate, GameChanges } from "./game-fields";
import type { EventStart, ImportedEvent } from "./parse";
import { zonedInstant } from "./parse";
import { aliasesFor, inChunks, venueMatcher } from "./venues.server";

export type ImportCounts = {
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  removed: number;
  ignored: number;
};

/** A waiting event as the person sees it: its summary and start (an instant, or a floating local time). */
export type WaitingEvent = { summary: string; startsAt: string };
export type NeedsArena = { venue: string; events: WaitingEvent[]; candidates: ArenaCandidate[] };
export type ImportResult = ImportCounts & { needsArena: NeedsArena[] };

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
 * only the events at one venue. `changed`, when given, collects the games added, moved, cancelled
 * or removed (a feed refresh tells their owner).
 */
type ReconcileOptions = { complete: boolean; ignored: number; changed?: ReconciledChange[] };

type Statement = BatchItem<"sqlite">;

const WRITES_PER_BATCH = 50;

export function startsAtText(start: EventStart): string {
  return start.kind === "instant" ? new Date(start.instant).toISOString() : `${start.local.date}T${start.local.time}`;
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
  events: ImportedEvent[],
  { complete, ignored, changed }: ReconcileOptions,
): Promise<ImportResult> {
  const now = deps.now();
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, cancelled: 0, removed: 0, ignored };
  const [existing, aliases] = await Promise.all([
    deps.db
      .select()
      .from(games)
      .where(and(eq(games.userId, userId), eq(games.importSourceId, source.id))),
    aliasesFor(deps, userId, [...new Set(events.map((event) => venueKey(event.venueText)))]),
  ]);
  const gamesByUid = new Map(existing.map((row) => [row.externalUid ?? "", row]));

  const matcher = venueMatcher(deps, userId, aliases);
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

  let preferences: Promise<Preferences> | undefined;
  const loadPreferences = () => {
    preferences ??= getPreferences(deps, userId);
    return preferences;
  };
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
  const seenUids = new Set<string>();
  const waitingUids = new Set<string>();

  for (const { event, answer } of settled) {
    seenUids.add(event.uid);
    const arena = answer.arenaId ? arenaById.get(answer.arenaId) : undefined;
    const zone = arena ? arenaZone(arena) : null;
    if (!arena || !zone?.ok) {
      waitingUids.add(event.uid);
      const key = venueKey(event.venueText);
      const group = waiting.get(key) ?? {
        venue: event.venueText,
        events: [],
        candidates: answer.arenaId === null ? answer.candidates : [],
      };
      group.events.push({ summary: event.summary, startsAt: startsAtText(event.start) });
      waiting.set(key, group);
      const { candidates } = group;
      writes.push(
        deps.db
          .insert(importWaitingEvents)
          .values({
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
    const tipoffAt = event.start.kind === "instant" ? event.start.instant : zonedInstant(event.start.local, zone.zone);
    const imported = { teams: event.teams, level: event.level, crew: event.crew, venueText: event.venueText };
    const row = gamesByUid.get(event.uid);

    if (!row) {
      const prefs = await loadPreferences();
      const drive = await driveTo(prefs.usualStart, arena);
      const id = crypto.randomUUID();
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
          .onConflictDoNothing({ target: [games.importSourceId, games.externalUid] }),
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
      row.venueText === imported.venueText;
    if (!update && sameImported) {
      counts.unchanged += 1;
      continue;
    }
    writes.push(
      deps.db
        .update(games)
        .set({ ...imported, ...(update?.set ?? {}), updatedAt: new Date(now) })
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
  return { ...counts, needsArena: [...waiting.values()] };
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
