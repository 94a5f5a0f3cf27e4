import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { NOTICE_EMAIL_TEXT } from "~/core/notifications/messages";
import { pushSubscriptions } from "~/worker/db/schema.server";
import { unsubscribeToken, userOfUnsubscribeToken } from "~/worker/notifications/email.server";
import type { Notice } from "~/worker/notifications/notices";
import type { NotificationMessage } from "~/worker/notifications/queue.server";
import { getNotificationSettings, updateNotificationSettings } from "~/worker/notifications/settings.server";
import { createUser, db, expectText, request, uniqueIp } from "../fixtures";
import { consume, createDevice, pushService } from "../push-fixtures";

/** A page's text as a person reads it: React escapes the apostrophe. */
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  kind: "changes",
  title: "Your schedule changed",
  body: "Moved: Fri Dec 4, 7:00 → 8:00 PM, Hinkle Fieldhouse",
  url: "/games",
  tag: "game-1",
  urgency: "normal",
  expiresAt: Date.now() + 3_600_000,
  ...overrides,
});

async function deviceOfNewPerson() {
  const user = await createUser();
  const device = await createDevice(user.id);
  const push = (overrides?: Partial<Notice>): NotificationMessage => ({
    type: "push",
    subscriptionId: device.id,
    notice: notice(overrides),
  });
  return { user, device, push };
}

const stillSaved = async (id: string) =>
  (await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length ===
  1;

describe("what the push service answers", () => {
  it.each([404, 410])("%i: the subscription is gone, so it is deleted and the message done", async (status) => {
    const { device, push } = await deviceOfNewPerson();
    pushService([device], () => status);
    const result = await consume([push()]);
    expect(result.explicitAcks).toEqual(result.ids);
    expect(await stillSaved(device.id)).toBe(false);
  });

  it("429 and 5xx: tried again through the queue, later each time, and after Retry-After when it asks for longer", async () => {
    const { device, push } = await deviceOfNewPerson();
    const answers: Array<[number, Record<string, string>, number, number]> = [
      // status, headers, attempt, the delay expected
      [503, {}, 1, 30],
      [500, {}, 2, 60],
      [502, {}, 4, 240],
      [429, {}, 1, 30],
      [429, { "Retry-After": "120" }, 1, 120],
      [429, { "Retry-After": "86400" }, 1, 900],
      [503, {}, 9, 900],
    ];
    for (const [status, headers, attempts, delay] of answers) {
      const service = pushService([device], () => new Response(null, { status, headers }));
      const result = await consume([push()], { attempts });
      expect(service.received).toHaveLength(1);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retried).toEqual([{ id: result.ids[0], delaySeconds: delay }]);
      expect(result.retryMessages).toEqual([{ msgId: result.ids[0] }]);
      service.restore();
    }
    expect(await stillSaved(device.id)).toBe(true);
  });

  it("no answer at all (the network failed): tried again", async () => {
    const { push } = await deviceOfNewPerson();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    const result = await consume([push()]);
    expect(result.retried).toEqual([{ id: result.ids[0], delaySeconds: 30 }]);
  });

  it("any other refusal: its status is logged, never the endpoint or the keys, and the message is done", async () => {
    const { device, push } = await deviceOfNewPerson();
    const logged: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      });
    }
    for (const status of [400, 401, 403, 413]) {
      pushService([device], () => status);
      const result = await consume([push()]);
      expect(result.explicitAcks).toEqual(result.ids);
    }
    expect(logged.filter((line) => line.startsWith("Push service refused"))).toEqual([
      "Push service refused a notification: 400",
      "Push service refused a notification: 401",
      "Push service refused a notification: 403",
      "Push service refused a notification: 413",
    ]);
    const secrets = [new URL(device.endpoint).pathname, device.keys.p256dh, device.keys.auth];
    expect(logged.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
    expect(await stillSaved(device.id)).toBe(true);
  });

  it("sends nothing once the notice has expired, or for a device removed meanwhile", async () => {
    const { device, push } = await deviceOfNewPerson();
    const service = pushService([device]);
    const gone = { ...push(), subscriptionId: crypto.randomUUID() };
    const result = await consume([push({ expiresAt: Date.now() - 1 }), gone]);
    expect(result.explicitAcks.sort()).toEqual([...result.ids].sort());
    expect(service.received).toEqual([]);
  });

  it("sends nothing to an endpoint the deployment's rules no longer allow", async () => {
    const user = await createUser();
    const device = await createDevice(user.id, "http://127.0.0.1:9/push/");
    const spy = vi.spyOn(globalThis, "fetch");
    const result = await consume([{ type: "push", subscriptionId: device.id, notice: notice() }]);
    expect(result.explicitAcks).toEqual(result.ids);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("by e-mail", () => {
  /** Resend's API, as a fetch spy: the JSON the mailer sends. */
  function mailProvider() {
    const sent: Array<{ to: string[]; subject: string; text: string; html: string; headers?: Record<string, string> }> =
      [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== "https://api.resend.com/emails") throw new Error(`unexpected fetch of ${request.url}`);
      sent.push(await request.json());
      return Response.json({ id: "mail-1" });
    });
    return sent;
  }
  const withMail = { ...env, MAIL_API_KEY: "re_test_key" } as Env;

  it("sends the notice with a link to it, a signed way out, and the List-Unsubscribe headers", async () => {
    const user = await createUser();
    await updateNotificationSettings({ db }, user.id, { email: true });
    const sent = mailProvider();
    const result = await consume([{ type: "email", userId: user.id, notice: notice() }], { bindings: withMail });
    expect(result.explicitAcks).toEqual(result.ids);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const token = await unsubscribeToken(env.BETTER_AUTH_SECRET, user.id);
    const unsubscribe = `https://tipoff.app/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.subject).toBe("Your schedule changed");
    expect(mail?.text).toBe(
      [
        "Moved: Fri Dec 4, 7:00 → 8:00 PM, Hinkle Fieldhouse",
        "",
        `${NOTICE_EMAIL_TEXT.open} https://tipoff.app/games`,
        "",
        "--",
        NOTICE_EMAIL_TEXT.why,
        `${NOTICE_EMAIL_TEXT.stop} ${unsubscribe}`,
      ].join("\n"),
    );
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail?.html).toContain(`href="${unsubscribe.replaceAll("&", "&#38;")}"`);
  });

  it("sends nothing when e-mail was turned off after the notice was queued, or the notice expired", async () => {
    const user = await createUser();
    const sent = mailProvider();
    await consume([{ type: "email", userId: user.id, notice: notice() }], { bindings: withMail });
    await updateNotificationSettings({ db }, user.id, { email: true });
    await consume([{ type: "email", userId: user.id, notice: notice({ expiresAt: Date.now() - 1 }) }], {
      bindings: withMail,
    });
    expect(sent).toEqual([]);
  });

  it("tries again later when the mail provider fails", async () => {
    const user = await createUser();
    await updateNotificationSettings({ db }, user.id, { email: true });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("busy", { status: 503 }));
    const result = await consume([{ type: "email", userId: user.id, notice: notice() }], { bindings: withMail });
    expect(result.retried).toEqual([{ id: result.ids[0], delaySeconds: 30 }]);
  });
});

describe("the unsubscribe link", () => {
  const page = (path: string, init: RequestInit = {}) =>
    request(path, { ...init, headers: { "cf-connecting-ip": uniqueIp(), ...init.headers } });
  const link = (token: string) => `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

  it("asks first (a visit changes nothing), then the button stops the e-mails, without signing in", async () => {
    const user = await createUser();
    await updateNotificationSettings({ db }, user.id, { email: true });
    const token = await unsubscribeToken(env.BETTER_AUTH_SECRET, user.id);
    const visit = await page(link(token));
    expect(visit.status).toBe(200);
    const html = await visit.text();
    expectText(html, escaped(NOTICE_EMAIL_TEXT.question));
    expectText(html, NOTICE_EMAIL_TEXT.confirm);
    expect((await getNotificationSettings({ db }, user.id)).email).toBe(true);
    const form = new URLSearchParams({ token });
    const stopped = await page(link(token), {
      method: "POST",
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(stopped.status).toBe(200);
    expectText(await stopped.text(), escaped(NOTICE_EMAIL_TEXT.done));
    expect((await getNotificationSettings({ db }, user.id)).email).toBe(false);
  });

  it("takes a mail app's one-click POST (RFC 8058), which sends no Origin and no token field", async () => {
    const user = await createUser();
    await updateNotificationSettings({ db }, user.id, { email: true });
    const token = await unsubscribeToken(env.BETTER_AUTH_SECRET, user.id);
    const response = await page(link(token), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
    });
    expect(response.status).toBe(200);
    expect((await getNotificationSettings({ db }, user.id)).email).toBe(false);
  });

  it("signs with a key of its own, and keeps a link sent before the auth secret rotated", async () => {
    const user = await createUser();
    const earlier = "an-earlier-auth-secret-of-at-least-32-characters";
    const current = "the-current-auth-secret-of-at-least-32-characters";
    const sentBefore = await unsubscribeToken(earlier, user.id);
    expect(await userOfUnsubscribeToken([current, earlier], sentBefore)).toBe(user.id);
    expect(await userOfUnsubscribeToken([current], sentBefore)).toBeNull();
    // An HMAC made with the secret itself, as the session cookie's signature is, is not a link's.
    const secretKey = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(current),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = await crypto.subtle.sign("HMAC", secretKey, new TextEncoder().encode(`notification-emails:${user.id}`));
    const bytes = String.fromCharCode(...new Uint8Array(mac));
    const signedWithSecret = `${user.id}.${btoa(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}`;
    expect(await userOfUnsubscribeToken([current], signedWithSecret)).toBeNull();
    expect(await userOfUnsubscribeToken([current], await unsubscribeToken(current, user.id))).toBe(user.id);
  });

  it("refuses a token that is not ours, or another person's id under someone's signature", async () => {
    const [victim, holder] = await Promise.all([createUser(), createUser()]);
    await updateNotificationSettings({ db }, victim.id, { email: true });
    const own = await unsubscribeToken(env.BETTER_AUTH_SECRET, holder.id);
    const forged = `${victim.id}.${own.split(".")[1]}`;
    for (const token of [forged, "nonsense", "", `${victim.id}.`]) {
      const visit = await page(link(token));
      expect(visit.status).toBe(400);
      expectText(await visit.text(), escaped(NOTICE_EMAIL_TEXT.invalid));
      const post = await page(link(token), {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(post.status).toBe(400);
    }
    expect((await getNotificationSettings({ db }, victim.id)).email).toBe(true);
  });
});
