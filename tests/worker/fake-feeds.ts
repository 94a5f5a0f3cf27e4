// A calendar feed server under the Worker's fetch, for the feeds' tests.
import { vi } from "vitest";
import { REPLIES, type Reply, ROUTE_REPLIES, ROUTING_HOST } from "./fixtures";

export const FEED_HOST = "feeds.example.test";
const unique = () => crypto.randomUUID().slice(0, 8);

export type FeedReply = { status?: number; body?: string; headers?: Record<string, string> };

/**
 * The network under the Worker: calendar feeds on FEED_HOST answer what each test sets for its own
 * path (and record the requests), routing and the geocoder answer as in the games' tests.
 */
export function fakeFeedServer() {
  const feeds = new Map<string, (request: Request) => FeedReply>();
  const requests: Request[] = [];
  const answer = (reply: Reply) =>
    new Response(reply.body, { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.host === ROUTING_HOST) return answer(ROUTE_REPLIES.ok);
    if (url.host !== FEED_HOST) return answer(REPLIES.empty);
    requests.push(request);
    const reply = feeds.get(url.pathname)?.(request) ?? { status: 404, body: "" };
    return new Response(reply.status === 304 ? null : (reply.body ?? ""), {
      status: reply.status ?? 200,
      headers: { "content-type": "text/calendar", ...reply.headers },
    });
  });
  return {
    requests,
    /** A feed at a path of its own; the link's key is random so no other test shares it. */
    serve(handler: (request: Request) => FeedReply) {
      const path = `/ical/${unique()}/key-${crypto.randomUUID()}`;
      feeds.set(path, handler);
      return { link: `https://${FEED_HOST}${path}`, path };
    },
    restore: () => spy.mockRestore(),
  };
}
