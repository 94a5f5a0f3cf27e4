// The browser's half of "Turn on notifications on this device": the W3C Push API. It runs only
// after the person's click, so the permission prompt never appears by itself.

import { NOTIFICATION_SETTINGS_LIMITS } from "~/core/notifications/limits";

export type SubscribeOutcome =
  | { status: "subscribed" }
  | { status: "unsupported" }
  | { status: "denied" }
  | { status: "timed_out" }
  | { status: "failed"; message?: string };

const TIMED_OUT = Symbol("timed out");

/** The work's answer, or TIMED_OUT once the time is up (the work itself cannot be called off). */
function within<Value>(work: Promise<Value>, ms: number): Promise<Value | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether this browser can receive pushes at all (iOS Safari only once added to the Home Screen). */
export function canReceivePush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Asks for permission, subscribes through the service worker with the server's key (a
 * subscription made with another key is replaced) and saves it with the API. The person answers
 * the permission prompt in their own time; everything after it has a limit, since a browser that
 * cannot reach its push service never settles `subscribe()`. A subscription that arrives after the
 * limit is picked up by the next try (`getSubscription`).
 */
export async function subscribeThisDevice(publicKey: string): Promise<SubscribeOutcome> {
  if (!canReceivePush()) return { status: "unsupported" };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { status: "denied" };
  const outcome = await within(subscribeAndSave(publicKey), NOTIFICATION_SETTINGS_LIMITS.subscribeSeconds * 1000);
  return outcome === TIMED_OUT ? { status: "timed_out" } : outcome;
}

async function subscribeAndSave(publicKey: string): Promise<SubscribeOutcome> {
  try {
    await navigator.serviceWorker.register("/sw.js");
    const registration = await navigator.serviceWorker.ready;
    const applicationServerKey = keyBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const response = await fetch("/api/notifications/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(subscription.toJSON()),
    });
    if (response.ok) return { status: "subscribed" };
    const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { status: "failed", message: answer?.error?.message };
  } catch {
    return { status: "failed" };
  }
}
