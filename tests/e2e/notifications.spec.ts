import { createHmac, hkdfSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { NOTIFICATION_SETTINGS_LIMITS } from "../../core/notifications/limits.ts";
import { NOTICE_EMAIL_TEXT, NOTICE_TEXT } from "../../core/notifications/messages.ts";
import { NOTIFICATION_PAGE_TEXT as TEXT } from "../../core/notifications/page-text.ts";
import { ROOT } from "../../scripts/lib/local-env.ts";
import { signIn, toast, uniqueIp } from "./auth-helpers.ts";
import { auditAtEveryWidth, auditCurrentPage, VIEWPORTS } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { deliveredPushes, newPushSubscription, type PushSubscriptionJson } from "./push-service.ts";

// What is real and what is stubbed: headless Chromium has no push service to subscribe with, so
// these tests stand in `PushManager.subscribe` in the page, answering with a subscription of the
// e2e server's fake push service. Everything after that is real: the page posts it to the API, the
// Worker queues each push, encrypts it (RFC 8291), signs it (RFC 8292) and delivers it over HTTP
// to the fake service, which decrypts it with the subscription's private key and checks the VAPID
// header. The service worker's display of a push is tested with Chromium's own push delivery.

/** `navigator.serviceWorker` and its PushManager, standing in for a browser with a push service. */
async function stubPushManager(page: Page, subscription: PushSubscriptionJson) {
  await page.addInitScript((json) => {
    const keys: number[][] = [];
    (window as unknown as { subscribedWith: number[][] }).subscribedWith = keys;
    const registration = {
      active: null,
      pushManager: {
        getSubscription: async () => null,
        subscribe: async (options: PushSubscriptionOptionsInit) => {
          keys.push([...new Uint8Array(options.applicationServerKey as ArrayBuffer)]);
          return { options, toJSON: () => json, unsubscribe: async () => true };
        },
      },
    };
    Object.defineProperty(navigator.serviceWorker, "register", { value: async () => registration });
    Object.defineProperty(navigator.serviceWorker, "ready", { get: () => Promise.resolve(registration) });
  }, subscription);
}

const base64urlBytes = (text: string) => [...Buffer.from(text, "base64url")];

test.describe("with the permission granted", () => {
  test.use({ permissions: ["notifications"] });

  test("turns on this device, lists it, sends a test that reaches the push service, and removes it", async ({
    page,
    user,
  }) => {
    const { id, subscription } = await newPushSubscription();
    await stubPushManager(page, subscription);
    await signIn(page, user, "/profile");
    await expect(page.getByRole("heading", { name: TEXT.title })).toBeVisible();
    await expect(page.getByText(TEXT.noDevices)).toBeVisible();
    await expect(page.getByText(TEXT.iphoneHint)).toBeVisible();

    await page.getByRole("button", { name: TEXT.turnOn }).click();
    await expect(toast(page, TEXT.deviceAdded)).toBeVisible();
    const devices = page.getByTestId("notification-devices").getByRole("listitem");
    await expect(devices).toHaveCount(1);
    await expect(devices).toContainText("127.0.0.1 push service · added");
    // Subscribed with the server's application key.
    const { publicKey } = (await (await page.request.get("/api/notifications/key")).json()) as { publicKey: string };
    expect(await page.evaluate(() => (window as unknown as { subscribedWith: number[][] }).subscribedWith)).toEqual([
      base64urlBytes(publicKey),
    ]);

    await page.getByRole("button", { name: TEXT.sendTest }).click();
    await expect(toast(page, TEXT.testSent(1))).toBeVisible();
    await expect.poll(async () => (await deliveredPushes(id)).length, { timeout: 20_000 }).toBe(1);
    const [push] = await deliveredPushes(id);
    expect(push?.payload).toEqual({
      title: NOTICE_TEXT.testTitle,
      body: NOTICE_TEXT.testBody,
      url: "/profile#notifications",
      tag: "test",
    });
    expect(push?.vapid.ok).toBe(true);
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");

    await devices.getByRole("button", { name: /^Remove the device added/ }).click();
    await expect(toast(page, TEXT.deviceRemoved)).toBeVisible();
    await expect(page.getByText(TEXT.noDevices)).toBeVisible();
  });

  test("the leave-by reminder, from the cron at its instant to the push service", async ({ user, request }) => {
    const { id, subscription } = await newPushSubscription();
    expect((await user.api.post("/api/notifications/subscriptions", { data: subscription })).status()).toBe(201);
    const { arenas } = (await (await user.api.get("/api/arenas?search=Hinkle+Fieldhouse")).json()) as {
      arenas: Array<{ id: string; name: string }>;
    };
    const arena = arenas[0];
    if (!arena) throw new Error("the seeded Hinkle Fieldhouse is missing");
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const planned = await user.api.post("/api/games", {
      data: { arenaId: arena.id, date, time: "19:20", bufferMinutes: 45 },
    });
    expect(planned.status()).toBe(201);
    const { game } = (await planned.json()) as { game: { id: string; leaveAt: string } };
    const remindAt = Date.parse(game.leaveAt) - 15 * 60_000;
    const cron = `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=`;
    // A minute early nothing goes; at the instant, one push; the same instant again, nothing more.
    expect(await (await request.get(`${cron}${remindAt - 60_000}`)).text()).toBe("ok");
    expect(await (await request.get(`${cron}${remindAt}`)).text()).toBe("ok");
    expect(await (await request.get(`${cron}${remindAt}`)).text()).toBe("ok");
    await expect.poll(async () => (await deliveredPushes(id)).length, { timeout: 20_000 }).toBe(1);
    const [push] = await deliveredPushes(id);
    expect(push?.payload).toEqual({
      title: `Leave in 15 min for ${arena.name}`,
      body: `Be at ${arena.name} by 6:35 PM.`,
      url: `/arenas/${arena.id}#arrival-title`,
      tag: `game-${game.id}`,
      actions: [{ title: "Running late", url: `/games/${game.id}/late` }],
    });
    expect(push?.headers).toMatchObject({ urgency: "high", topic: game.id.replaceAll("-", "") });
  });
});

test("says when the browser refuses the permission", async ({ page, user }) => {
  const { subscription } = await newPushSubscription();
  await stubPushManager(page, subscription);
  await page.addInitScript(() => {
    Object.defineProperty(Notification, "requestPermission", { value: async () => "denied" });
  });
  await signIn(page, user, "/profile");
  await page.getByRole("button", { name: TEXT.turnOn }).click();
  await expect(page.getByRole("alert").filter({ hasText: TEXT.denied })).toBeVisible();
  await expect(page.getByText(TEXT.noDevices)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says a device needs JavaScript, and the settings form saves", async ({ page, user }) => {
    await signIn(page, user, "/profile");
    await expect(page.getByText(TEXT.needsJavaScript)).toBeVisible();
    await expect(page.getByRole("button", { name: TEXT.turnOn })).toHaveCount(0);
    await page.getByLabel(TEXT.changesLabel).uncheck();
    await page.getByLabel(TEXT.emailLabel(user.email)).check();
    await page.getByLabel(TEXT.leadLabel).fill("30");
    await page.getByRole("button", { name: TEXT.saveSettings }).click();
    await expect(page.getByRole("status").filter({ hasText: TEXT.settingsSaved })).toBeAttached();
    await page.reload();
    await expect(page.getByLabel(TEXT.changesLabel)).not.toBeChecked();
    await expect(page.getByLabel(TEXT.leaveByLabel)).toBeChecked();
    await expect(page.getByLabel(TEXT.emailLabel(user.email))).toBeChecked();
    await expect(page.getByLabel(TEXT.leadLabel)).toHaveValue("30");
    const { settings } = (await (await user.api.get("/api/notifications/settings")).json()) as { settings: object };
    expect(settings).toEqual({
      changes: false,
      leaveBy: true,
      leadMinutes: 30,
      afterGame: true,
      availabilityDigest: true,
      email: true,
    });
  });
});

test.describe("a browser whose push service never answers", () => {
  // A browser profile on disk, as a person's is: there Chromium's PushManager.subscribe() waits for
  // its push service, which this machine cannot reach, and never settles. (A fresh in-memory
  // profile refuses at once instead.) Nothing is stubbed.
  test("gives up with what to try, and the button works again", async ({ playwright, baseURL, user }) => {
    const profileDir = mkdtempSync(path.join(tmpdir(), "tipoff-push-profile-"));
    const launchOptions = test.info().project.use.launchOptions ?? {};
    const context = await playwright.chromium.launchPersistentContext(profileDir, {
      ...launchOptions,
      baseURL,
      permissions: ["notifications"],
      extraHTTPHeaders: { "cf-connecting-ip": uniqueIp() },
    });
    const errors: string[] = [];
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      // The page's clock runs as usual and is moved on past the limit below, instead of the test
      // waiting out the limit itself.
      await page.clock.install();
      await signIn(page, user, "/profile");
      const turnOn = page.getByRole("button", { name: TEXT.turnOn });
      await turnOn.click();
      await expect(page.getByRole("button", { name: TEXT.turningOn })).toBeDisabled();
      // Still waiting just before the limit (15 s); the message once it has passed.
      await page.clock.fastForward(NOTIFICATION_SETTINGS_LIMITS.subscribeSeconds * 1000 - 1000);
      await expect(page.getByRole("button", { name: TEXT.turningOn })).toBeDisabled();
      // The limit starts once the permission is answered, which on a loaded machine can come after
      // "Turning on…" shows: move on a second at a time until it has passed.
      const timedOut = page.getByRole("alert").filter({ hasText: TEXT.subscribeTimedOut });
      await expect
        .poll(async () => {
          await page.clock.fastForward(1000);
          return timedOut.isVisible();
        })
        .toBe(true);
      await expect(turnOn).toBeEnabled();
      await expect(page.getByText(TEXT.noDevices)).toBeVisible();
    } finally {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
    expect(errors).toEqual([]);
  });
});

test.describe("the service worker", () => {
  test.use({ serviceWorkers: "allow", permissions: ["notifications"] });

  test("shows a push with its title, text, icon and tag @full-browser", async ({ page, context, user }) => {
    await signIn(page, user, "/profile");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const found = registrations.find(
          (registration) => registration.scopeURL.endsWith("/") && !registration.isDeleted,
        );
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const origin = new URL(page.url()).origin;
    const notice = {
      title: "Leave in 15 min for Hinkle Fieldhouse",
      body: "Leave by 5:42 PM for Hinkle Fieldhouse (38 min drive).",
      url: "/games",
      tag: "game-abc",
    };
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(notice),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          icon: new URL(notification.icon).pathname,
          data: notification.data as unknown,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: notice.title,
        body: notice.body,
        tag: notice.tag,
        icon: "/icons/icon-192.png",
        data: { url: "/games" },
      },
    ]);
  });
});

/**
 * The token of a person's unsubscribe link, as the Worker signs it: HMAC-SHA-256 with the key HKDF
 * derives from the server's secret (the build's .dev.vars is a copy of the root one).
 */
function unsubscribeToken(userId: string): string {
  const vars = readFileSync(path.join(ROOT, ".dev.vars"), "utf8");
  const secret = /^BETTER_AUTH_SECRET=['"]?([^'"\s]+)/m.exec(vars)?.[1] ?? "";
  const key = Buffer.from(hkdfSync("sha256", secret, "", "tipoff/unsubscribe-link/v1", 32)).toString("hex");
  const mac = createHmac("sha256", key).update(`notification-emails:${userId}`).digest("base64url");
  return `${userId}.${mac}`;
}

test.describe("accessibility", () => {
  // The unsubscribe page answers a link that is not valid with 400.
  test.use({ permissions: ["notifications"], expectedConsoleErrors: /status of 400/ });

  test("the Notifications section with a device, and the unsubscribe page: axe, light and dark", async ({
    page,
    user,
  }) => {
    const { subscription } = await newPushSubscription();
    expect((await user.api.post("/api/notifications/subscriptions", { data: subscription })).status()).toBe(201);
    await stubPushManager(page, subscription);
    await signIn(page, user, "/profile");
    await expect(page.getByTestId("notification-devices").getByRole("listitem")).toHaveCount(1);
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.getByRole("heading", { name: TEXT.title }).scrollIntoViewIfNeeded();
      found.push(...(await auditCurrentPage(page, `/profile notifications ${viewport.label}px`)));
    }
    const { user: me } = (await (await user.api.get("/api/me")).json()) as { user: { id: string } };
    for (const [state, path, text] of [
      [
        "asking",
        `/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(me.id))}`,
        NOTICE_EMAIL_TEXT.question,
      ],
      ["not valid", "/notifications/unsubscribe?token=none", NOTICE_EMAIL_TEXT.invalid],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      found.push(...(await auditAtEveryWidth(page, `/notifications/unsubscribe ${state}`)));
    }
    expect(found).toEqual([]);
  });
});
