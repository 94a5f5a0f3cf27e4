import { and, asc, eq } from "drizzle-orm";
import type { DbCtx } from "../db/client.server";
import type { FeedResult } from "../db/feed-result";
import { importSources } from "../db/schema.server";
import { type SourceRow, timingOf } from "./feed-rows.server";
import { urlHint } from "./feed-url";
import { phaseInstantAtOrAfter } from "./phase";

// The person's feeds as a list reads them, apart from the engine that fetches and reconciles
// them: a page that lists feeds reaches these few modules, not the import engine.

/** A feed as its owner sees it: never the link itself, which carries their key. */
export type Feed = {
  id: string;
  label: string;
  urlHint: string;
  lastFetchedAt: string | null;
  lastResult: FeedResult | null;
  lastError: string | null;
  consecutiveFailures: number;
  nextFetchAt: string | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toFeed(row: SourceRow, now = Date.now()): Feed {
  // On its phase, a feed is next fetched at its next phase instant; off it, when it was set for.
  const nextFetch = row.nextFetchAt ?? new Date(phaseInstantAtOrAfter(now, timingOf(row)));
  return {
    id: row.id,
    label: row.label,
    urlHint: urlHint(row.key),
    lastFetchedAt: iso(row.lastFetchedAt),
    lastResult: row.lastResult ?? null,
    lastError: row.lastError,
    consecutiveFailures: row.consecutiveFailures,
    nextFetchAt: iso(nextFetch),
  };
}

export async function listFeeds(ctx: DbCtx, userId: string): Promise<Feed[]> {
  const rows = await ctx.db
    .select()
    .from(importSources)
    .where(and(eq(importSources.userId, userId), eq(importSources.kind, "feed")))
    .orderBy(asc(importSources.createdAt), asc(importSources.id));
  return rows.map((row) => toFeed(row));
}
