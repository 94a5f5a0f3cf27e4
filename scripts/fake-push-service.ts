// A browser push service for the end-to-end tests and the notification benchmark, on 127.0.0.1:
// it hands out subscriptions (an endpoint here and the browser's keys, made as a browser makes
// them), and takes pushes the way FCM or Mozilla's autopush do, checking the VAPID header (the
// Worker's key, this endpoint's origin, not expired) and decrypting each body with the
// subscription's private key. The Worker reaches it with PUSH_ALLOW_LOOPBACK on.
//   POST /subscriptions?status=410     → { id, subscription }; pushes to it are answered `status` (201)
//   POST /push/:id                     → the push; 201 (or the status asked for), 400 if it fails a check
//   GET  /subscriptions/:id/messages   → [{ payload, headers, vapid, receivedAt }]
//   GET  /stats                        → { received, first, last }: every push so far, for the benchmark
import { createServer, type IncomingMessage } from "node:http";
import { checkVapid, createReceiverKeys, decryptPushBody, type ReceiverKeys } from "./lib/web-push-receiver.ts";

type Received = { payload: unknown; headers: Record<string, string>; vapid: unknown; receivedAt: number };
type Device = { keys: ReceiverKeys; status: number; messages: Received[] };

async function bodyOf(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Listens on a free port of 127.0.0.1; `vapidPublicKey` is the Worker's, which every push must carry. */
export function startFakePushService(vapidPublicKey: string): Promise<{ url: string; close: () => void }> {
  const devices = new Map<string, Device>();
  const stats = { received: 0, first: 0, last: 0 };
  let origin = "";
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    try {
      if (request.method === "POST" && url.pathname === "/subscriptions") {
        const id = crypto.randomUUID();
        const keys = await createReceiverKeys();
        devices.set(id, { keys, status: Number(url.searchParams.get("status") ?? 201), messages: [] });
        const subscription = {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
          expirationTime: null,
        };
        return send(200, { id, subscription });
      }
      const messages = /^\/subscriptions\/([\w-]+)\/messages$/.exec(url.pathname);
      if (request.method === "GET" && messages?.[1]) return send(200, devices.get(messages[1])?.messages ?? []);
      if (request.method === "GET" && url.pathname === "/stats") return send(200, stats);
      const push = /^\/push\/([\w-]+)$/.exec(url.pathname);
      const device = push?.[1] ? devices.get(push[1]) : undefined;
      if (request.method !== "POST" || !device) return send(404);
      const body = await bodyOf(request);
      const vapid = await checkVapid(request.headers.authorization ?? null, origin, Date.now());
      if (!vapid.ok || vapid.publicKey !== vapidPublicKey) return send(400, { vapid });
      const payload = JSON.parse(await decryptPushBody(body, device.keys)) as unknown;
      const headers = Object.fromEntries(
        ["ttl", "urgency", "topic", "content-encoding"].map((name) => [name, String(request.headers[name] ?? "")]),
      );
      const receivedAt = Date.now();
      device.messages.push({ payload, headers, vapid, receivedAt });
      stats.received += 1;
      stats.first ||= receivedAt;
      stats.last = receivedAt;
      return send(device.status);
    } catch (error) {
      return send(400, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      origin = `http://127.0.0.1:${port}`;
      resolve({ url: origin, close: () => server.close() });
    });
  });
}
