import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { fail, unauthorized } from "../../core/failure";
import { NOTIFICATION_ERROR_CODES, NOTIFICATION_TEXT } from "../../core/notifications/messages";
import { toApiError } from "../http/errors";
import { validate } from "../http/validate";
import { limitSubscribing, sendTestNotice } from "../notifications/actions.server";
import { notificationDeps } from "../notifications/deps.server";
import { pushEndpointPolicy } from "../notifications/push-endpoint";
import { getNotificationSettings, updateNotificationSettings } from "../notifications/settings.server";
import { listDevices, removeDevice, saveSubscription } from "../notifications/subscriptions.server";
import { getCurrentUser } from "../users/current-user.server";
import { NotificationSettingsSchema, PushSubscriptionSchema } from "../validation/notifications";
import type { GameBindings } from "./games";

/** 401 before the body is looked at. */
const signedIn = createMiddleware<GameBindings>(async (c, next) => {
  const user = await getCurrentUser(c.var.services, c.req.raw.headers);
  if (!user) throw toApiError(unauthorized(NOTIFICATION_TEXT.loginRequired));
  c.set("user", user);
  await next();
});

const rateLimitDeps = (c: { env: Env }) => ({ rateLimits: c.env.RATE_LIMITS, now: () => Date.now() });

/** /api/notifications: Web Push devices, settings and a test (docs/decisions/170–175). */
export const notificationRoutes = new Hono<GameBindings>()
  .get("/key", (c) => {
    const vapid = c.var.services.config.vapid;
    if (!vapid) {
      throw toApiError(
        fail("not_found", NOTIFICATION_TEXT.notConfigured, { code: NOTIFICATION_ERROR_CODES.notConfigured }),
      );
    }
    return c.json({ publicKey: vapid.publicKey });
  })
  .get("/subscriptions", signedIn, async (c) =>
    c.json({ subscriptions: await listDevices(c.var.services, c.var.user.id) }),
  )
  .post("/subscriptions", signedIn, validate("json", PushSubscriptionSchema), async (c) => {
    const { services } = c.var;
    if (!services.config.vapid) {
      throw toApiError(
        fail("unprocessable", NOTIFICATION_TEXT.notConfigured, { code: NOTIFICATION_ERROR_CODES.notConfigured }),
      );
    }
    const limited = await limitSubscribing(rateLimitDeps(c), c.var.user.id);
    if (limited) throw toApiError(limited);
    const deps = { db: services.db, policy: pushEndpointPolicy(services.config) };
    const outcome = await saveSubscription(deps, c.var.user.id, c.req.valid("json"));
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ subscription: outcome.device }, outcome.created ? 201 : 200);
  })
  .delete("/subscriptions/:id", signedIn, async (c) => {
    const outcome = await removeDevice(c.var.services, c.var.user.id, c.req.param("id"));
    if (!outcome.ok) throw toApiError(outcome);
    return c.body(null, 204);
  })
  .get("/settings", signedIn, async (c) =>
    c.json({ settings: await getNotificationSettings(c.var.services, c.var.user.id) }),
  )
  .put("/settings", signedIn, validate("json", NotificationSettingsSchema), async (c) =>
    c.json({ settings: await updateNotificationSettings(c.var.services, c.var.user.id, c.req.valid("json")) }),
  )
  .post("/test", signedIn, async (c) => {
    const deps = { ...notificationDeps(c.var.services), ...rateLimitDeps(c) };
    const outcome = await sendTestNotice(deps, c.var.user.id);
    if (!outcome.ok) throw toApiError(outcome);
    return c.json({ devices: outcome.devices }, 202);
  });
