import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { FEED_REFRESH_CRON } from "../core/feeds/limits";
import { REMINDER_SCHEDULE } from "../core/notifications/limits";
import { api } from "./app";
import { runDigestPass } from "./availability/digest.server";
import type { AppBindings } from "./context/bindings";
import { createCtx } from "./context/ctx.server";
import { requestContext } from "./context/request-context.server";
import { consumeFeedBatch, queueDueFeeds } from "./feeds/schedule.server";
import { pageBodyLimitFor } from "./http/body-limit";
import { withPublicPageCache } from "./http/page-cache";
import { consumeVenueLookupBatch } from "./imports/venue-lookups.server";
import { runNotificationCron } from "./notifications/cron.server";
import { consumeNotificationBatch } from "./notifications/delivery.server";

/** The notifications queue's name in wrangler.toml (docs/decisions/173). */
const NOTIFICATIONS_QUEUE = "tipoff-notifications";
/** The venue lookup queue's name in wrangler.toml (docs/decisions/213). */
const VENUE_LOOKUPS_QUEUE = "tipoff-venue-lookups";

const loadServerBuild = () => import("virtual:react-router/server-build");
let productionHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;

/**
 * Given a function, React Router loads the build and derives its route tables on every request,
 * so `vite dev` serves each edit; a production build never changes, so that is done once.
 */
const handleDocumentRequest: ReturnType<typeof createRequestHandler> = import.meta.env.DEV
  ? createRequestHandler(loadServerBuild, import.meta.env.MODE)
  : async (request, context) => {
      productionHandler ??= loadServerBuild().then((build) => createRequestHandler(build, import.meta.env.MODE));
      return (await productionHandler)(request, context);
    };

const app = new Hono<AppBindings>();
app.route("/", api);
// `all`, not `get`: route actions receive POSTs.
app.all("*", pageBodyLimitFor, (c) =>
  withPublicPageCache(c, () => {
    const context = new RouterContextProvider();
    context.set(requestContext, { ctx: c.var.ctx, execution: c.executionCtx, nonce: c.var.nonce });
    return handleDocumentRequest(c.req.raw, context);
  }),
);

export default {
  fetch: app.fetch,
  // Calendar feeds on a schedule (docs/decisions/116, 180): the minutely cron queues the feeds that
  // fell due, the queue consumer fetches and reconciles them. Notifications have a cron of their own
  // (172); `scheduled` tells the two apart by the cron string.
  // A cron run's context reads the clock of its event, `scheduledTime`; a queue batch's the wall clock.
  async scheduled(controller, env) {
    const ctx = createCtx(env, { now: () => controller.scheduledTime });
    if (controller.cron === REMINDER_SCHEDULE.cron) {
      await runNotificationCron(ctx, controller.scheduledTime);
      // The availability digest (docs/decisions/243) rides this cron; it checks the hour itself.
      await runDigestPass(ctx, controller.scheduledTime);
      return;
    }
    if (controller.cron === FEED_REFRESH_CRON) {
      await queueDueFeeds(ctx, env.FEED_REFRESH, controller.scheduledTime);
    }
  },
  async queue(batch, env) {
    const ctx = createCtx(env);
    if (batch.queue === NOTIFICATIONS_QUEUE) {
      await consumeNotificationBatch(ctx, batch);
      return;
    }
    if (batch.queue === VENUE_LOOKUPS_QUEUE) {
      await consumeVenueLookupBatch(ctx, batch);
      return;
    }
    await consumeFeedBatch(ctx, env.FEED_REFRESH, batch);
  },
} satisfies ExportedHandler<Env>;
