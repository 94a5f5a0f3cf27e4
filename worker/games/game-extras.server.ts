import { and, asc, eq, isNotNull, isNull, min, type Placeholder, type SQL } from "drizzle-orm";
import type { ImportSourceKind, SourceEventState } from "../../core/domain";
import type { Db } from "../db/client.server";
import { plannedRead } from "../db/planned-read.server";
import { gameReports, gameSourceEvents, importSources, knownClashes } from "../db/schema.server";
import { clashKey } from "./trips";

/** A source behind a game: a subscribed feed (by its name) or an uploaded file. */
export type GameSourceRef = { kind: ImportSourceKind; label: string };

/**
 * What My Games and the API show beside the games themselves: the sources behind each game, and
 * the clashes the person marked as known (by `clashKey`), and when each game's earliest report not yet
 * marked sent is due (epoch ms).
 */
export type GameExtras = {
  sources: Map<string, GameSourceRef[]>;
  /** A game on hold by the kind of source whose drop put it there: a feed's, else a file's. */
  droppedBy: Map<string, ImportSourceKind>;
  knownClashes: Set<string>;
  reportsDue: Map<string, number>;
};

export const NO_EXTRAS: GameExtras = {
  sources: new Map(),
  droppedBy: new Map(),
  knownClashes: new Set(),
  reportsDue: new Map(),
};

/**
 * The two statements behind `GameExtras`, for a person given as a placeholder or a subquery over
 * one (the session's), so they ride in the same D1 batch as the games. Feeds come before files.
 */
function gameExtrasQueries(db: Db, userId: SQL | Placeholder) {
  return [
    db
      .select({
        gameId: gameSourceEvents.gameId,
        kind: importSources.kind,
        label: importSources.label,
        state: gameSourceEvents.state,
      })
      .from(gameSourceEvents)
      .innerJoin(importSources, eq(importSources.id, gameSourceEvents.importSourceId))
      .where(and(eq(gameSourceEvents.userId, userId), isNotNull(gameSourceEvents.gameId)))
      .orderBy(asc(importSources.kind), asc(importSources.createdAt)),
    db
      .select({ gameId: knownClashes.gameId, otherGameId: knownClashes.otherGameId })
      .from(knownClashes)
      .where(eq(knownClashes.userId, userId)),
    db
      .select({ gameId: gameReports.gameId, dueAt: min(gameReports.dueAt) })
      .from(gameReports)
      .where(and(eq(gameReports.userId, userId), isNull(gameReports.sentAt)))
      .groupBy(gameReports.gameId),
  ] as const;
}

/** `gameExtrasQueries` planned once per isolate (worker/db/planned-read.server.ts). */
export function plannedGameExtrasReads(userId: (db: Db) => SQL | Placeholder) {
  const queries = (db: Db) => gameExtrasQueries(db, userId(db));
  return [
    plannedRead((db) => queries(db)[0].prepare()),
    plannedRead((db) => queries(db)[1].prepare()),
    plannedRead((db) => queries(db)[2].prepare()),
  ] as const;
}

/** The extras' rows as the maps the views read. */
export function toGameExtras(
  sourceRows: Array<{ gameId: string | null; kind: ImportSourceKind; label: string; state: SourceEventState }>,
  clashRows: Array<{ gameId: string; otherGameId: string }>,
  reportRows: Array<{ gameId: string; dueAt: Date | null }>,
): GameExtras {
  const sources = new Map<string, GameSourceRef[]>();
  const droppedBy = new Map<string, ImportSourceKind>();
  for (const { gameId, kind, label, state } of sourceRows) {
    if (!gameId) continue;
    sources.set(gameId, [...(sources.get(gameId) ?? []), { kind, label }]);
    // A feed's drop is the platform's word; a file's only says the file no longer lists it.
    if (state === "dropped" && droppedBy.get(gameId) !== "feed") droppedBy.set(gameId, kind);
  }
  return {
    sources,
    droppedBy,
    knownClashes: new Set(clashRows.map((row) => clashKey(row.gameId, row.otherGameId))),
    reportsDue: new Map(reportRows.flatMap((row) => (row.dueAt ? [[row.gameId, row.dueAt.getTime()] as const] : []))),
  };
}
