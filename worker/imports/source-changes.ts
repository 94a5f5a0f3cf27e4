// What a source's word changes about a game it carries (docs/decisions/097, 215), and how a change
// notice tells it.
import type { Arena } from "../../core/arenas/arena";
import type { GameChanges, ImportedEvent } from "../../core/imports/game-fields";
import type { games } from "../db/schema.server";
import { type GameRow, type GameStart, lostArenaOf, startOf } from "../games/game.server";
import { driveColumns } from "../games/games.server";
import type { DriveTime } from "../routing/routing";
import type { SourceEventLink } from "./source-events.server";

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

export function previousArenaName(row: GameRow, arenaById: Map<string, Arena>): string {
  if (row.arenaId === null) return lostArenaOf(row).name;
  return arenaById.get(row.arenaId)?.name ?? "";
}

/** What a source said of an event before this import: the time, the gym, and whether it listed it. */
export type Baseline = { tipoffAt: number; arenaId: string | null; state: SourceEventLink["state"] };

export const baselineOf = (link: SourceEventLink): Baseline => ({
  tipoffAt: link.sentTipoffAt.getTime(),
  arenaId: link.sentArenaId,
  state: link.state,
});

export type GameUpdate = { kind: "cancelled" | "changed" | "restored"; set: Partial<typeof games.$inferInsert> };

/** The change notice's view of an update: a game back in the calendar is added again. */
export function changeOf(
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

/**
 * What the source changed about a game since it last spoke (`baseline`), or null when its time,
 * place and status are as it said before. A time the person edited by hand stays unless the source
 * moves it.
 */
export async function changedGame(
  row: GameRow,
  event: ImportedEvent,
  arena: Arena,
  zone: string,
  tipoffAt: number,
  baseline: Baseline,
  arenaById: Map<string, Arena>,
  driveTo: (start: GameStart | null, arena: Arena) => Promise<DriveTime | null>,
  profileStart: (tipoffAt: number, zone: string) => Promise<GameStart | null>,
): Promise<GameUpdate | null> {
  if (event.cancelled) {
    return row.status === "cancelled" || baseline.state === "cancelled"
      ? null
      : { kind: "cancelled", set: { status: "cancelled" } };
  }
  const timeMoved = baseline.tipoffAt !== tipoffAt && row.tipoffAt.getTime() !== tipoffAt;
  const venueMoved = baseline.arenaId !== arena.id && row.arenaId !== arena.id;
  if (!timeMoved && !venueMoved) {
    // Back in the calendar, or no longer cancelled: only when this source had said otherwise.
    if (row.status === "scheduled" || row.status === "changed" || baseline.state === "listed") return null;
    return { kind: "restored", set: { status: row.changes ? "changed" : "scheduled" } };
  }
  const set: Partial<typeof games.$inferInsert> = { status: "changed" };
  if (timeMoved) set.tipoffAt = new Date(tipoffAt);
  // A game that follows the profile takes the start of its new day (docs/decisions/247).
  const was = startOf(row);
  const follows = row.startFollows || was === null;
  const start = follows ? ((await profileStart(tipoffAt, zone)) ?? was) : was;
  const startMoved =
    start?.latitude !== was?.latitude || start?.longitude !== was?.longitude || start?.label !== was?.label;
  if (startMoved && start) {
    Object.assign(set, {
      startLabel: start.label,
      startLatitude: start.latitude,
      startLongitude: start.longitude,
      startFollows: true,
    });
    if (!venueMoved) Object.assign(set, driveColumns(await driveTo(start, arena)));
  }
  if (venueMoved) {
    // The person's own buffer and start stay; only the drive to the new arena is worked out again.
    const drive = await driveTo(start, arena);
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
