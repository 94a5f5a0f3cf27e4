import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createCtx } from "~/worker/context/ctx.server";
import { rotateCalendarToken } from "~/worker/games/preferences.server";
import { publicDataChanged } from "~/worker/public-data/version.server";
import { getCurrentUser } from "~/worker/users/current-user.server";
import {
  api,
  createArena,
  createGame,
  daysFromNow,
  db,
  ORIGIN,
  registerUser,
  request,
  signIn,
  withoutBookmark,
} from "../fixtures";

/** The session looked up by its token, joined to its user's row (worker/users/current-user.server.ts). */
const SESSION_USER_SQL = /from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"/;

/**
 * Counts storage reads by spying on the binding classes: every KV namespace shares one prototype
 * and every D1 session another, so the spies also see the calls the worker makes (same isolate).
 * drizzle and better-auth reach D1 only through a request's session's `prepare` and `batch`.
 */
function countReads() {
  const kvGet = vi.spyOn(Object.getPrototypeOf(env.SESSIONS) as KVNamespace, "get");
  const d1 = Object.getPrototypeOf(env.DB.withSession()) as D1DatabaseSession;
  const prepare = vi.spyOn(d1, "prepare");
  const batch = vi.spyOn(d1, "batch");
  // A statement run on its own is a round trip of its own; in a batch it rides along.
  const statement = Object.getPrototypeOf(env.DB.withSession().prepare("select 1")) as D1PreparedStatement;
  const runs = (["all", "raw", "first", "run"] as const).map((method) => vi.spyOn(statement, method));
  return () => ({
    sessionKvGets: kvGet.mock.contexts.filter((namespace) => namespace === env.SESSIONS).length,
    otherKvGets: kvGet.mock.contexts.filter((namespace) => namespace !== env.SESSIONS).length,
    sessionUserReads: prepare.mock.calls.filter(([sql]) => SESSION_USER_SQL.test(sql)).length,
    gamesReads: prepare.mock.calls.filter(([sql]) => /from "games"/.test(sql)).length,
    d1Statements: prepare.mock.calls.length,
    d1Batches: batch.mock.calls.length,
    d1RoundTrips: batch.mock.calls.length + runs.reduce((sum, run) => sum + run.mock.calls.length, 0),
  });
}

/** What one session lookup reads on its own: the yardstick for a whole page view. */
async function oneLookup(cookie: string) {
  const reads = countReads();
  const headers = new Headers({ cookie });
  const user = await getCurrentUser(createCtx(env, { request: new Request(ORIGIN) }), headers);
  expect(user).not.toBeNull();
  const counted = reads();
  vi.restoreAllMocks();
  return counted;
}

/** What My Games' data request reads: the session's batch with the person's games, no shared rows. */
async function gamesPageLookup(cookie: string) {
  const reads = countReads();
  const response = await request("/games.data", { headers: { cookie } });
  expect(response.status).toBe(200);
  await response.text();
  const counted = reads();
  vi.restoreAllMocks();
  return counted;
}

describe("a signed-in page view looks the session up once (docs/performance.md)", () => {
  it.each(["/arenas", "/", "/games", "/profile", "/favorites", "/admin"])(
    "GET %s reads what one lookup reads",
    async (path) => {
      const { cookie } = path === "/admin" ? await signIn({ admin: true }) : await registerUser();
      const lookup = await oneLookup(cookie);
      // A live session is read from D1 with its user: KV is not asked (docs/decisions/161).
      expect(lookup.sessionKvGets).toBe(0);
      expect(lookup.sessionUserReads).toBe(1);
      expect(lookup.d1RoundTrips).toBe(1);

      const reads = countReads();
      const response = await request(path, { headers: { cookie } });
      expect(response.status).toBe(200);
      await response.text();
      const page = reads();
      // Root loader, route loader and (on /admin) the admin gate all share the middleware's answer.
      expect(page.sessionKvGets).toBe(0);
      expect(page.sessionUserReads).toBe(1);
    },
  );

  it("a visitor without a session cookie costs no session read", async () => {
    const reads = countReads();
    const response = await request("/arenas");
    expect(response.status).toBe(200);
    await response.text();
    expect(reads()).toMatchObject({ sessionKvGets: 0, sessionUserReads: 0 });
  });

  it("the admin pages' 403 keeps the signed-in header (the 403 is not thrown from middleware)", async () => {
    const { cookie, name } = await registerUser({ name: "Plain Official" });
    const response = await request("/admin/feedback", { headers: { cookie } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Administrator Access Required");
    expect(html).toContain(name);
  });
});

describe("the browse pages read D1 in one round trip at most (docs/performance.md)", () => {
  // Any cookie but a session's skips the public page cache: these pages are rendered.
  const visitor = { headers: { cookie: "tipoff_test=1" } };

  it.each(["/arenas", "/arenas?search=court&level=NAIA", "/"])(
    "a visitor's GET %s: one round trip, then none while the isolate keeps its rows",
    async (path) => {
      await publicDataChanged(env.PUBLIC_PAGES);
      for (const roundTrips of [1, 0]) {
        const reads = countReads();
        const response = await request(path, visitor);
        expect(response.status).toBe(200);
        await response.text();
        expect(reads().d1RoundTrips).toBe(roundTrips);
        vi.restoreAllMocks();
      }
    },
  );

  it.each(["/arenas", "/"])(
    "a signed-in GET %s: the session with the favorites (home: and the games), then one for the shared rows, then none",
    async (path) => {
      // Not just after a write (sign-up): with the D1 bookmark the page would read all from D1.
      const cookie = withoutBookmark((await registerUser()).cookie);
      // Home leads with the next game: the person's games ride in the session's batch, as on My Games.
      const lookup = path === "/" ? await gamesPageLookup(cookie) : await oneLookup(cookie);
      await publicDataChanged(env.PUBLIC_PAGES);
      for (const sharedRoundTrips of [1, 0]) {
        const reads = countReads();
        const response = await request(path, { headers: { cookie } });
        expect(response.status).toBe(200);
        await response.text();
        // The user row, the favorites and the preferences come in the session's one statement.
        const page = reads();
        expect(page.d1RoundTrips).toBe(lookup.d1RoundTrips + sharedRoundTrips);
        if (sharedRoundTrips === 0) expect(page.d1Statements).toBe(lookup.d1Statements);
        vi.restoreAllMocks();
      }
    },
  );

  it("a signed-in GET /games (document and data request): the session, preferences and games in one round trip", async () => {
    const person = await signIn();
    const gym = await createArena({ name: `Games Batch Arena ${crypto.randomUUID()}` });
    const planned = await api("/api/games", {
      cookie: person.cookie,
      ip: person.ip,
      body: { arenaId: gym.id, date: daysFromNow(3), time: "19:00" },
    });
    expect(planned.status).toBe(201);
    const cookie = withoutBookmark(person.cookie);
    const lookup = await oneLookup(cookie);
    expect(lookup.d1RoundTrips).toBe(1);
    for (const path of ["/games", "/games.data"]) {
      const reads = countReads();
      const response = await request(path, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(gym.name);
      expect(reads().d1RoundTrips).toBe(1);
      vi.restoreAllMocks();
    }
  });

  it("a calendar feed fetch: the token's owner, their preferences and their games in one round trip", async () => {
    const person = await signIn();
    const gym = await createArena({ name: `Feed Batch Arena ${crypto.randomUUID()}` });
    await createGame({ userId: person.id, arenaId: gym.id, tipoffAt: new Date(Date.now() + 86_400_000) });
    const token = await rotateCalendarToken({ db }, person.id);
    const reads = countReads();
    const response = await request(`/calendar/${token}.ics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(gym.name);
    expect(reads().d1RoundTrips).toBe(1);
    vi.restoreAllMocks();
    // An unknown token is one round trip too, and finds nothing.
    const unknown = countReads();
    expect((await request(`/calendar/${"B".repeat(32)}.ics`)).status).toBe(404);
    expect(unknown().d1RoundTrips).toBe(1);
    vi.restoreAllMocks();
  });

  it("other signed-in pages read the person without their games", async () => {
    const cookie = withoutBookmark((await registerUser()).cookie);
    const reads = countReads();
    const response = await request("/favorites", { headers: { cookie } });
    expect(response.status).toBe(200);
    await response.text();
    expect(reads().gamesReads).toBe(0);
    vi.restoreAllMocks();
  });
});
