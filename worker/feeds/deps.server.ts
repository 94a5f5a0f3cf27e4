import { createDb } from "../db/client.server";
import { readConfig } from "../env.server";
import { type GameDeps, gameDeps } from "../games/games.server";
import { createGeocoder } from "../geocoding/index.server";
import { createRouter } from "../routing/index.server";
import type { Services } from "../services.server";
import { feedUrlPolicy } from "./safe-fetch.server";
import type { FeedDeps } from "./subscriptions.server";

/** A request's feed services: the games' own, and the link policy of this deployment. */
export function feedDeps(services: Services): FeedDeps {
  return { ...gameDeps(services), policy: feedUrlPolicy(services.config) };
}

/**
 * The same for the cron and the queue consumer, which have no request (so no D1 bookmark: they
 * read the primary).
 */
export function backgroundFeedDeps(env: Env): FeedDeps {
  const config = readConfig(env);
  const deps: GameDeps = {
    db: createDb(env.DB),
    rateLimits: env.RATE_LIMITS,
    geocoder: createGeocoder({ env, config }),
    router: createRouter({ config }),
    now: () => Date.now(),
  };
  return { ...deps, policy: feedUrlPolicy(config) };
}
