// Which games an import marks as to accept on their platform (docs/decisions/244): those a later
// import of a calendar adds or moves. A calendar's first import marks nothing: its games are new to
// Tipoff, not to the platform.

import { eq, sql } from "drizzle-orm";
import type { ImportedEvent } from "../../core/imports/game-fields";
import type { DbCtx } from "../db/client.server";
import { games, importWaitingEvents } from "../db/schema.server";

/** What a run marks with, and the marks of the source's events already waiting for a gym. */
export type Marking = {
  /** The calendar's label; null: this reconcile marks nothing new (a first import, an answer). */
  label: string | null;
  /** The source's waiting events by UID, each with its mark (null: none). */
  waiting: Map<string, string | null>;
};

export const NO_MARKING: Marking = { label: null, waiting: new Map() };

/**
 * The marks of the source's events waiting for a gym: an event that waited since the first import
 * is not new when its gym is found later, and one a later import brought keeps its mark until then.
 */
export async function readMarking(ctx: DbCtx, sourceId: string, label: string): Promise<Marking> {
  const rows = await ctx.db
    .select({
      uid: importWaitingEvents.externalUid,
      mark: sql<string | null>`json_extract(${importWaitingEvents.event}, '$.confirmWith')`,
    })
    .from(importWaitingEvents)
    .where(eq(importWaitingEvents.importSourceId, sourceId));
  return { label, waiting: new Map(rows.map((row) => [row.uid, row.mark])) };
}

/** The mark an event carries when it becomes a game, or waits for its gym. */
export function markOf(marking: Marking, event: ImportedEvent): string | null {
  // Stored with an event that waited: answering its gym (or finding it) makes the game it marks.
  if (event.confirmWith) return event.confirmWith;
  if (marking.label === null) return null;
  if (marking.waiting.has(event.uid)) return marking.waiting.get(event.uid) ?? null;
  return marking.label;
}

/** The columns of a game marked now; an earlier mark still open keeps its label and its instant. */
export function markedColumns(label: string, now: number) {
  return {
    confirmWith: sql<string>`coalesce(${games.confirmWith}, ${label})`,
    confirmMarkedAt: sql<Date>`coalesce(${games.confirmMarkedAt}, ${now})`,
  };
}

/** A game cancelled or dropped is not to accept. */
export const UNMARKED = { confirmWith: null, confirmMarkedAt: null } as const;
