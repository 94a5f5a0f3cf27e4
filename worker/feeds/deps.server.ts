import { createDb } from "../db/client.server";
import { type GameDeps, gameDeps } from "../games/games.server";
import { createGeocoder } from "../geocoding/index.server";
import { notifyFeedChanges } from "../notifications/feed-changes.server";
import { readConfig } from "../platform/env.server";
import { createRouter } from "../routing/index.server";
import type { Services } from "../services.server";
import { feedUrlPolicy } from "./safe-fetch.server";
import type { FeedDeps, FeedRefreshed } from "./subscriptions.server";

/** After a refresh, the person hears what changed in their next two weeks (docs/decisions/175). */
const noticeOfChanges =
  (deps: Pick<GameDeps, "db">, env: Env) =>
  (refresh: FeedRefreshed): Promise<void> =>
    notifyFeedChanges({ db: deps.db, queue: env.NOTIFICATIONS }, refresh);

/** A request's feed services: the games' own, and the link policy of this deployment. */
export function feedDeps(services: Services): FeedDeps {
  const deps = gameDeps(services);
  return { ...deps, policy: feedUrlPolicy(services.config), onRefreshed: noticeOfChanges(deps, services.env) };
}

/**
 * The games' services for the crons and the queue consumers, which have no request (so no D1
 * bookmark: they read the primary).
 */
export function backgroundGameDeps(env: Env): GameDeps {
  const config = readConfig(env);
  return {
    db: createDb(env.DB),
    rateLimits: env.RATE_LIMITS,
    geocoder: createGeocoder({ env, config }),
    router: createRouter({ config }),
    now: () => Date.now(),
    venueLookups: env.VENUE_LOOKUPS,
  };
}

/** The feeds' services for the cron and the feed queue's consumer. */
export function backgroundFeedDeps(env: Env): FeedDeps {
  const deps = backgroundGameDeps(env);
  return { ...deps, policy: feedUrlPolicy(readConfig(env)), onRefreshed: noticeOfChanges(deps, env) };
}
