import { and, eq, gte, sql } from "drizzle-orm";
import type { GameSource, GameStatus, ImportSourceKind, SourceEventState } from "../../core/domain";
import { IMPORT_LIMITS } from "../../core/imports/limits";
import type { DbCtx } from "../db/client.server";
import { gameSourceEvents, games, importSources } from "../db/schema.server";
import type { GameRow } from "../games/game.server";

// The events of every source behind a person's games (docs/decisions/215): one game per assignment
// whatever brought it, each source's last word kept, and a deleted game remembered.

/** One source's event and the game it stands behind (null: the person deleted that game). */
export type SourceEventLink = {
  importSourceId: string;
  externalUid: string;
  gameId: string | null;
  sentTipoffAt: Date;
  sentArenaId: string | null;
  state: SourceEventState;
  kind: ImportSourceKind;
};

/** An event of another source is the same game when its tip-off is this close, at the same gym. */
export const SAME_GAME_WINDOW_MS = 10 * 60_000;

const DAY_MS = 86_400_000;

/** Every source event behind the person's games, and their games from the import window's start on. */
export type SourceState = { links: SourceEventLink[]; games: GameRow[] };

/**
 * What a reconcile needs to know beside the calendar: every source event behind the person's
 * games (theirs and other sources'), and the person's games from the import window's start on (the
 * upcoming ones count toward the limit on games). Two statements in one round trip.
 */
export async function readSourceState(ctx: DbCtx, userId: string, now: number): Promise<SourceState> {
  const window = IMPORT_LIMITS.horizonDays * DAY_MS;
  const [links, rows] = await ctx.db.batch([
    ctx.db
      .select({
        importSourceId: gameSourceEvents.importSourceId,
        externalUid: gameSourceEvents.externalUid,
        gameId: gameSourceEvents.gameId,
        sentTipoffAt: gameSourceEvents.sentTipoffAt,
        sentArenaId: gameSourceEvents.sentArenaId,
        state: gameSourceEvents.state,
        kind: importSources.kind,
      })
      .from(gameSourceEvents)
      .innerJoin(importSources, eq(importSources.id, gameSourceEvents.importSourceId))
      .where(eq(gameSourceEvents.userId, userId)),
    ctx.db
      .select()
      .from(games)
      .where(and(eq(games.userId, userId), gte(games.tipoffAt, new Date(now - window)))),
  ]);
  return { links, games: rows };
}

/** What a source's last word about an event amounts to, from the game's status. */
export function stateOfStatus(status: GameStatus): SourceEventState {
  if (status === "cancelled") return "cancelled";
  return status === "removed" ? "dropped" : "listed";
}

/**
 * Who may change a game: a feed is the platform's word now, a file only what it was when saved. A
 * file never overrides a game that a subscribed feed also carries (or dropped, or cancelled).
 */
export function fileMuted(kind: GameSource, others: SourceEventLink[]): boolean {
  return kind === "file" && others.some((link) => link.kind === "feed");
}

/**
 * Whether another source still lists a game one source dropped: any other source for a file's
 * drop, another feed for a feed's (a feed's drop wins over an older file).
 */
export function carriedElsewhere(kind: GameSource, others: SourceEventLink[]): boolean {
  return others.some((link) => link.state !== "dropped" && (kind === "file" || link.kind === "feed"));
}

export type OtherSourceMatch = { kind: "game"; game: GameRow } | { kind: "deleted" } | null;

/**
 * Finds the game an event new to this source already is: another source's event of the same UID,
 * else a game at the same gym within 10 minutes of tip-off (the nearest; a game this source already
 * carries, or one another new event took, is a different assignment). A deleted game found either
 * way stays deleted.
 */
export function otherSourceMatcher(state: SourceState, sourceId: string) {
  const gamesById = new Map(state.games.map((game) => [game.id, game]));
  const byUid = new Map<string, SourceEventLink[]>();
  const thisSource = new Set<string>();
  const deleted: SourceEventLink[] = [];
  for (const link of state.links) {
    if (link.importSourceId === sourceId) {
      if (link.gameId) thisSource.add(link.gameId);
      continue;
    }
    byUid.set(link.externalUid, [...(byUid.get(link.externalUid) ?? []), link]);
    if (!link.gameId) deleted.push(link);
  }
  const taken = new Set<string>();
  const near = (at: number, other: number) => Math.abs(at - other) <= SAME_GAME_WINDOW_MS;
  return (uid: string, arenaId: string, tipoffAt: number): OtherSourceMatch => {
    const sameUid = byUid.get(uid);
    if (sameUid) {
      const game = sameUid.flatMap((link) => {
        const found = link.gameId ? gamesById.get(link.gameId) : undefined;
        return found && !thisSource.has(found.id) && !taken.has(found.id) ? [found] : [];
      })[0];
      if (game) {
        taken.add(game.id);
        return { kind: "game", game };
      }
      if (sameUid.every((link) => link.gameId === null)) return { kind: "deleted" };
    }
    let best: GameRow | null = null;
    for (const game of state.games) {
      if (game.arenaId !== arenaId || thisSource.has(game.id) || taken.has(game.id)) continue;
      const at = game.tipoffAt.getTime();
      if (!near(at, tipoffAt)) continue;
      if (!best || Math.abs(at - tipoffAt) < Math.abs(best.tipoffAt.getTime() - tipoffAt)) best = game;
    }
    if (best) {
      taken.add(best.id);
      return { kind: "game", game: best };
    }
    const wasDeleted = deleted.some(
      (link) => link.sentArenaId === arenaId && near(link.sentTipoffAt.getTime(), tipoffAt),
    );
    return wasDeleted ? { kind: "deleted" } : null;
  };
}

/** A source's word about one event, written (or rewritten) as its row behind the game. */
export function saveSourceEvent(
  ctx: DbCtx,
  row: {
    importSourceId: string;
    externalUid: string;
    userId: string;
    gameId: string | null;
    sentTipoffAt: number;
    sentArenaId: string | null;
    state: SourceEventState;
  },
  now: number,
) {
  const said = {
    sentTipoffAt: new Date(row.sentTipoffAt),
    sentArenaId: row.sentArenaId,
    state: row.state,
    updatedAt: new Date(now),
  };
  return ctx.db
    .insert(gameSourceEvents)
    .values({ ...row, ...said })
    .onConflictDoUpdate({
      target: [gameSourceEvents.importSourceId, gameSourceEvents.externalUid],
      set: said,
      // A deleted game's event stays deleted; a row another import wrote meanwhile keeps its game.
      setWhere: sql`${gameSourceEvents.gameId} IS NOT NULL`,
    });
}
