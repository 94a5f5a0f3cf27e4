// Every worker test's data and calls come from here (docs/decisions/048): one function per job.
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { onTestFinished, vi } from "vitest";
import { EMPTY_ARENA_FORM } from "~/app/lib/arena-form";
import type { ArenaField } from "~/core/arenas/arena-input";
import { encodeCursor } from "~/core/pagination/cursor";
import highSchoolSeed from "~/scripts/seed/high-schools.json";
import { type HighSchoolSeedRow, type SchoolSeedRow, schoolUpsertSql } from "~/scripts/seed/school-seed";
import schoolSeed from "~/scripts/seed/schools.json";
import { SAMPLE_ARENA } from "~/worker/arenas/sample-arena";
import { createAuth } from "~/worker/auth/auth.server";
import { BOOKMARK_COOKIE, createDb } from "~/worker/db/client.server";
import { arenas, auditLog, games, users } from "~/worker/db/schema.server";
import { readConfig } from "~/worker/platform/env.server";
import { sharedReads } from "~/worker/public-data/shared-reads.server";
import { publicDataChanged } from "~/worker/public-data/version.server";
import found from "../fixtures/geocoder/found.json";
import noRoute from "../fixtures/routing/no-route.json";
import routeOk from "../fixtures/routing/route-ok.json";
import { checkContract } from "./contract";

export const ORIGIN = "http://localhost";
export const STRONG_PASSWORD = "Str0ng!Passw0rd";
export const db = createDb(env.DB);
/** What the browse services read with, as a request without a D1 bookmark has it. */
export const readers = { db, sharedReads: sharedReads(env.PUBLIC_PAGES, { readsOwnWrite: false }) };

const unique = () => crypto.randomUUID().slice(0, 8);

/**
 * A fresh client IP per test, so per-IP limits from one test never leak into another. A whole
 * random id: thousands of calls share one worker's limits, and a short suffix would repeat.
 */
export function uniqueIp(): string {
  return `203.0.113.1-${crypto.randomUUID()}`;
}

// ---- Calls into the Worker ----

/**
 * Calls the whole Worker (API and pages) as a browser on our origin would. Every /api answer is
 * checked against the OpenAPI document on the way back (./contract).
 */
export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("origin")) headers.set("origin", ORIGIN);
  const call = new Request(new URL(path, ORIGIN), { ...init, headers });
  const response = await exports.default.fetch(call);
  await checkContract(call, response);
  return response;
}

/**
 * Renders a page once, which loads the whole app into workerd: a file's `beforeAll` calls it so
 * that no test's own time pays for it.
 */
export async function loadApp(): Promise<void> {
  await (await request("/login")).text();
}

export type ApiInit = {
  method?: string;
  body?: unknown;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
};

/**
 * A JSON API call as a browser would make it, from its own IP unless told otherwise. GET without a
 * body, POST with one, unless a method is given; a string body is sent as it is (broken JSON too).
 */
export function api(
  path: string,
  { body, method = body === undefined ? "GET" : "POST", cookie = "", ip = uniqueIp(), headers = {} }: ApiInit = {},
): Promise<Response> {
  return request(path, {
    method,
    headers: { "content-type": "application/json", cookie, "cf-connecting-ip": ip, ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A form post as the browser sends it without JavaScript; the redirect is returned, not followed. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  { cookie = "", ip = uniqueIp(), init = {} }: { cookie?: string; ip?: string; init?: RequestInit } = {},
): Promise<Response> {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    ...init,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "cf-connecting-ip": ip },
  });
}

/** Cookies a browser would keep from a response, as a Cookie header. */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (/max-age=0/i.test(header) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The cookies as they are five minutes after the person's last write: the D1 bookmark gone. */
export function withoutBookmark(cookie: string): string {
  return cookie
    .split(/;\s*/)
    .filter((pair) => !pair.startsWith(`${BOOKMARK_COOKIE}=`))
    .join("; ");
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Whether a page contains a text, without dumping the whole page into a failure message. */
export function expectText(html: string, text: string, present = true) {
  if (html.includes(text) !== present) {
    throw new Error(`expected the page ${present ? "to contain" : "not to contain"} ${JSON.stringify(text)}`);
  }
}

// ---- Accounts ----

/** Registers through the /register form and returns the session cookie. */
export async function registerUser(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<{ email: string; password: string; name: string; cookie: string }> {
  const account = {
    name: "Test Official",
    email: `official-${unique()}@example.com`,
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await postForm("/register", account);
  if (response.status !== 302) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { ...account, cookie: cookiesFrom(response) };
}

export type SignedIn = { name: string; email: string; password: string; cookie: string; id: string; ip: string };

/**
 * A signed-in user (an admin when asked) with a client IP of their own, written as better-auth's
 * sign-up writes one: the user, a credential account holding a hash of STRONG_PASSWORD, and a session
 * in D1 and its KV mirror, made by better-auth's own adapter; the cookie is the session token signed
 * with the current auth secret. Signing in with the password, changing it and deleting the account
 * work as after a real sign-up. The tests of signing up and in themselves use `registerUser` and the
 * forms.
 */
export async function signIn({ admin = false } = {}): Promise<SignedIn> {
  const auth = await testAuth();
  const name = admin ? "Test Admin" : "Test Official";
  const email = `official-${unique()}@example.com`;
  const user = await auth.internalAdapter.createUser(
    { email, name, emailVerified: false, role: admin ? "admin" : "user" },
    { method: "email-password" },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await strongPasswordHash(auth),
  });
  const session = await auth.internalAdapter.createSession(user.id);
  const cookie = `${auth.authCookies.sessionToken.name}=${encodeURIComponent(await signedCookieValue(session.token, auth.secret))}`;
  return { name, email, password: STRONG_PASSWORD, cookie, id: user.id, ip: uniqueIp() };
}

type AuthContext = Awaited<ReturnType<typeof createAuth>["$context"]>;
let authContext: Promise<AuthContext> | undefined;
let passwordHash: Promise<string> | undefined;

/** better-auth as the Worker builds it for a request on ORIGIN, made once per isolate. */
function testAuth(): Promise<AuthContext> {
  authContext ??= createAuth({ db, sessionsKv: env.SESSIONS, config: readConfig(env), baseUrl: ORIGIN }).$context;
  return authContext;
}

/** One scrypt hash of STRONG_PASSWORD per isolate: each hash costs about 100 ms of CPU. */
function strongPasswordHash(auth: AuthContext): Promise<string> {
  passwordHash ??= auth.password.hash(STRONG_PASSWORD);
  return passwordHash;
}

/** The value better-auth's signed cookie carries: the token, a dot and its HMAC-SHA256 in base64. */
async function signedCookieValue(token: string, secret: string): Promise<string> {
  const hmac = { name: "HMAC", hash: "SHA-256" } as const;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), hmac, false, ["sign"]);
  const signature = await crypto.subtle.sign(hmac, key, new TextEncoder().encode(token));
  return `${token}.${btoa(String.fromCharCode(...new Uint8Array(signature)))}`;
}

/** A user row straight in D1, for tests that need an account but no session. */
export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), name: `User ${unique()}`, email: `user-${unique()}@example.com`, ...overrides })
    .returning();
  if (!user) throw new Error("createUser inserted nothing");
  return user;
}

// ---- Arenas ----

/**
 * An arena row straight in D1, approved unless told otherwise. Like every write that changes
 * public data, it makes the cached public pages stale.
 */
export async function createArena(overrides: Partial<typeof arenas.$inferInsert> = {}) {
  const [arena] = await db
    .insert(arenas)
    .values({
      name: `Arena ${unique()}`,
      school: `School ${unique()}`,
      conference: "Big Ten",
      level: "Division I",
      address: "1 Main Street",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
      latitude: 39.8,
      longitude: -89.6,
      approved: true,
      ...overrides,
    })
    .returning();
  if (!arena) throw new Error("createArena inserted nothing");
  if (arena.approved) await publicDataChanged(env.PUBLIC_PAGES);
  return arena;
}

/** A complete, valid arena form as the browser sends it (all strings). */
export function arenaForm(overrides: Partial<Record<ArenaField, string>> = {}): Record<ArenaField, string> {
  const sample = Object.fromEntries(Object.entries(SAMPLE_ARENA).map(([field, value]) => [field, String(value)]));
  return { ...EMPTY_ARENA_FORM, ...sample, name: `Test Arena ${unique()}`, ...overrides };
}

// ---- Newest-first lists ----

/**
 * The start of a stretch of time no other test writes into: a random second between 1990 and
 * 2020. The admin lists (pending arenas, feedback, messages, suggestions) are shared by every
 * file of a worker and read newest first, so rows made "now" can be pushed down by rows that other
 * files made later or dated ahead. A test dates its rows from here and reads from `cursorAbove`.
 */
export function ownTimeWindow(): number {
  return Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 946_080_000) * 1000;
}

/** The cursor of a newest-first list that starts with the rows dated at `newest` and before. */
export function cursorAbove(newest: Date | number): string {
  return encodeCursor([new Date(newest).getTime() + 1, "~"]);
}

// ---- Audit log ----

/** The audit records of one entity, optionally of one action only. */
export async function auditFor(entityId: string, action?: string) {
  return db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      entityType: auditLog.entityType,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      action ? and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)) : eq(auditLog.entityId, entityId),
    );
}

// ---- Geocoder ----

export type Reply = { status?: number; body: string; contentType?: string };
export const REPLIES: Record<"found" | "empty", Reply> = {
  found: { body: JSON.stringify(found) },
  empty: { body: "[]" },
};

/**
 * Replaces the network under the Worker with a Nominatim-compatible fake: each call answers the
 * next reply (the last one repeats). Returns the URLs and headers the Worker sent.
 */
export function fakeGeocoder(...replies: Reply[]) {
  const calls: Array<{ url: URL; headers: Headers }> = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ url, headers: new Headers(init?.headers) });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? REPLIES.empty;
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: { "content-type": reply.contentType ?? "application/json" },
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}

// ---- Game day: routing and planned games ----

/** The routing service the tests configure (vitest.config.ts ROUTING_URL). */
export const ROUTING_HOST = "osrm.test";

export const ROUTE_REPLIES: Record<"ok" | "noRoute", Reply> = {
  ok: { body: JSON.stringify(routeOk) },
  noRoute: { status: 400, body: JSON.stringify(noRoute) },
};

/**
 * The network under the Worker for game tests: the routing service answers `route` ("hang": never,
 * so only the Worker's own timeout ends the wait), every other host the geocoder's `geocode`.
 */
export function fakeNetwork({
  route = ROUTE_REPLIES.ok,
  geocode = REPLIES.found,
}: {
  route?: Reply | "hang";
  geocode?: Reply;
} = {}) {
  const calls: URL[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const reply = url.host === ROUTING_HOST ? route : geocode;
    if (reply === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener("abort", () => reject(signal.reason));
      });
    }
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: { "content-type": reply.contentType ?? "application/json" },
    });
  });
  return {
    calls,
    routingCalls: () => calls.filter((url) => url.host === ROUTING_HOST),
    restore: () => spy.mockRestore(),
  };
}

/** A planned game row straight in D1: tip-off a week from now unless told otherwise. */
export async function createGame(overrides: Partial<typeof games.$inferInsert> & { userId: string; arenaId: string }) {
  const [game] = await db
    .insert(games)
    .values({
      tipoffAt: new Date(Date.now() + 7 * 86_400_000),
      timeZone: "America/Chicago",
      bufferMinutes: 60,
      startLabel: "Home",
      startLatitude: 39.78,
      startLongitude: -89.65,
      driveMinutes: 25,
      driveSource: "routing",
      ...overrides,
    })
    .returning();
  if (!game) throw new Error("createGame inserted nothing");
  return game;
}

/**
 * Makes an account established, as shared venue answers require: older than the waiting period and
 * with a game of its own (at `arenaId`).
 */
export async function establishAccount(userId: string, arenaId: string, days = 31) {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, userId));
  await createGame({ userId, arenaId });
}

/** "YYYY-MM-DD" of the n-th Sunday of a month (0-based month). */
function nthSunday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month, 1));
  const day = 1 + ((7 - first.getUTCDay()) % 7) + (n - 1) * 7;
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The next US clock changes at least two days ahead: spring forward on the second Sunday of
 * March, fall back on the first Sunday of November. Tests plan games on them whatever today is.
 */
export function nextUsClockChanges(now = Date.now()): { spring: string; autumn: string } {
  const ahead = (date: string) => Date.parse(`${date}T00:00:00Z`) > now + 2 * 86_400_000;
  const year = new Date(now).getUTCFullYear();
  const pick = (make: (year: number) => string) => [year, year + 1].map(make).find(ahead) ?? make(year + 1);
  return { spring: pick((y) => nthSunday(y, 2, 2)), autumn: pick((y) => nthSunday(y, 10, 1)) };
}

/** "YYYY-MM-DD" this many days from now (UTC). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The flash message a rendered page shows without JavaScript (its `<noscript>` status line), if any. */
export function flashMessageIn(html: string): string | null {
  return /<noscript><p role="status"[^>]*>([^<]*)<\/p><\/noscript>/.exec(html)?.[1]?.replaceAll("&#x27;", "'") ?? null;
}

// ---- The clock ----

/**
 * Stands `Date.now` still at `at` for the rest of the test. The isolate's module state outlives a
 * file (isolate: false): the public-data version read and the public rows kept under a moved clock
 * would be trusted by later files for as long as the clock was moved ahead. So when the test ends,
 * the real clock is back and the version is learnt anew.
 */
export function standClockAt(at: number) {
  const clock = vi.spyOn(Date, "now").mockReturnValue(at);
  onTestFinished(async () => {
    clock.mockRestore();
    await publicDataChanged(env.PUBLIC_PAGES);
  });
  return clock;
}

// ---- Faults ----

/** Every request's D1 session shares this prototype (the worker runs in the tests' isolate). */
export const D1_SESSION = Object.getPrototypeOf(env.DB.withSession()) as D1DatabaseSession;

/** D1 refuses the statements `matches` picks (lower-cased SQL), as an outage would; the rest run. */
export function failStatements(matches: (sql: string) => boolean) {
  const { prepare } = D1_SESSION;
  return vi.spyOn(D1_SESSION, "prepare").mockImplementation(function (this: D1DatabaseSession, query) {
    if (matches(query.toLowerCase())) throw new Error("D1 is unavailable");
    return prepare.call(this, query);
  });
}

/** Whether a rendered page carries `text` as a string of its data (for its toast): turbo-stream escapes the quotes. */
export function carriesInPageData(html: string, text: string): boolean {
  return html.includes(`\\"${text}\\"`);
}

let schoolIndexSeeded: Promise<void> | undefined;

/**
 * The committed schools index (scripts/seed/schools.json and high-schools.json) in the test
 * database, as `npm run db:seed` puts it in a local one. Upserts that leave unchanged rows alone:
 * files running at the same time may all call it. Once per worker: its files share one database
 * and one module registry (`isolate: false`), no test changes a school, and the 37,051 upserts
 * cost seconds each time.
 */
export function seedSchoolIndex(): Promise<void> {
  schoolIndexSeeded ??= (async () => {
    const statements = schoolUpsertSql(schoolSeed.rows as SchoolSeedRow[], highSchoolSeed.rows as HighSchoolSeedRow[]);
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  })();
  return schoolIndexSeeded;
}
