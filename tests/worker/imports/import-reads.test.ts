import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { games } from "~/worker/db/schema.server";
import { api, createArena, db, fakeNetwork, json, REPLIES, type SignedIn, signIn } from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

// How many D1 round trips a 300-event import costs (docs/performance.md): the writes go out in
// batches, so the count grows with the venues and the batches, not one per event.

const DAY_MS = 86_400_000;
const EVENTS = 300;
const VENUES = 10;
const WAITING_VENUES = 2;

function countRoundTrips() {
  const d1 = Object.getPrototypeOf(env.DB.withSession()) as D1DatabaseSession;
  const prepare = vi.spyOn(d1, "prepare");
  const batch = vi.spyOn(d1, "batch");
  // A statement run on its own is a round trip of its own; in a batch it rides along.
  const statement = Object.getPrototypeOf(env.DB.withSession().prepare("select 1")) as D1PreparedStatement;
  const runs = (["all", "raw", "first", "run"] as const).map((method) => vi.spyOn(statement, method));
  return () => ({
    statements: prepare.mock.calls.length,
    batches: batch.mock.calls.length,
    roundTrips: batch.mock.calls.length + runs.reduce((sum, run) => sum + run.mock.calls.length, 0),
  });
}

async function importFile(person: SignedIn, text: string) {
  const reads = countRoundTrips();
  const started = Date.now();
  const response = await api("/api/games/import", {
    body: text,
    cookie: person.cookie,
    ip: person.ip,
    headers: { "content-type": "text/calendar" },
  });
  const wallMs = Date.now() - started;
  const counted = reads();
  vi.restoreAllMocks();
  return {
    status: response.status,
    body: await json<{ created: number; unchanged: number }>(response),
    wallMs,
    ...counted,
  };
}

let network: ReturnType<typeof fakeNetwork> | undefined;
afterEach(() => network?.restore());

beforeAll(() => signIn(), 120_000);

describe("a 300-event import", () => {
  it("costs a few dozen D1 round trips, whatever the number of events, and none per event", async () => {
    const person = await signIn();
    const suffix = crypto.randomUUID().slice(0, 8);
    const arenas = await Promise.all(
      Array.from({ length: VENUES - WAITING_VENUES }, (_, index) =>
        createArena({ name: `Bench Gym ${suffix} ${index}`, state: "IL" }),
      ),
    );
    const sites = [
      ...arenas.map((arena) => arena.name),
      ...["North", "South"].map((side) => `Unknown ${side} ${suffix}`),
    ];
    const events = Array.from({ length: EVENTS }, (_, index) =>
      arbiterEvent({
        uid: `B-${suffix}-${index}`,
        start: Date.now() + (1 + (index % 200)) * DAY_MS + index * 60_000,
        site: sites[index % VENUES] ?? "",
        address: "1 Main St, Springfield IL 62701",
      }),
    ).flat();
    const text = calendar(events, { name: `Bench ${suffix}` });

    network = fakeNetwork({ geocode: REPLIES.empty });
    const first = await importFile(person, text);
    expect(first.status).toBe(200);
    const matched = (EVENTS * (VENUES - WAITING_VENUES)) / VENUES;
    expect(first.body.created).toBe(matched);
    const again = await importFile(person, text);
    expect(again.body.unchanged).toBe(matched);
    expect(await db.select({ id: games.id }).from(games).where(eq(games.userId, person.id))).toHaveLength(matched);

    // Reads: session, source, games, aliases, one per state, one per waiting venue's candidates;
    // writes: the rate limit, then one batch per 50 statements.
    expect(first.roundTrips).toBeLessThan(40);
    expect(again.roundTrips).toBeLessThan(40);
    console.info(
      `import of ${EVENTS} events: first ${first.roundTrips} D1 round trips (${first.statements} statements, ${first.batches} batches), ${first.wallMs} ms wall; again ${again.roundTrips} round trips, ${again.wallMs} ms wall`,
    );
  });
});
