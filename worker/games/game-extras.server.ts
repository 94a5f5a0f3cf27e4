import { and, asc, eq, isNotNull, type Placeholder, type SQL } from "drizzle-orm";
import type { ImportSourceKind } from "../../core/domain";
import type { Db } from "../db/client.server";
import { plannedRead } from "../db/planned-read.server";
import { gameSourceEvents, importSources, knownClashes } from "../db/schema.server";
import { clashKey } from "./trips";

/** A source behind a game: a subscribed feed (by its name) or an uploaded file. */
export type GameSourceRef = { kind: ImportSourceKind; label: string };

/**
 * What My Games and the API show beside the games themselves: the sources behind each game, and
 * the clashes the person marked as known (by `clashKey`).
 */
export type GameExtras = { sources: Map<string, GameSourceRef[]>; knownClashes: Set<string> };

export const NO_EXTRAS: GameExtras = { sources: new Map(), knownClashes: new Set() };

/**
 * The two statements behind `GameExtras`, for a person given as a placeholder or a subquery over
 * one (the session's), so they ride in the same D1 batch as the games. Feeds come before files.
 */
function gameExtrasQueries(db: Db, userId: SQL | Placeholder) {
  return [
    db
      .select({ gameId: gameSourceEvents.gameId, kind: importSources.kind, label: importSources.label })
      .from(gameSourceEvents)
      .innerJoin(importSources, eq(importSources.id, gameSourceEvents.importSourceId))
      .where(and(eq(gameSourceEvents.userId, userId), isNotNull(gameSourceEvents.gameId)))
      .orderBy(asc(importSources.kind), asc(importSources.createdAt)),
    db
      .select({ gameId: knownClashes.gameId, otherGameId: knownClashes.otherGameId })
      .from(knownClashes)
      .where(eq(knownClashes.userId, userId)),
  ] as const;
}

/** `gameExtrasQueries` planned once per isolate (worker/db/planned-read.server.ts). */
export function plannedGameExtrasReads(userId: (db: Db) => SQL | Placeholder) {
  const queries = (db: Db) => gameExtrasQueries(db, userId(db));
  return [plannedRead((db) => queries(db)[0].prepare()), plannedRead((db) => queries(db)[1].prepare())] as const;
}

/** The extras' rows as the maps the views read. */
export function toGameExtras(
  sourceRows: Array<{ gameId: string | null; kind: ImportSourceKind; label: string }>,
  clashRows: Array<{ gameId: string; otherGameId: string }>,
): GameExtras {
  const sources = new Map<string, GameSourceRef[]>();
  for (const { gameId, kind, label } of sourceRows) {
    if (gameId) sources.set(gameId, [...(sources.get(gameId) ?? []), { kind, label }]);
  }
  return {
    sources,
    knownClashes: new Set(clashRows.map((row) => clashKey(row.gameId, row.otherGameId))),
  };
}
