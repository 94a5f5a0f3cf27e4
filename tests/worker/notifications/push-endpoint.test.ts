import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PUSH_ENDPOINT_CODES, PUSH_ENDPOINT_TEXT } from "~/core/notifications/messages";
import { isPushServiceHost, PUSH_SERVICES_DESCRIPTION } from "~/core/notifications/push-services";
import { readConfig } from "~/worker/platform/env.server";
import { checkPushEndpoint, checkPushKeys, pushEndpointPolicy } from "~/worker/platform/push-endpoint";
import { api, json, signIn } from "../fixtures";
import { browserSubscription } from "../push-fixtures";

const OFF = { allowLoopback: false };
const ON = { allowLoopback: true };
type Reason = keyof typeof PUSH_ENDPOINT_TEXT;

describe("the push services (the one allow-list)", () => {
  it.each([
    ["fcm.googleapis.com", true],
    ["updates.push.services.mozilla.com", true],
    ["web.push.apple.com", true],
    ["api.push.apple.com", true],
    ["wns2-by3p.notify.windows.com", true],
    ["push.apple.com", false],
    ["evilpush.apple.com", false],
    ["notify.windows.com", false],
    ["fcm.googleapis.com.attacker.test", false],
    ["web.push.apple.com.attacker.test", false],
    ["googleapis.com", false],
    ["android.googleapis.com", false],
    ["push.services.mozilla.com", false],
    ["attacker.test", false],
  ])("%s → %s", (host, allowed) => {
    expect(isPushServiceHost(host)).toBe(allowed);
  });

  it("names every service in the refusal message", () => {
    expect(PUSH_SERVICES_DESCRIPTION).toBe(
      "fcm.googleapis.com, updates.push.services.mozilla.com, *.push.apple.com, *.notify.windows.com",
    );
    expect(PUSH_ENDPOINT_TEXT.notPushService).toContain(PUSH_SERVICES_DESCRIPTION);
  });
});

// Every refused form of endpoint, with the reason a person reads.
const REFUSED: Array<[string, Reason]> = [
  ["not a url", "invalid"],
  ["/fcm/send/abc", "invalid"],
  ["http://fcm.googleapis.com/fcm/send/abc", "scheme"],
  ["ftp://fcm.googleapis.com/fcm/send/abc", "scheme"],
  ["javascript:alert(1)", "scheme"],
  ["data:text/plain,hello", "scheme"],
  ["https://user:secret@fcm.googleapis.com/fcm/send/abc", "credentials"],
  ["https://fcm.googleapis.com@attacker.test/fcm/send/abc", "credentials"],
  ["https://fcm.googleapis.com:8443/fcm/send/abc", "port"],
  ["https://example.com/fcm/send/abc", "notPushService"],
  ["https://8.8.8.8/fcm/send/abc", "notPushService"],
  ["https://fcm.googleapis.com./fcm/send/abc", "notPushService"],
  ["https://127.0.0.1/push", "privateAddress"],
  ["http://127.0.0.1:9999/push", "privateAddress"],
  ["https://2130706433/push", "privateAddress"],
  ["https://0x7f.1/push", "privateAddress"],
  ["https://0177.0.0.1/push", "privateAddress"],
  ["https://127.1/push", "privateAddress"],
  ["https://[::1]/push", "privateAddress"],
  ["https://[::ffff:127.0.0.1]/push", "privateAddress"],
  ["https://[::ffff:a9fe:a9fe]/push", "privateAddress"],
  ["https://[64:ff9b::a00:1]/push", "privateAddress"],
  ["https://[2002:c0a8:101::1]/push", "privateAddress"],
  ["https://[fd00::1]/push", "privateAddress"],
  ["https://[fe80::1]/push", "privateAddress"],
  ["https://[::]/push", "privateAddress"],
  ["https://0.0.0.0/push", "privateAddress"],
  ["https://10.0.0.1/push", "privateAddress"],
  ["https://172.16.5.4/push", "privateAddress"],
  ["https://192.168.1.1/push", "privateAddress"],
  ["https://100.64.0.1/push", "privateAddress"],
  ["https://169.254.169.254/latest/meta-data", "privateAddress"],
  ["https://224.0.0.1/push", "privateAddress"],
  ["https://localhost/push", "privateAddress"],
  ["https://push.localhost/push", "privateAddress"],
  ["https://localhost./push", "privateAddress"],
];

describe("checkPushEndpoint", () => {
  it.each(REFUSED)("refuses %s (%s)", (endpoint, reason) => {
    expect(checkPushEndpoint(endpoint, OFF)).toMatchObject({
      ok: false,
      kind: "invalid",
      code: PUSH_ENDPOINT_CODES[reason],
      message: PUSH_ENDPOINT_TEXT[reason],
    });
  });

  it("refuses an endpoint longer than any push service's", () => {
    expect(checkPushEndpoint(`https://fcm.googleapis.com/${"a".repeat(2048)}`, OFF)).toMatchObject({
      code: PUSH_ENDPOINT_CODES.tooLong,
    });
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/dS1f:APA91bH",
    "https://fcm.googleapis.com:443/fcm/send/abc",
    "https://FCM.GoogleAPIs.com/fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
    "https://web.push.apple.com/QGuQyavXutnMH3",
    "https://wns2-by3p.notify.windows.com/w/?token=BQYAAA",
  ])("accepts %s", (endpoint) => {
    expect(checkPushEndpoint(endpoint, OFF).ok).toBe(true);
  });

  it("with the loopback allowance, accepts exactly localhost, 127.0.0.1 and [::1], on any port, and still no other private address", () => {
    for (const endpoint of [
      "http://localhost:4399/push/1",
      "http://127.0.0.1:9/p",
      "https://[::1]:8443/p",
      "http://2130706433:80/p",
    ]) {
      expect(checkPushEndpoint(endpoint, ON).ok, endpoint).toBe(true);
    }
    for (const endpoint of [
      "http://127.0.0.2/p",
      "http://10.0.0.1/p",
      "http://169.254.169.254/p",
      "http://[fd00::1]/p",
      "http://push.localhost/p",
    ]) {
      expect(checkPushEndpoint(endpoint, ON), endpoint).toMatchObject({ code: PUSH_ENDPOINT_CODES.privateAddress });
    }
    expect(checkPushEndpoint("http://user:pw@localhost:4399/p", ON)).toMatchObject({
      code: PUSH_ENDPOINT_CODES.credentials,
    });
    expect(checkPushEndpoint("ftp://localhost/p", ON)).toMatchObject({ code: PUSH_ENDPOINT_CODES.privateAddress });
  });

  it("is off unless configured, never in production, and the Worker refuses to start with it on there", () => {
    expect(pushEndpointPolicy(readConfig(env))).toEqual({ allowLoopback: false });
    expect(pushEndpointPolicy(readConfig({ ...env, PUSH_ALLOW_LOOPBACK: "true" }))).toEqual({ allowLoopback: true });
    expect(pushEndpointPolicy({ appEnv: "production", pushAllowLoopback: true })).toEqual({ allowLoopback: false });
    expect(() => readConfig({ ...env, APP_ENV: "production", PUSH_ALLOW_LOOPBACK: "true" })).toThrow(
      "PUSH_ALLOW_LOOPBACK must not be true when APP_ENV is production",
    );
  });
});

describe("checkPushKeys", () => {
  const point = async () => (await browserSubscription()).subscription.keys;
  const b64 = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");

  it("accepts a P-256 point and a 16-byte secret", async () => {
    expect(await checkPushKeys(await point())).toBeNull();
  });

  it.each([
    ["a point of 64 bytes", () => b64(new Uint8Array(64).fill(4))],
    ["a compressed point", () => b64(new Uint8Array([2, ...new Uint8Array(32).fill(7)]))],
    ["65 bytes off the curve", () => b64(new Uint8Array([4, ...new Uint8Array(64).fill(1)]))],
    ["text that is not base64url", () => "BCVx!!"],
  ])("refuses %s as p256dh", async (_label, make) => {
    const keys = await point();
    expect(await checkPushKeys({ ...keys, p256dh: make() })).toMatchObject({
      code: PUSH_ENDPOINT_CODES.key,
      message: PUSH_ENDPOINT_TEXT.key,
    });
  });

  it.each([15, 17, 0])("refuses an auth secret of %i bytes", async (length) => {
    const keys = await point();
    expect(await checkPushKeys({ ...keys, auth: b64(new Uint8Array(length).fill(9)) })).toMatchObject({
      code: PUSH_ENDPOINT_CODES.auth,
      message: PUSH_ENDPOINT_TEXT.auth,
    });
  });
});

describe("POST /api/notifications/subscriptions refuses each form with 400, its code and message, and saves nothing", () => {
  it.each(REFUSED.filter(([endpoint]) => endpoint.length > 0))("%s", async (endpoint, reason) => {
    const person = await signIn();
    const { subscription } = await browserSubscription();
    const response = await api("/api/notifications/subscriptions", {
      body: { ...subscription, endpoint },
      cookie: person.cookie,
      ip: person.ip,
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      error: { code: PUSH_ENDPOINT_CODES[reason], message: PUSH_ENDPOINT_TEXT[reason] },
    });
    const listed = await api("/api/notifications/subscriptions", { cookie: person.cookie, ip: person.ip });
    expect(await json(listed)).toEqual({ subscriptions: [] });
  });

  it("bad keys", async () => {
    const person = await signIn();
    const { subscription } = await browserSubscription();
    const send = (keys: object) =>
      api("/api/notifications/subscriptions", {
        body: { ...subscription, keys },
        cookie: person.cookie,
        ip: person.ip,
      });
    const badKey = await send({ ...subscription.keys, p256dh: "AAAA" });
    expect(await json(badKey)).toEqual({ error: { code: PUSH_ENDPOINT_CODES.key, message: PUSH_ENDPOINT_TEXT.key } });
    const badAuth = await send({ ...subscription.keys, auth: "AAAA" });
    expect(await json(badAuth)).toEqual({
      error: { code: PUSH_ENDPOINT_CODES.auth, message: PUSH_ENDPOINT_TEXT.auth },
    });
  });
});
