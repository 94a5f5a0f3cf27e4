import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { FEED_SCHEDULE } from "~/core/feeds/limits";
import { FEED_ERROR_CODES, FEED_FETCH_TEXT, FEED_TEXT, FEED_URL_TEXT } from "~/core/feeds/messages";
import { IMPORT_LIMITS } from "~/core/imports/limits";
import { FEED_HOST, type FeedReply, fakeFeedServer } from "../fake-feeds";
import { api, createArena, json, type SignedIn, signIn } from "../fixtures";
import { arbiterEvent, calendar } from "../import-samples";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const unique = () => crypto.randomUUID().slice(0, 8);

type FeedJson = {
  id: string;
  label: string;
  urlHint: string;
  lastFetchedAt: string | null;
  lastResult: {
    games: number;
    changed: number;
    cancelled: number;
    removed: number;
    ignored: number;
    needsGym: number;
  } | null;
  lastError: string | null;
  consecutiveFailures: number;
  nextFetchAt: string | null;
};
type ErrorJson = { error: { code: string; message: string } };
type GameJson = { id: string; tipoffAt: string; source: string; status: string };

let network: ReturnType<typeof fakeFeedServer>;
afterEach(() => network?.restore());
beforeAll(() => signIn(), 120_000);

const ADDRESS = "1 Main St, Springfield IL 62701";
const illinoisArena = () =>
  createArena({ name: `Feed Gym ${unique()}`, state: "IL", latitude: 39.8, longitude: -89.6 });

function call(person: SignedIn | null, path: string, init: { method?: string; body?: unknown } = {}) {
  return api(path, { ...init, cookie: person?.cookie ?? "", ...(person ? { ip: person.ip } : {}) });
}

async function subscribe(person: SignedIn, url: string) {
  const response = await call(person, "/api/feeds", { body: { url } });
  return { status: response.status, body: await json<{ feed: FeedJson } & ErrorJson>(response) };
}

async function refresh(person: SignedIn, id: string) {
  const response = await call(person, `/api/feeds/${id}/refresh`, { method: "POST" });
  return {
    status: response.status,
    headers: response.headers,
    body: await json<{ feed: FeedJson } & ErrorJson>(response),
  };
}

async function myFeeds(person: SignedIn): Promise<FeedJson[]> {
  return (await json<{ feeds: FeedJson[] }>(await call(person, "/api/feeds"))).feeds;
}

async function myGames(person: SignedIn): Promise<GameJson[]> {
  return (await json<{ games: GameJson[] }>(await call(person, "/api/games"))).games;
}

/** A calendar of games at `arenaName`, `days` ahead, with the given UIDs. */
function gamesFeed(arenaName: string, uids: string[], { name, startAt }: { name?: string; startAt?: number } = {}) {
  const start = startAt ?? Math.floor((Date.now() + 10 * DAY_MS) / 60_000) * 60_000;
  return calendar(
    uids.flatMap((uid, index) =>
      arbiterEvent({ uid, start: start + index * DAY_MS, site: arenaName, address: ADDRESS }),
    ),
    name ? { name } : {},
  );
}

describe("/api/feeds privacy", () => {
  it("answers a visitor 401 on every route", async () => {
    const id = crypto.randomUUID();
    for (const [path, method] of [
      ["/api/feeds", "GET"],
      ["/api/feeds", "POST"],
      [`/api/feeds/${id}/refresh`, "POST"],
      [`/api/feeds/${id}`, "DELETE"],
    ] as const) {
      const response = await call(null, path, {
        method,
        ...(method === "POST" ? { body: { url: "https://a.test/x" } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("keeps a feed private to its owner: another person gets 404 and never sees it listed", async () => {
    network = fakeFeedServer();
    const owner = await signIn();
    const other = await signIn();
    const { link } = network.serve(() => ({ body: calendar([], { name: `Private ${unique()}` }) }));
    const { body } = await subscribe(owner, link);
    const id = body.feed.id;

    expect((await refresh(other, id)).status).toBe(404);
    expect((await call(other, `/api/feeds/${id}`, { method: "DELETE" })).status).toBe(404);
    expect(await myFeeds(other)).toEqual([]);
    expect((await myFeeds(owner)).map((feed) => feed.id)).toEqual([id]);
  });
});

describe("POST /api/feeds", () => {
  it("subscribes, fetches at once and makes the games, showing only the host and the link's last 4 characters", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    const name = `Arbiter ${unique()}`;
    const { link } = network.serve(() => ({
      body: gamesFeed(arena.name, [`A-${unique()}`, `B-${unique()}`], { name }),
    }));

    const before = Date.now();
    const { status, body } = await subscribe(person, link.replace("https://", "webcal://"));
    expect(status).toBe(201);
    expect(body.feed).toMatchObject({
      label: name,
      urlHint: `${FEED_HOST} …${link.slice(-4)}`,
      lastError: null,
      consecutiveFailures: 0,
      lastResult: { games: 2, changed: 0, cancelled: 0, removed: 0, ignored: 0, needsGym: 0 },
    });
    expect(new Date(body.feed.lastFetchedAt ?? "").getTime()).toBeGreaterThanOrEqual(before);
    // The next fetch falls on the feed's phase, within the interval from now (docs/decisions/180).
    const next = new Date(body.feed.nextFetchAt ?? "").getTime() - new Date(body.feed.lastFetchedAt ?? "").getTime();
    expect(next).toBeGreaterThanOrEqual(0);
    expect(next).toBeLessThan(FEED_SCHEDULE.intervalMs);

    const games = await myGames(person);
    expect(games).toHaveLength(2);
    expect(games.every((game) => game.source === "feed" && game.status === "scheduled")).toBe(true);

    const listed = await call(person, "/api/feeds");
    const listedText = await listed.text();
    expect(listedText).not.toContain(link.slice(link.indexOf("/key-")));
    expect(JSON.parse(listedText).feeds).toEqual([body.feed]);
  });

  it("names a feed without X-WR-CALNAME by its host", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { link } = network.serve(() => ({ body: calendar([]) }));
    expect((await subscribe(person, link)).body.feed.label).toBe(FEED_HOST);
  });

  it("answers the same link twice with the feed already saved", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { link } = network.serve(() => ({ body: calendar([]) }));
    const first = await subscribe(person, link);
    const second = await subscribe(person, link);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.feed.id).toBe(first.body.feed.id);
    expect(await myFeeds(person)).toHaveLength(1);
  });

  it.each([
    ["ftp://feeds.example.test/cal.ics", "feed_url_scheme", FEED_URL_TEXT.scheme],
    ["https://feeds.example.test:8443/cal.ics", "feed_url_port", FEED_URL_TEXT.port],
    ["https://localhost/cal.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
    ["https://printer.local/cal.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
    ["https://metadata.google.internal/cal.ics", "feed_url_local_name", FEED_URL_TEXT.localName],
    ["http://127.0.0.1/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://10.1.2.3/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://172.16.0.1/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://192.168.1.1/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://169.254.169.254/latest/meta-data", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://100.64.0.1/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://198.18.0.1/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://198.19.255.254/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://[::ffff:198.18.0.1]/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://0.0.0.0/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://[::1]/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://[::]/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://[fd00::1]/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
    ["http://[fe80::1]/cal.ics", "feed_url_private_address", FEED_URL_TEXT.privateAddress],
  ])("refuses %s with 400 %s and saves nothing", async (url, code, message) => {
    network = fakeFeedServer();
    const person = await signIn();
    const { status, body } = await subscribe(person, url);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code, message });
    expect(await myFeeds(person)).toEqual([]);
    expect(network.requests).toEqual([]);
  });

  it("refuses a link that redirects to 127.0.0.1, without fetching it", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { link } = network.serve(() => ({ status: 302, headers: { Location: "http://127.0.0.1/cal.ics" } }));
    const { status, body } = await subscribe(person, link);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: "feed_url_private_address", message: FEED_URL_TEXT.privateAddress });
    expect(network.requests.map((request) => new URL(request.url).host)).toEqual([FEED_HOST]);
    expect(await myFeeds(person)).toEqual([]);
  });

  it("does not save a link that gives no calendar, and says why", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const missing = network.serve(() => ({ status: 404 }));
    const notCalendar = network.serve(() => ({ body: "<html>Sign in</html>" }));
    const first = await subscribe(person, missing.link);
    expect(first.status).toBe(422);
    expect(first.body.error).toEqual({ code: "feed_http_status", message: FEED_FETCH_TEXT.httpStatus(404) });
    const second = await subscribe(person, notCalendar.link);
    expect(second.status).toBe(422);
    expect(second.body.error).toEqual({ code: FEED_ERROR_CODES.notCalendar, message: FEED_TEXT.notCalendar });
    expect(await myFeeds(person)).toEqual([]);
  });

  it("never lets subscriptions sent at once take a person past the limit", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    for (let index = 0; index < FEED_SCHEDULE.perPerson - 1; index++) {
      const { link } = network.serve(() => ({ body: calendar([]) }));
      expect((await subscribe(person, link)).status).toBe(201);
    }
    const links = [1, 2, 3].map(() => network.serve(() => ({ body: calendar([]) })).link);
    const answers = await Promise.all(links.map((link) => subscribe(person, link)));
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect((await myFeeds(person)).length).toBeLessThanOrEqual(FEED_SCHEDULE.perPerson);
  });

  it(`allows ${FEED_SCHEDULE.perPerson} feeds per person and refuses one more with 409`, async () => {
    network = fakeFeedServer();
    const person = await signIn();
    for (let index = 0; index < FEED_SCHEDULE.perPerson; index++) {
      const { link } = network.serve(() => ({ body: calendar([]) }));
      expect((await subscribe(person, link)).status).toBe(201);
    }
    const { link } = network.serve(() => ({ body: calendar([]) }));
    const refused = await subscribe(person, link);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: FEED_ERROR_CODES.tooMany, message: FEED_TEXT.tooMany });
    expect(await myFeeds(person)).toHaveLength(FEED_SCHEDULE.perPerson);
    // Another person is not limited by this one's feeds.
    expect((await subscribe(await signIn(), link)).status).toBe(201);
  });
});

describe("POST /api/feeds/:id/refresh", () => {
  it("sends the validators back, and a 304 changes no game but counts as fetched", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    const text = gamesFeed(arena.name, [`E-${unique()}`]);
    const etag = `"v-${unique()}"`;
    const lastModified = "Wed, 25 Nov 2026 10:00:00 GMT";
    const fresh: FeedReply = { body: text, headers: { ETag: etag, "Last-Modified": lastModified } };
    const notModified: FeedReply = { status: 304, headers: { ETag: etag } };
    const { link } = network.serve((request) => (request.headers.get("If-None-Match") === etag ? notModified : fresh));
    const { body: subscribed } = await subscribe(person, link);
    const gamesBefore = await myGames(person);

    const { status, body } = await refresh(person, subscribed.feed.id);
    expect(status).toBe(200);
    const conditional = network.requests.at(-1);
    expect(conditional?.headers.get("If-None-Match")).toBe(etag);
    expect(conditional?.headers.get("If-Modified-Since")).toBe(lastModified);
    expect(body.feed.lastResult).toEqual(subscribed.feed.lastResult);
    expect(body.feed.lastError).toBeNull();
    expect(new Date(body.feed.lastFetchedAt ?? "").getTime()).toBeGreaterThanOrEqual(
      new Date(subscribed.feed.lastFetchedAt ?? "").getTime(),
    );
    expect(await myGames(person)).toEqual(gamesBefore);
  });

  it("reconciles a moved, a cancelled and a removed game, and never deletes one", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    const start = Math.floor((Date.now() + 10 * DAY_MS) / 60_000) * 60_000;
    const [moved, cancelled, removed] = [`M-${unique()}`, `C-${unique()}`, `R-${unique()}`];
    const event = (uid: string, at: number, status?: string) =>
      arbiterEvent({ uid, start: at, site: arena.name, address: ADDRESS, ...(status ? { status } : {}) });
    let text = calendar([
      ...event(moved, start),
      ...event(cancelled, start + DAY_MS),
      ...event(removed, start + 2 * DAY_MS),
    ]);
    const { link } = network.serve(() => ({ body: text }));
    const { body: subscribed } = await subscribe(person, link);
    expect(subscribed.feed.lastResult?.games).toBe(3);

    text = calendar([...event(moved, start + HOUR_MS), ...event(cancelled, start + DAY_MS, "CANCELLED")]);
    const { body } = await refresh(person, subscribed.feed.id);
    expect(body.feed.lastResult).toEqual({ games: 2, changed: 1, cancelled: 1, removed: 1, ignored: 0, needsGym: 0 });
    const statuses = Object.fromEntries(
      (await myGames(person)).map((game) => [new Date(game.tipoffAt).getTime(), game.status]),
    );
    expect(statuses).toEqual({
      [start + HOUR_MS]: "changed",
      [start + DAY_MS]: "cancelled",
      [start + 2 * DAY_MS]: "removed",
    });
  });

  it("backs a failing feed off, doubling from the interval up to a day, keeps its games and shows why", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    let failing = false;
    const text = gamesFeed(arena.name, [`F-${unique()}`]);
    const { link } = network.serve(() => (failing ? { status: 500 } : { body: text }));
    const { body: subscribed } = await subscribe(person, link);
    failing = true;

    const waits: number[] = [];
    for (let failure = 1; failure <= 5; failure++) {
      const before = Date.now();
      const { status, body } = await refresh(person, subscribed.feed.id);
      expect(status).toBe(200);
      expect(body.feed.lastError).toBe(FEED_FETCH_TEXT.httpStatus(500));
      expect(body.feed.consecutiveFailures).toBe(failure);
      expect(body.feed.lastFetchedAt).toBe(subscribed.feed.lastFetchedAt);
      waits.push(new Date(body.feed.nextFetchAt ?? "").getTime() - before);
    }
    // Each wait is the step, landing on the feed's phase: within half an interval of it.
    for (const [index, hours] of [4, 8, 16, 24, 24].entries()) {
      expect(Math.abs((waits[index] ?? 0) - hours * HOUR_MS)).toBeLessThanOrEqual(FEED_SCHEDULE.intervalMs / 2);
    }
    expect(await myGames(person)).toHaveLength(1);

    failing = false;
    const { body: healed } = await refresh(person, subscribed.feed.id);
    expect(healed.feed).toMatchObject({ lastError: null, consecutiveFailures: 0 });
  });

  it("shares the imports' budget: past it, 429 with Retry-After", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const { link } = network.serve(() => ({ body: calendar([]) }));
    const { body } = await subscribe(person, link);
    const upload = await api("/api/games/import", {
      body: calendar([], { name: `Budget ${unique()}` }),
      cookie: person.cookie,
      ip: person.ip,
      headers: { "content-type": "text/calendar" },
    });
    expect(upload.status).toBe(200);
    // The subscription and the upload used two of the budget.
    for (let index = 2; index < IMPORT_LIMITS.perWindow; index++) {
      expect((await refresh(person, body.feed.id)).status).toBe(200);
    }
    const limited = await refresh(person, body.feed.id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("DELETE /api/feeds/:id", () => {
  it("removes the feed and keeps its games as the person's own, out of later syncs", async () => {
    network = fakeFeedServer();
    const person = await signIn();
    const arena = await illinoisArena();
    const { link } = network.serve(() => ({ body: gamesFeed(arena.name, [`D-${unique()}`, `D-${unique()}`]) }));
    const { body } = await subscribe(person, link);

    const response = await call(person, `/api/feeds/${body.feed.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ feed: { id: body.feed.id, deleted: true }, keptGames: 2 });
    expect(await myFeeds(person)).toEqual([]);
    const games = await myGames(person);
    expect(games.map((game) => game.status)).toEqual(["scheduled", "scheduled"]);
    expect((await call(person, `/api/feeds/${body.feed.id}`, { method: "DELETE" })).status).toBe(404);
    // Subscribing again is a new feed; the kept games are not its games.
    expect((await subscribe(person, link)).status).toBe(201);
  });
});
