import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_SETTINGS_LIMITS } from "~/core/notifications/limits";
import { NOTICE_TEXT, NOTIFICATION_TEXT } from "~/core/notifications/messages";
import { pushSubscriptions } from "~/worker/db/schema.server";
import { api, db, json, type SignedIn, signIn } from "../fixtures";
import { browserSubscription, consume, createDevice, holdNotificationQueue, pushService } from "../push-fixtures";

type Device = { id: string; endpointHost: string; createdAt: string };
type Settings = {
  changes: boolean;
  leaveBy: boolean;
  leadMinutes: number;
  afterGame: boolean;
  availabilityDigest: boolean;
  email: boolean;
};
type ErrorJson = { error: { code: string; message: string } };

function call(person: SignedIn | null, path: string, init: { method?: string; body?: unknown } = {}) {
  return api(path, { ...init, cookie: person?.cookie ?? "", ...(person ? { ip: person.ip } : {}) });
}

const subscribe = (person: SignedIn | null, body: unknown) =>
  call(person, "/api/notifications/subscriptions", { body });

async function myDevices(person: SignedIn): Promise<Device[]> {
  return (await json<{ subscriptions: Device[] }>(await call(person, "/api/notifications/subscriptions")))
    .subscriptions;
}

describe("GET /api/notifications/key", () => {
  it("answers anyone with the VAPID public key, base64url of the 65-byte point", async () => {
    const response = await call(null, "/api/notifications/key");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
    expect(atob(env.VAPID_PUBLIC_KEY.replaceAll("-", "+").replaceAll("_", "/")).length).toBe(65);
  });
});

describe("subscriptions", () => {
  it("saves the browser's PushSubscription.toJSON() and lists it by host, never the endpoint or keys", async () => {
    const person = await signIn();
    const { subscription } = await browserSubscription();
    const response = await subscribe(person, subscription);
    expect(response.status).toBe(201);
    const { subscription: device } = await json<{ subscription: Device }>(response);
    expect(device).toEqual({
      id: expect.any(String),
      endpointHost: "fcm.googleapis.com",
      createdAt: expect.any(String),
    });
    const listed = await call(person, "/api/notifications/subscriptions");
    const text = await listed.text();
    expect(JSON.parse(text)).toEqual({ subscriptions: [device] });
    expect(text).not.toContain(subscription.endpoint.split("/").at(-1));
    expect(text).not.toContain(subscription.keys.p256dh);
    expect(text).not.toContain(subscription.keys.auth);
  });

  it("updates the same endpoint instead of adding it twice, with the new keys", async () => {
    const person = await signIn();
    const first = await browserSubscription();
    const again = await browserSubscription();
    const renewed = { ...again.subscription, endpoint: first.subscription.endpoint };
    const created = await json<{ subscription: Device }>(await subscribe(person, first.subscription));
    const response = await subscribe(person, renewed);
    expect(response.status).toBe(200);
    expect((await json<{ subscription: Device }>(response)).subscription.id).toBe(created.subscription.id);
    expect(await myDevices(person)).toHaveLength(1);
    const [row] = await db
      .select({ p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, created.subscription.id));
    expect(row?.p256dh).toBe(again.keys.p256dh);
  });

  it("moves an endpoint to whoever subscribes it last: a browser belongs to the person signed in on it", async () => {
    const [before, after] = await Promise.all([signIn(), signIn()]);
    const { subscription } = await browserSubscription();
    expect((await subscribe(before, subscription)).status).toBe(201);
    expect((await subscribe(after, subscription)).status).toBe(201);
    expect(await myDevices(before)).toEqual([]);
    expect(await myDevices(after)).toHaveLength(1);
  });

  it(`keeps at most ${NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson} devices per person (409)`, async () => {
    const person = await signIn();
    for (let index = 0; index < NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson; index += 1) {
      await createDevice(person.id);
    }
    const response = await subscribe(person, (await browserSubscription()).subscription);
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      error: { code: "push_device_limit_reached", message: NOTIFICATION_TEXT.tooManyDevices },
    });
    expect(await myDevices(person)).toHaveLength(NOTIFICATION_SETTINGS_LIMITS.devicesPerPerson);
  });

  it("removes the person's own device (204); another person's, or an unknown id, is 404", async () => {
    const [owner, other] = await Promise.all([signIn(), signIn()]);
    const device = await createDevice(owner.id);
    const foreign = await call(other, `/api/notifications/subscriptions/${device.id}`, { method: "DELETE" });
    expect(foreign.status).toBe(404);
    expect(await json<ErrorJson>(foreign)).toEqual({
      error: { code: "not_found", message: NOTIFICATION_TEXT.deviceNotFound },
    });
    expect(await myDevices(owner)).toHaveLength(1);
    const own = await call(owner, `/api/notifications/subscriptions/${device.id}`, { method: "DELETE" });
    expect(own.status).toBe(204);
    expect(await own.text()).toBe("");
    expect(await myDevices(owner)).toEqual([]);
    expect((await call(owner, `/api/notifications/subscriptions/${device.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("answers 401 signed out, before the body is read", async () => {
    for (const [method, path] of [
      ["GET", "/api/notifications/subscriptions"],
      ["POST", "/api/notifications/subscriptions"],
      ["DELETE", `/api/notifications/subscriptions/${crypto.randomUUID()}`],
      ["GET", "/api/notifications/settings"],
      ["PUT", "/api/notifications/settings"],
      ["POST", "/api/notifications/test"],
    ] as const) {
      const response = await call(null, path, { method, ...(method === "GET" ? {} : { body: "{not json" }) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await json<ErrorJson>(response)).error.message).toBe(NOTIFICATION_TEXT.loginRequired);
    }
  });

  it("refuses a body that is not a subscription with the field's message", async () => {
    const person = await signIn();
    for (const body of [{}, { endpoint: "https://fcm.googleapis.com/fcm/send/x" }, { endpoint: 5, keys: {} }]) {
      const response = await subscribe(person, body);
      expect(response.status).toBe(400);
      expect((await json<ErrorJson>(response)).error.code).toBe("validation_error");
    }
    expect(await myDevices(person)).toEqual([]);
  });
});

describe("settings", () => {
  it("starts with every kind on but e-mail, 15 minutes ahead", async () => {
    const person = await signIn();
    expect(await json(await call(person, "/api/notifications/settings"))).toEqual({
      settings: {
        changes: true,
        leaveBy: true,
        leadMinutes: 15,
        afterGame: true,
        availabilityDigest: true,
        email: false,
      },
    });
  });

  it("changes what is sent and keeps what is left out", async () => {
    const person = await signIn();
    const put = (body: unknown) => call(person, "/api/notifications/settings", { method: "PUT", body });
    expect(await json(await put({ leadMinutes: 30, email: true }))).toEqual({
      settings: {
        changes: true,
        leaveBy: true,
        leadMinutes: 30,
        afterGame: true,
        availabilityDigest: true,
        email: true,
      },
    });
    expect(await json(await put({ changes: false, afterGame: false }))).toEqual({
      settings: {
        changes: false,
        leaveBy: true,
        leadMinutes: 30,
        afterGame: false,
        availabilityDigest: true,
        email: true,
      },
    });
    expect(await json<{ settings: Settings }>(await call(person, "/api/notifications/settings"))).toEqual({
      settings: {
        changes: false,
        leaveBy: true,
        leadMinutes: 30,
        afterGame: false,
        availabilityDigest: true,
        email: true,
      },
    });
  });

  it("takes leadMinutes as a whole number from 0 to 120 and nothing else", async () => {
    const person = await signIn();
    const put = (body: unknown) => call(person, "/api/notifications/settings", { method: "PUT", body });
    for (const leadMinutes of [0, 120]) {
      expect((await json<{ settings: Settings }>(await put({ leadMinutes }))).settings.leadMinutes).toBe(leadMinutes);
    }
    for (const body of [{ leadMinutes: -1 }, { leadMinutes: 121 }, { leadMinutes: 7.5 }, { leadMinutes: "15" }]) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorJson>(response)).error.message).toBe(NOTIFICATION_TEXT.leadMinutes);
    }
    for (const body of [{ email: "yes" }, { unknown: true }]) expect((await put(body)).status).toBe(400);
    expect(
      (await json<{ settings: Settings }>(await call(person, "/api/notifications/settings"))).settings.leadMinutes,
    ).toBe(120);
  });
});

describe("POST /api/notifications/test", () => {
  it("queues one push to each device; each arrives encrypted for its device, signed for its push service", async () => {
    const person = await signIn();
    const devices = [
      await createDevice(person.id),
      await createDevice(person.id, "https://updates.push.services.mozilla.com/wpush/v2/"),
    ];
    const held = holdNotificationQueue();
    const response = await call(person, "/api/notifications/test", { method: "POST" });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ devices: 2, emails: 0 });
    const service = pushService(devices);
    const result = await consume(held.messages);
    expect(result.explicitAcks.sort()).toEqual([...result.ids].sort());
    expect(service.received.map((push) => push.endpoint).sort()).toEqual(
      devices.map((device) => device.endpoint).sort(),
    );
    for (const push of service.received) {
      expect(push.payload).toEqual({
        title: NOTICE_TEXT.testTitle,
        body: NOTICE_TEXT.testBody,
        url: "/profile#notifications",
        tag: "test",
      });
      expect(push.vapid).toMatchObject({
        ok: true,
        audience: new URL(push.endpoint).origin,
        publicKey: env.VAPID_PUBLIC_KEY,
      });
      expect(push.headers).toMatchObject({ "content-encoding": "aes128gcm", urgency: "normal" });
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      expect(Number(push.headers.ttl)).toBeLessThanOrEqual(3600);
    }
  });

  it("queues nothing for a person without devices, and nothing for anyone else's", async () => {
    const [person, other] = await Promise.all([signIn(), signIn()]);
    await createDevice(other.id);
    const held = holdNotificationQueue();
    expect(await json(await call(person, "/api/notifications/test", { method: "POST" }))).toEqual({
      devices: 0,
      emails: 0,
    });
    expect(held.messages).toEqual([]);
  });

  it("goes by e-mail when e-mail copies are the person's one channel, and to the devices once there is one", async () => {
    const person = await signIn();
    await call(person, "/api/notifications/settings", { method: "PUT", body: { email: true } });
    const held = holdNotificationQueue();
    const test = () => call(person, "/api/notifications/test", { method: "POST" });
    expect(await json(await test())).toEqual({ devices: 0, emails: 1 });
    expect(held.messages).toEqual([
      {
        type: "email",
        userId: person.id,
        notice: expect.objectContaining({
          kind: "test",
          title: NOTICE_TEXT.testTitle,
          body: NOTICE_TEXT.testEmailBody,
        }),
      },
    ]);
    await createDevice(person.id);
    expect(await json(await test())).toEqual({ devices: 1, emails: 0 });
    expect(held.messages.map((message) => message.type)).toEqual(["email", "push"]);
  });

  it(`allows ${NOTIFICATION_SETTINGS_LIMITS.testsPerWindow} tests per person in 5 minutes, then 429 with Retry-After`, async () => {
    const person = await signIn();
    holdNotificationQueue();
    for (let index = 0; index < NOTIFICATION_SETTINGS_LIMITS.testsPerWindow; index += 1) {
      expect((await call(person, "/api/notifications/test", { method: "POST" })).status).toBe(202);
    }
    const limited = await call(person, "/api/notifications/test", { method: "POST" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json<ErrorJson>(limited)).error.message).toBe(NOTIFICATION_TEXT.testRateLimited);
  });
});
