// The e2e server's fake push service (scripts/fake-push-service.ts): subscriptions a test hands to
// the page or the API, and what the Worker delivered to them, decrypted and checked.
import { readFileSync } from "node:fs";
import { FAKE_PUSH_SERVICE_FILE } from "../../scripts/lib/e2e-env.ts";

export type PushSubscriptionJson = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime: null;
};

export type DeliveredPush = {
  payload: { title: string; body: string; url: string; tag: string };
  headers: Record<string, string>;
  vapid: { ok: boolean; audience?: string };
};

function serviceUrl(): string {
  return (JSON.parse(readFileSync(FAKE_PUSH_SERVICE_FILE, "utf8")) as { url: string }).url;
}

/** A browser's subscription at the fake push service, as `PushSubscription.toJSON()` gives it. */
export async function newPushSubscription(): Promise<{ id: string; subscription: PushSubscriptionJson }> {
  const response = await fetch(`${serviceUrl()}/subscriptions`, { method: "POST" });
  if (!response.ok) throw new Error(`the fake push service answered ${response.status}`);
  return (await response.json()) as { id: string; subscription: PushSubscriptionJson };
}

/** The pushes delivered to a subscription so far, decrypted. */
export async function deliveredPushes(id: string): Promise<DeliveredPush[]> {
  const response = await fetch(`${serviceUrl()}/subscriptions/${id}/messages`);
  return (await response.json()) as DeliveredPush[];
}
