import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeFeedServer } from "../fake-feeds";
import { api, createArena, json, loadApp, type SignedIn, signIn } from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

// How many D1 round trips one feed costs (docs/performance.md): a 300-event feed subscribed, then
// refreshed unchanged, then answered 304. The writes go out in batches, so the count grows with the
// venues and the batches, not one per event.

const DAY_MS = 86_400_000;
const EVENTS = 300;
const VENUES = 10;

function countRoundTrips() {
  const d1 = Object.getPrototypeOf(env.DB.withSession()) as D1DatabaseSession;
  const prepare = vi.spyOn(d1, "prepare");
  const batch = vi.spyOn(d1, "batch");
  // A statement run on its own is a round trip of its own; in a batch it rides along.
  const statement = Object.getPrototypeOf(env.DB.withSession().prepare("select 1")) as D1PreparedStatement;
  const runs = (["all", "raw", "first", "run"] as const).map((method) => vi.spyOn(statement, method));
  return () => {
    const counted = {
      statements: prepare.mock.calls.length,
      roundTrips: batch.mock.calls.length + runs.reduce((sum, run) => sum + run.mock.calls.length, 0),
    };
    for (const spy of [prepare, batch, ...runs]) spy.mockRestore();
    return counted;
  };
}

async function measured(person: SignedIn, path: string, body?: unknown) {
  const reads = countRoundTrips();
  const started = Date.now();
  const response = await api(path, { method: "POST", body, cookie: person.cookie, ip: person.ip });
  const wallMs = Date.now() - started;
  const counted = reads();
  return { status: response.status, body: await json<{ feed: { id: string } }>(response), wallMs, ...counted };
}

let network: ReturnType<typeof fakeFeedServer>;
afterEach(() => network?.restore());
// The first page loads the whole app into workerd: once, outside any test's time.
beforeAll(loadApp, 120_000);

describe("a 300-event feed", () => {
  it("costs a few dozen D1 round trips to subscribe and a handful for a 304, none per event", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const suffix = crypto.randomUUID().slice(0, 8);
    const arenas = await Promise.all(
      Array.from({ length: VENUES }, (_, index) => createArena({ name: `Feed Bench ${suffix} ${index}`, state: "IL" })),
    );
    const text = calendar(
      Array.from({ length: EVENTS }, (_, index) =>
        arbiterEvent({
          uid: `FB-${suffix}-${index}`,
          start: Date.now() + (1 + (index % 200)) * DAY_MS + index * 60_000,
          site: arenas[index % VENUES]?.name ?? "",
          address: "1 Main St, Springfield IL 62701",
        }),
      ).flat(),
      { name: `Feed bench ${suffix}` },
    );
    const etag = `"bench-${suffix}"`;
    let answer304 = false;
    const { link } = network.serve((request) =>
      answer304 && request.headers.get("If-None-Match") === etag
        ? { status: 304, headers: { ETag: etag } }
        : { body: text, headers: { ETag: etag } },
    );

    const first = await measured(person, "/api/feeds", { url: link });
    expect(first.status).toBe(201);
    const id = first.body.feed.id;
    const unchanged = await measured(person, `/api/feeds/${id}/refresh`);
    expect(unchanged.status).toBe(200);
    answer304 = true;
    const notModified = await measured(person, `/api/feeds/${id}/refresh`);
    expect(notModified.status).toBe(200);

    expect(first.roundTrips).toBeLessThan(45);
    expect(unchanged.roundTrips).toBeLessThan(45);
    expect(notModified.roundTrips).toBeLessThan(6);
    console.info(
      `feed of ${EVENTS} events: subscribe ${first.roundTrips} D1 round trips (${first.statements} statements), ${first.wallMs} ms wall; unchanged refresh ${unchanged.roundTrips} (${unchanged.statements}), ${unchanged.wallMs} ms; 304 refresh ${notModified.roundTrips} (${notModified.statements}), ${notModified.wallMs} ms`,
    );
  });
});
