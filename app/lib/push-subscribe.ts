// The browser's half of "Turn on notifications on this device": the W3C Push API. It runs only
// after the person's click, so the permission prompt never appears by itself.

export type SubscribeOutcome =
  | { status: "subscribed" }
  | { status: "unsupported" }
  | { status: "denied" }
  | { status: "failed"; message?: string };

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
 * subscription made with another key is replaced) and saves it with the API.
 */
export async function subscribeThisDevice(publicKey: string): Promise<SubscribeOutcome> {
  if (!canReceivePush()) return { status: "unsupported" };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { status: "denied" };
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
