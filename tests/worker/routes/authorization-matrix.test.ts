import { env, exports } from "cloudflare:workers";
import * as build from "virtual:react-router/server-build";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createReceiverKeys } from "~/scripts/lib/web-push-receiver";
import { api as apiApp } from "~/worker/app";
import { busyFeedToken } from "~/worker/availability/busy-feed.server";
import type { AppBindings } from "~/worker/context/bindings";
import {
  arenaSuggestions,
  availabilityBlocks,
  contactMessages,
  feedback,
  games,
  importSources,
  pushSubscriptions,
} from "~/worker/db/schema.server";
import { rotateCalendarToken } from "~/worker/games/preferences.server";
import { AUTH_ENDPOINTS } from "~/worker/http/endpoint-guard.server";
import { unsubscribeToken } from "~/worker/notifications/email.server";
import { declaredEndpoints, routeAccess } from "~/worker/openapi/endpoint";
import {
  api,
  arenaForm,
  createArena,
  createGame,
  daysFromNow,
  db,
  ORIGIN,
  postForm,
  type SignedIn,
  STRONG_PASSWORD,
  signIn,
  uniqueIp,
} from "../fixtures";

// Who may call what, for each kind of caller, in one table: the API routes whose answer depends on
// whose data it is (a creator's pending arena, a person's game, feed or device), every better-auth
// endpoint and every page loader and action. An API route's access rule alone (public, a session,
// an admin) is its declaration, which endpoint() enforces (endpoint.test.ts), so it has no row here
// unless the data decides too (docs/decisions/224). A page or better-auth endpoint without a row
// fails the tests.

const ROLES = ["visitor", "user", "creator", "other", "admin"] as const;
type Role = (typeof ROLES)[number];
/**
 * The order the roles call in against a row's world: the creator last, so a call of the creator's
 * that succeeds (a deleted game, a dismissed question) never stands in for a refusal of another's.
 * An admin's success elsewhere is on admin routes, which refuse everyone else before reading any row.
 */
const CALL_ORDER: readonly Role[] = ["visitor", "user", "other", "admin", "creator"];

/**
 * The rows one table row calls against, made once per row and used by every role in turn
 * (CALL_ORDER): the creator's pending and approved arenas, another user's pending one.
 */
type World = {
  pending: { id: string; updatedAt: string };
  approved: { id: string; updatedAt: string };
  othersPending: { id: string };
  feedbackId: string;
  contactId: string;
  /** The creator's planned game at the approved arena, and the creator's calendar feed token. */
  gameId: string;
  feedToken: string;
  /** The creator's subscribed calendar feed; its link is refused when fetched, so no network is asked. */
  subscriptionId: string;
  /** A pending suggestion (by the user) to the creator's approved arena. */
  suggestionId: string;
  /** The creator's push device (its endpoint leads nowhere, so no test push is ever sent). */
  deviceId: string;
  /** The token of the creator's unsubscribe link in notification e-mails. */
  unsubscribeToken: string;
  /** The creator's block (three weeks ahead, on the feed's list) and their busy-times calendar's token. */
  blockId: string;
  blockStart: string;
  busyToken: string;
};

/** An expected status, or a status and a text the answer must contain (streamed pages answer 200). */
type Expected = number | readonly [number, string];
type Row = {
  /** "METHOD /api/path/:param" as Hono lists it, or "page <route id> GET|POST". */
  route: string;
  note?: string;
  /** Each role calls with a fresh account of its own for this row (the call ends or changes the session). */
  freshAccounts?: boolean;
  /**
   * Each role calls against rows of its own: the call, where it succeeds, changes what the next role
   * would meet (an edit sends the arena back to review and moves its version).
   */
  worldPerRole?: boolean;
  send: (world: World, as: SignedIn | null) => Promise<Response>;
  expect: Record<Role, Expected>;
};

const all = (expected: Expected): Record<Role, Expected> => ({
  visitor: expected,
  user: expected,
  creator: expected,
  other: expected,
  admin: expected,
});
/** [visitor, user, creator, other, admin] */
const by = (...expected: [Expected, Expected, Expected, Expected, Expected]): Record<Role, Expected> => ({
  visitor: expected[0],
  user: expected[1],
  creator: expected[2],
  other: expected[3],
  admin: expected[4],
});
const signedInOnly = (visitor: Expected, signedIn: Expected) => by(visitor, signedIn, signedIn, signedIn, signedIn);
const adminOnly = (admin: Expected, visitor: Expected = 401, user: Expected = 403) =>
  by(visitor, user, user, user, admin);

const call = (method: string, path: string, body?: unknown) => (_world: World, as: SignedIn | null) =>
  api(path, { method, body, cookie: as?.cookie ?? "", ip: as?.ip ?? uniqueIp() });
const page = (path: string) => (_world: World, as: SignedIn | null) =>
  exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      redirect: "manual",
      headers: { cookie: as?.cookie ?? "", "cf-connecting-ip": as?.ip ?? uniqueIp() },
    }),
  );
const form = (path: string, fields: Record<string, string>) => (_world: World, as: SignedIn | null) =>
  postForm(path, fields, { cookie: as?.cookie ?? "", ip: as?.ip ?? uniqueIp() });
const newAccount = () => ({
  name: "Matrix Official",
  email: `matrix-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password: STRONG_PASSWORD,
});

const API_ROWS: Row[] = [
  {
    route: "GET /api/arenas/:id",
    note: "an approved arena",
    send: (w, as) => call("GET", `/api/arenas/${w.approved.id}`)(w, as),
    expect: all(200),
  },
  {
    route: "GET /api/arenas/:id",
    note: "a pending arena: its creator and admins only; others learn nothing",
    send: (w, as) => call("GET", `/api/arenas/${w.pending.id}`)(w, as),
    expect: by(404, 404, 200, 404, 200),
  },
  {
    route: "PATCH /api/arenas/:id",
    note: "the creator's approved arena",
    worldPerRole: true,
    send: (w, as) =>
      call("PATCH", `/api/arenas/${w.approved.id}`, { updatedAt: w.approved.updatedAt, food: "Diner on 5th" })(w, as),
    expect: by(401, 403, 200, 403, 200),
  },
  {
    route: "PATCH /api/arenas/:id",
    note: "the creator's pending arena: hidden from the others, so 404 as on its page",
    worldPerRole: true,
    send: (w, as) =>
      call("PATCH", `/api/arenas/${w.pending.id}`, { updatedAt: w.pending.updatedAt, food: "Diner on 5th" })(w, as),
    expect: by(401, 404, 200, 404, 200),
  },
  {
    route: "POST /api/arenas/:id/suggestions",
    note: "any signed-in user, on an approved arena",
    send: (w, as) =>
      call("POST", `/api/arenas/${w.approved.id}/suggestions`, { fields: { food: "Tacos on 5th" } })(w, as),
    expect: signedInOnly(401, 201),
  },
  {
    route: "POST /api/arenas/:id/suggestions",
    note: "a pending arena is not open to suggestions, even for its creator",
    send: (w, as) => call("POST", `/api/arenas/${w.pending.id}/suggestions`, { fields: { food: "Tacos" } })(w, as),
    expect: signedInOnly(401, 404),
  },
  {
    route: "POST /api/me/arrival-asks/:gameId/dismiss",
    note: "Not now on the creator's game: its owner only, others learn nothing (admins too)",
    send: (w, as) => call("POST", `/api/me/arrival-asks/${w.gameId}/dismiss`)(w, as),
    expect: by(401, 404, 204, 404, 404),
  },
  {
    route: "GET /api/me/weekday-starts",
    note: "each person's own weekday starts",
    send: call("GET", "/api/me/weekday-starts"),
    expect: signedInOnly(401, 200),
  },
  {
    route: "PUT /api/me/weekday-starts",
    note: "each person sets their own weekday starts",
    send: call("PUT", "/api/me/weekday-starts", {
      starts: [{ weekday: 3, label: "Work", latitude: 41.8853, longitude: -87.6217 }],
    }),
    expect: signedInOnly(401, 200),
  },
  {
    route: "GET /api/contacts",
    note: "each person's own contacts",
    send: call("GET", "/api/contacts"),
    expect: signedInOnly(401, 200),
  },
  {
    route: "PUT /api/contacts",
    note: "each person saves into their own contacts",
    send: call("PUT", "/api/contacts", { name: "Matrix Partner", phone: "317-555-0142" }),
    expect: signedInOnly(401, 200),
  },
  {
    route: "DELETE /api/contacts/:id",
    note: "a contact no one has: not found for everyone signed in",
    send: call("DELETE", "/api/contacts/0f514386-1f12-4e8f-99c8-5b29b46e156f"),
    expect: signedInOnly(401, 404),
  },
  {
    route: "GET /api/games/:id/late",
    note: "running late to the creator's game: its owner only",
    send: (w, as) => call("GET", `/api/games/${w.gameId}/late?minutes=15`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "GET /api/games/:id/reports",
    send: (w, as) => call("GET", `/api/games/${w.gameId}/reports`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "POST /api/games/:id/reports",
    note: "the creator's game has not tipped off: refused in words to its owner, not found to others",
    send: (w, as) => call("POST", `/api/games/${w.gameId}/reports`, { kind: "ejection" })(w, as),
    expect: by(401, 404, 409, 404, 404),
  },
  {
    route: "PATCH /api/games/:id/reports/:reportId",
    note: "a report no one wrote on the creator's game",
    send: (w, as) =>
      call("PATCH", `/api/games/${w.gameId}/reports/0f514386-1f12-4e8f-99c8-5b29b46e156f`, { sent: true })(w, as),
    expect: by(401, 404, 404, 404, 404),
  },
  {
    route: "PUT /api/favorites/:arenaId",
    note: "a pending arena is a favorite for its creator only; to everyone else it does not exist",
    send: (w, as) => call("PUT", `/api/favorites/${w.pending.id}`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "POST /api/feeds/:id/refresh",
    note: "the creator's feed: its owner only (the fetch fails and is stored), others learn nothing",
    send: (w, as) => call("POST", `/api/feeds/${w.subscriptionId}/refresh`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "DELETE /api/feeds/:id",
    send: (w, as) => call("DELETE", `/api/feeds/${w.subscriptionId}`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "DELETE /api/notifications/subscriptions/:id",
    note: "the creator's device: its owner only, others learn nothing (admins too)",
    send: (w, as) => call("DELETE", `/api/notifications/subscriptions/${w.deviceId}`)(w, as),
    expect: by(401, 404, 204, 404, 404),
  },
  {
    route: "GET /api/games/:id",
    note: "the creator's game: its owner only, others learn nothing (admins too)",
    send: (w, as) => call("GET", `/api/games/${w.gameId}`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "PATCH /api/games/:id",
    send: (w, as) => call("PATCH", `/api/games/${w.gameId}`, { bufferMinutes: 30 })(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "POST /api/games/pay/paid",
    note: "the creator's game: only its owner's mark counts, others' ids are passed over (see pay-api)",
    send: (w, as) => call("POST", "/api/games/pay/paid", { gameIds: [w.gameId], paidOn: "2026-01-02" })(w, as),
    expect: signedInOnly(401, 200),
  },
  {
    route: "DELETE /api/games/:id/changes",
    note: "the creator's game has no change to note: 404 to its owner as to anyone",
    send: (w, as) => call("DELETE", `/api/games/${w.gameId}/changes`)(w, as),
    expect: by(401, 404, 404, 404, 404),
  },
  {
    route: "PUT /api/games/:id/confirmed",
    note: "Accepted on the creator's game: its owner only (nothing to accept changes nothing), others learn nothing",
    send: (w, as) => call("PUT", `/api/games/${w.gameId}/confirmed`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "PUT /api/games/:id/miles",
    send: (w, as) => call("PUT", `/api/games/${w.gameId}/miles`, { miles: 5, notDriven: false })(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "PUT /api/games/:id/arena",
    note: "choosing the gym of the creator's game: its owner only, and refused while the game has its arena",
    send: (w, as) => call("PUT", `/api/games/${w.gameId}/arena`, { arenaId: w.approved.id })(w, as),
    expect: by(401, 404, 409, 404, 404),
  },
  {
    route: "DELETE /api/games/:id",
    send: (w, as) => call("DELETE", `/api/games/${w.gameId}`)(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "GET /api/blocks",
    note: "each person's own blocks",
    send: call("GET", "/api/blocks"),
    expect: signedInOnly(401, 200),
  },
  {
    route: "POST /api/blocks",
    note: "each person adds to their own blocks",
    send: call("POST", "/api/blocks", { start: "2031-01-08T18:00:00-05:00", end: "2031-01-08T22:00:00-05:00" }),
    expect: signedInOnly(401, 201),
  },
  {
    route: "DELETE /api/blocks/:id",
    note: "the creator's block: its owner only, others learn nothing (admins too)",
    send: (w, as) => call("DELETE", `/api/blocks/${w.blockId}`)(w, as),
    expect: by(401, 404, 204, 404, 404),
  },
  {
    route: "GET /api/availability",
    note: "each person's own busy times",
    send: call("GET", "/api/availability"),
    expect: signedInOnly(401, 200),
  },
  {
    route: "PUT /api/availability/entered",
    note: "ticking the creator's block on the creator's feed: its owner only",
    send: (w, as) =>
      call("PUT", "/api/availability/entered", { start: w.blockStart, platform: "Matrix feed", entered: true })(w, as),
    expect: by(401, 404, 200, 404, 404),
  },
  {
    route: "GET /api/availability/feed",
    note: "each person's own busy-times link",
    send: call("GET", "/api/availability/feed"),
    expect: signedInOnly(401, 200),
  },
  {
    route: "DELETE /api/availability/feed",
    note: "each person revokes their own link only",
    send: call("DELETE", "/api/availability/feed"),
    expect: signedInOnly(401, 204),
  },
  {
    route: "GET /busy/:file{[^/]+\\.ics}",
    note: "the busy-times calendar: its token is the key, whoever asks",
    send: (w, as) => page(`/busy/${w.busyToken}.ics`)(w, as),
    expect: all(200),
  },
  {
    route: "GET /busy/:file{[^/]+\\.ics}",
    note: "an unknown token",
    send: page("/busy/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics"),
    expect: all(404),
  },
  {
    route: "GET /games/:file{[^/]+\\.ics}",
    note: "one game's calendar file: its owner only; a visitor signs in first",
    send: (w, as) => page(`/games/${w.gameId}.ics`)(w, as),
    expect: by([302, "/login"], 404, 200, 404, 404),
  },
  {
    route: "GET /calendar/:file{[^/]+\\.ics}",
    note: "the feed: its token is the key, whoever asks",
    send: (w, as) => page(`/calendar/${w.feedToken}.ics`)(w, as),
    expect: all(200),
  },
  {
    route: "GET /calendar/:file{[^/]+\\.ics}",
    note: "an unknown token",
    send: page("/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics"),
    expect: all(404),
  },
];

/** better-auth's endpoints the app uses (the rest answer 404: the last row). */
const AUTH_ROWS: Row[] = [
  {
    route: "POST /sign-up/email",
    send: (w, as) => call("POST", "/api/auth/sign-up/email", newAccount())(w, as),
    expect: all(200),
  },
  {
    route: "POST /sign-in/email",
    note: "wrong password",
    send: call("POST", "/api/auth/sign-in/email", {
      email: `nobody-${crypto.randomUUID()}@example.com`,
      password: "Wr0ng!Password",
    }),
    expect: all(401),
  },
  { route: "POST /sign-out", freshAccounts: true, send: call("POST", "/api/auth/sign-out", {}), expect: all(200) },
  { route: "GET /get-session", send: call("GET", "/api/auth/get-session"), expect: all(200) },
  {
    route: "GET /verify-email",
    note: "a forged token",
    send: call("GET", "/api/auth/verify-email?token=forged"),
    expect: all(401),
  },
  {
    route: "POST /send-verification-email",
    note: "for one's own address",
    send: (w, as) =>
      call("POST", "/api/auth/send-verification-email", { email: as?.email ?? newAccount().email })(w, as),
    expect: all(200),
  },
  {
    route: "POST /update-user",
    freshAccounts: true,
    send: call("POST", "/api/auth/update-user", { name: "Renamed Official" }),
    expect: signedInOnly(401, 200),
  },
  {
    route: "POST /change-password",
    freshAccounts: true,
    send: call("POST", "/api/auth/change-password", {
      currentPassword: STRONG_PASSWORD,
      newPassword: "N3w!Passw0rd-2026",
    }),
    expect: signedInOnly(401, 200),
  },
  {
    route: "POST /delete-user",
    freshAccounts: true,
    send: call("POST", "/api/auth/delete-user", { password: STRONG_PASSWORD }),
    expect: signedInOnly(401, 200),
  },
  {
    route: "POST /request-password-reset",
    note: "not used by Tipoff: closed",
    send: call("POST", "/api/auth/request-password-reset", { email: `nobody-${crypto.randomUUID()}@example.com` }),
    expect: all(404),
  },
];

const LOGIN = [302, "/login"] as const;
const PAGE_ROWS: Row[] = [
  { route: "page root GET", note: "the layout, on the home page", send: page("/"), expect: all(200) },
  { route: "page routes/home GET", send: page("/"), expect: all(200) },
  { route: "page routes/map GET", send: page("/map"), expect: all(200) },
  { route: "page routes/arenas GET", send: page("/arenas"), expect: all(200) },
  {
    route: "page routes/arena-detail GET",
    note: "an approved arena",
    send: (w, as) => page(`/arenas/${w.approved.id}`)(w, as),
    expect: all(200),
  },
  {
    route: "page routes/arena-detail GET",
    note: "a pending arena",
    send: (w, as) => page(`/arenas/${w.pending.id}`)(w, as),
    expect: by(404, 404, 200, 404, 200),
  },
  {
    route: "page routes/arena-detail POST",
    note: "Still accurate? on an approved arena",
    send: (w, as) => form(`/arenas/${w.approved.id}`, { intent: "confirm" })(w, as),
    expect: signedInOnly(LOGIN, [302, "/arenas/"]),
  },
  {
    route: "page routes/arena-suggest GET",
    send: (w, as) => page(`/arenas/${w.approved.id}/suggest`)(w, as),
    expect: signedInOnly(LOGIN, [200, "Send suggestion"]),
  },
  {
    route: "page routes/arena-suggest GET",
    note: "a pending arena",
    send: (w, as) => page(`/arenas/${w.pending.id}/suggest`)(w, as),
    expect: signedInOnly(LOGIN, 404),
  },
  {
    route: "page routes/arena-suggest POST",
    send: (w, as) => form(`/arenas/${w.approved.id}/suggest`, { ...arenaForm(), note: "Matrix" })(w, as),
    expect: signedInOnly(LOGIN, [302, "/arenas/"]),
  },
  {
    route: "page routes/arena-edit GET",
    note: "the page streams, so a refusal is a 200 that says so",
    send: (w, as) => page(`/arenas/${w.approved.id}/edit`)(w, as),
    expect: by(
      LOGIN,
      [200, "permission to edit"],
      [200, "Save Changes"],
      [200, "permission to edit"],
      [200, "Save Changes"],
    ),
  },
  {
    route: "page routes/arena-edit GET",
    note: "a pending arena: others are told it does not exist",
    send: (w, as) => page(`/arenas/${w.pending.id}/edit`)(w, as),
    expect: by(
      LOGIN,
      [200, "could not be found"],
      [200, "Save Changes"],
      [200, "could not be found"],
      [200, "Save Changes"],
    ),
  },
  {
    route: "page routes/arena-edit POST",
    worldPerRole: true,
    send: (w, as) => form(`/arenas/${w.approved.id}/edit`, { ...arenaForm(), updatedAt: w.approved.updatedAt })(w, as),
    expect: by(LOGIN, 403, [302, `/arenas/`], 403, [302, "/arenas/"]),
  },
  { route: "page routes/login GET", send: page("/login"), expect: signedInOnly(200, [302, "/"]) },
  {
    route: "page routes/login POST",
    note: "wrong password",
    send: form("/login", { email: `nobody-${crypto.randomUUID()}@example.com`, password: "Wr0ng!Password" }),
    expect: signedInOnly(401, [302, "/"]),
  },
  { route: "page routes/register GET", send: page("/register"), expect: signedInOnly(200, [302, "/"]) },
  {
    route: "page routes/register POST",
    note: "a signed-in person is sent home, no second account",
    send: (w, as) => form("/register", newAccount())(w, as),
    expect: all([302, "/"]),
  },
  { route: "page routes/logout GET", send: page("/logout"), expect: all([302, "/"]) },
  { route: "page routes/logout POST", freshAccounts: true, send: form("/logout", {}), expect: all([302, "/"]) },
  { route: "page routes/submit GET", send: page("/submit"), expect: signedInOnly(LOGIN, 200) },
  {
    route: "page routes/submit POST",
    send: form("/submit", { ...arenaForm(), submissionKey: crypto.randomUUID(), confirmNotDuplicate: "yes" }),
    expect: signedInOnly(LOGIN, [302, "/arenas/"]),
  },
  { route: "page routes/feedback GET", send: page("/feedback"), expect: all(200) },
  {
    route: "page routes/feedback POST",
    send: form("/feedback", { type: "bug", content: "The map pin is off by a block." }),
    expect: all([302, "/feedback"]),
  },
  { route: "page routes/contact GET", send: page("/contact"), expect: all(200) },
  {
    route: "page routes/contact POST",
    send: form("/contact", {
      name: "Pat Official",
      email: "pat@example.com",
      subject: "Parking",
      message: "Where do officials park at night games?",
    }),
    expect: all(302),
  },
  { route: "page routes/support GET", send: page("/support"), expect: all(200) },
  { route: "page routes/favorites GET", send: page("/favorites"), expect: signedInOnly(LOGIN, 200) },
  {
    route: "page routes/availability GET",
    send: page("/availability"),
    expect: signedInOnly(LOGIN, [200, "Availability"]),
  },
  {
    route: "page routes/availability POST",
    note: "removing a block no one has",
    send: form("/availability", { intent: "block-remove", id: "0f514386-1f12-4e8f-99c8-5b29b46e156f" }),
    expect: signedInOnly(LOGIN, 404),
  },
  {
    route: "page routes/availability POST",
    note: "ticking the creator's block: its owner only",
    send: (w, as) =>
      form("/availability", { intent: "entered", start: w.blockStart, platform: "Matrix feed", entered: "true" })(
        w,
        as,
      ),
    expect: by(LOGIN, 404, [302, "/availability"], 404, 404),
  },
  { route: "page routes/contacts GET", send: page("/contacts"), expect: signedInOnly(LOGIN, [200, "Contacts"]) },
  {
    route: "page routes/contacts POST",
    note: "removing a contact no one has",
    send: form("/contacts", { intent: "delete", id: "0f514386-1f12-4e8f-99c8-5b29b46e156f" }),
    expect: signedInOnly(LOGIN, 404),
  },
  {
    route: "page routes/game-late GET",
    note: "running late to the creator's game: its owner only",
    send: (w, as) => page(`/games/${w.gameId}/late?minutes=15`)(w, as),
    expect: by(LOGIN, 404, [200, "Running about 15 min late"], 404, 404),
  },
  {
    route: "page routes/game-report GET",
    send: (w, as) => page(`/games/${w.gameId}/report`)(w, as),
    expect: by(LOGIN, 404, [200, "once the game has tipped off"], 404, 404),
  },
  {
    route: "page routes/game-report POST",
    note: "the creator's game has not tipped off: refused in words to its owner",
    send: (w, as) => form(`/games/${w.gameId}/report`, { kind: "ejection" })(w, as),
    expect: by(LOGIN, 404, [409, "once the game has tipped off"], 404, 404),
  },
  {
    route: "page routes/favorites POST",
    send: (w, as) => form("/favorites", { arenaId: w.approved.id, favorite: "true" })(w, as),
    expect: signedInOnly(LOGIN, [302, "/favorites"]),
  },
  { route: "page routes/profile GET", send: page("/profile"), expect: signedInOnly(LOGIN, 200) },
  { route: "page routes/games GET", send: page("/games"), expect: signedInOnly(LOGIN, 200) },
  { route: "page routes/games-import GET", send: page("/games/import"), expect: signedInOnly(LOGIN, 200) },
  {
    route: "page routes/games-import POST",
    note: "answering a venue with the creator's pending arena: the creator only, others learn nothing",
    send: (w, as) =>
      form("/games/import", { intent: "answer", venue: `Matrix Venue ${crypto.randomUUID()}`, arenaId: w.pending.id })(
        w,
        as,
      ),
    expect: by(LOGIN, 404, [302, "/games/import"], 404, 404),
  },
  {
    route: "page routes/games-import POST",
    note: "undoing an answer the caller never gave",
    send: form("/games/import", { intent: "undo", venue: `Matrix Venue ${crypto.randomUUID()}` }),
    expect: signedInOnly(LOGIN, 404),
  },
  {
    route: "page routes/games-import-add GET",
    note: "a venue id nobody has waiting: learned nothing",
    send: page("/games/import/add/0123456789abcdef"),
    expect: signedInOnly(LOGIN, 404),
  },
  {
    route: "page routes/games-import-add POST",
    send: form("/games/import/add/0123456789abcdef", {
      name: "Matrix Gym",
      school: "Matrix High School",
      city: "Columbus",
      state: "OH",
    }),
    expect: signedInOnly(LOGIN, 404),
  },
  {
    route: "page routes/games POST",
    note: "Got it on the creator's game, which has no change: the owner is told, the rest sent back alike",
    send: (w, as) => form("/games", { intent: "got-it", id: w.gameId })(w, as),
    expect: signedInOnly(LOGIN, [302, "/games"]),
  },
  {
    route: "page routes/games POST",
    note: "Accepted on the creator's game: the owner is sent to its card, the rest back to the list alike",
    send: (w, as) => form("/games", { intent: "accepted", id: w.gameId })(w, as),
    expect: signedInOnly(LOGIN, [302, "/games"]),
  },
  {
    route: "page routes/games POST",
    note: "deleting the creator's game: everyone is sent back (only the owner's delete counts, see games-pages)",
    send: (w, as) => form("/games", { intent: "delete", id: w.gameId })(w, as),
    expect: signedInOnly(LOGIN, [302, "/games"]),
  },
  { route: "page routes/games-mileage GET", send: page("/games/mileage"), expect: signedInOnly(LOGIN, 200) },
  {
    route: "page routes/games-mileage-csv GET",
    send: page("/games/mileage.csv"),
    expect: signedInOnly(LOGIN, 200),
  },
  { route: "page routes/games-pay GET", send: page("/games/pay"), expect: signedInOnly(LOGIN, 200) },
  { route: "page routes/games-pay-csv GET", send: page("/games/pay.csv"), expect: signedInOnly(LOGIN, 200) },
  {
    route: "page routes/games-pay POST",
    note: "marking the creator's game paid: everyone is sent back, only the owner's mark counts (see pay-pages)",
    send: (w, as) => form("/games/pay", { intent: "mark-paid", gameId: w.gameId, paidOn: "2026-01-02" })(w, as),
    expect: signedInOnly(LOGIN, [302, `/games/pay?year=${new Date().getUTCFullYear()}`]),
  },
  {
    route: "page routes/game-plan GET",
    note: "an approved arena",
    send: (w, as) => page(`/arenas/${w.approved.id}/plan`)(w, as),
    expect: signedInOnly(LOGIN, 200),
  },
  {
    route: "page routes/game-plan GET",
    note: "a pending arena: only those who may see it",
    send: (w, as) => page(`/arenas/${w.pending.id}/plan`)(w, as),
    expect: by(LOGIN, 404, 200, 404, 200),
  },
  {
    route: "page routes/game-plan POST",
    send: (w, as) =>
      form(`/arenas/${w.approved.id}/plan`, {
        date: daysFromNow(10),
        time: "19:00",
        bufferMinutes: "60",
        start: "usual",
      })(w, as),
    expect: signedInOnly(LOGIN, [302, "/games"]),
  },
  {
    route: "page routes/game-edit GET",
    note: "the creator's game: its owner only",
    send: (w, as) => page(`/games/${w.gameId}/edit`)(w, as),
    expect: by(LOGIN, 404, 200, 404, 404),
  },
  {
    route: "page routes/game-edit POST",
    send: (w, as) =>
      form(`/games/${w.gameId}/edit`, { date: daysFromNow(11), time: "18:30", bufferMinutes: "45", start: "keep" })(
        w,
        as,
      ),
    expect: by(LOGIN, 404, [302, "/games"], 404, 404),
  },
  {
    route: "page routes/game-arena GET",
    note: "choosing the gym of the creator's game: its owner only; a game with its arena goes to its edit page",
    send: (w, as) => page(`/games/${w.gameId}/arena`)(w, as),
    expect: by(LOGIN, 404, [302, "/edit"], 404, 404),
  },
  {
    route: "page routes/game-arena POST",
    note: "the creator's game has its arena: the page after the refused post is its edit page",
    send: (w, as) => form(`/games/${w.gameId}/arena`, { arenaId: w.approved.id })(w, as),
    expect: by(LOGIN, 404, [302, "/edit"], 404, 404),
  },
  {
    route: "page routes/game-arrival GET",
    note: "the one-screen arrival form of the creator's game: its owner only",
    send: (w, as) => page(`/games/${w.gameId}/arrival`)(w, as),
    expect: by(LOGIN, 404, [200, "Officials&#x27; entrance"], 404, 404),
  },
  {
    route: "page routes/game-arrival POST",
    note: "Not now from the form: its owner only",
    send: (w, as) => form(`/games/${w.gameId}/arrival`, { intent: "dismiss" })(w, as),
    expect: by(LOGIN, 404, [302, "/games"], 404, 404),
  },
  {
    route: "page routes/games POST",
    note: "Not now on My Games for the creator's game: everyone is sent back, only the owner's counts",
    send: (w, as) => form("/games", { intent: "dismiss-arrival-ask", gameId: w.gameId })(w, as),
    expect: signedInOnly(LOGIN, [302, "/games"]),
  },
  {
    route: "page routes/game-edit POST",
    note: "the game's own miles: its owner only",
    send: (w, as) => form(`/games/${w.gameId}/edit`, { intent: "game-miles", miles: "12.5" })(w, as),
    expect: by(LOGIN, 404, [302, "/games/mileage"], 404, 404),
  },
  {
    route: "page routes/game-edit POST",
    note: "the game's own pay: its owner only",
    send: (w, as) => form(`/games/${w.gameId}/edit`, { intent: "game-pay", fee: "65", payer: "GHSA" })(w, as),
    expect: by(LOGIN, 404, [302, "/games/pay"], 404, 404),
  },
  {
    route: "page routes/profile POST",
    freshAccounts: true,
    send: form("/profile", { intent: "update-name", name: "Renamed Official" }),
    expect: signedInOnly(LOGIN, [302, "/profile"]),
  },
  {
    route: "page routes/maps-app GET",
    note: "nothing to show: home",
    send: page("/maps-app"),
    expect: all([302, "/"]),
  },
  {
    route: "page routes/maps-app POST",
    note: "anyone may choose: a cookie for visitors, the profile for users",
    send: form("/maps-app", { mapsApp: "osm", redirectTo: "/map" }),
    expect: all([302, "/map"]),
  },
  {
    route: "page routes/notifications-unsubscribe GET",
    note: "the e-mail's link: the token is the key, no session needed",
    send: (w, as) => page(`/notifications/unsubscribe?token=${encodeURIComponent(w.unsubscribeToken)}`)(w, as),
    expect: all(200),
  },
  {
    route: "page routes/notifications-unsubscribe POST",
    note: "stops the token owner's e-mails, whoever sends it (a mail app's one-click)",
    send: (w, as) =>
      form(`/notifications/unsubscribe?token=${encodeURIComponent(w.unsubscribeToken)}`, {
        "List-Unsubscribe": "One-Click",
      })(w, as),
    expect: all(200),
  },
  { route: "page routes/admin GET", send: page("/admin"), expect: adminOnly(200, LOGIN, 403) },
  { route: "page routes/admin-feedback GET", send: page("/admin/feedback"), expect: adminOnly(200, LOGIN, 403) },
  {
    route: "page routes/admin-feedback POST",
    send: (w, as) => form("/admin/feedback", { intent: "status", id: w.feedbackId, status: "completed" })(w, as),
    expect: adminOnly(200, LOGIN, 403),
  },
  {
    route: "page routes/admin-venue-aliases GET",
    send: page("/admin/venue-aliases"),
    expect: adminOnly(200, LOGIN, 403),
  },
  {
    route: "page routes/admin-venue-aliases POST",
    note: "an alias that is not shared is not there to undo",
    send: form("/admin/venue-aliases", { intent: "undo", id: crypto.randomUUID() }),
    expect: adminOnly(404, LOGIN, 403),
  },
  { route: "page routes/admin-contact GET", send: page("/admin/contact"), expect: adminOnly(200, LOGIN, 403) },
  {
    route: "page routes/admin-contact POST",
    send: (w, as) => form("/admin/contact", { intent: "status", id: w.contactId, status: "read" })(w, as),
    expect: adminOnly(200, LOGIN, 403),
  },
  {
    route: "page routes/admin-pending-arenas GET",
    send: page("/admin/pending-arenas"),
    expect: adminOnly(200, LOGIN, 403),
  },
  {
    route: "page routes/admin-pending-arenas POST",
    send: (w, as) =>
      form("/admin/pending-arenas", { intent: "approve", id: w.pending.id, updatedAt: w.pending.updatedAt })(w, as),
    expect: adminOnly(200, LOGIN, 403),
  },
  { route: "page routes/admin-suggestions GET", send: page("/admin/suggestions"), expect: adminOnly(200, LOGIN, 403) },
  {
    route: "page routes/admin-suggestions POST",
    send: (w, as) => form("/admin/suggestions", { intent: "reject", id: w.suggestionId })(w, as),
    expect: adminOnly(200, LOGIN, 403),
  },
  { route: "page routes/terms GET", send: page("/terms"), expect: all(200) },
  { route: "page routes/privacy GET", send: page("/privacy"), expect: all(200) },
  { route: "page routes/offline GET", send: page("/offline"), expect: all(200) },
  { route: "page routes/not-found GET", send: page("/no-such-page"), expect: all(404) },
];

let shared: Record<Exclude<Role, "visitor">, SignedIn>;

async function accounts(): Promise<Record<Exclude<Role, "visitor">, SignedIn>> {
  const [user, creator, other, admin] = await Promise.all([signIn(), signIn(), signIn(), signIn({ admin: true })]);
  return { user, creator, other, admin } as Record<Exclude<Role, "visitor">, SignedIn>;
}

async function makeWorld(people: Record<Exclude<Role, "visitor">, SignedIn>): Promise<World> {
  const [pending, approved, othersPending] = await Promise.all([
    createArena({ approved: false, createdBy: people.creator.id }),
    createArena({ approved: true, createdBy: people.creator.id }),
    createArena({ approved: false, createdBy: people.other.id }),
  ]);
  const [entry] = await db.insert(feedback).values({ type: "bug", content: "Matrix feedback" }).returning();
  const [message] = await db
    .insert(contactMessages)
    .values({ name: "Matrix", email: "matrix@example.com", subject: "Hi", message: "Matrix message" })
    .returning();
  if (!entry || !message) throw new Error("world rows were not inserted");
  // One game per world: the creator's older ones go, or the shared account would reach its limit.
  await db.delete(games).where(eq(games.userId, people.creator.id));
  const game = await createGame({ userId: people.creator.id, arenaId: approved.id });
  const feedToken = await rotateCalendarToken({ db }, people.creator.id);
  // One feed per world too: the shared account may hold 10.
  await db.delete(importSources).where(eq(importSources.userId, people.creator.id));
  const [subscription] = await db
    .insert(importSources)
    .values({
      userId: people.creator.id,
      kind: "feed",
      key: `http://127.0.0.1/matrix/${crypto.randomUUID()}.ics`,
      label: "Matrix feed",
    })
    .returning({ id: importSources.id });
  const [suggestion] = await db
    .insert(arenaSuggestions)
    .values({
      arenaId: approved.id,
      userId: people.user.id,
      fields: { food: "Matrix tacos" },
      base: { food: null },
      baseUpdatedAt: approved.updatedAt,
    })
    .returning({ id: arenaSuggestions.id });
  // One device per world, like the feed: the shared account may hold 10.
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, people.creator.id));
  const receiver = await createReceiverKeys();
  const [device] = await db
    .insert(pushSubscriptions)
    .values({
      userId: people.creator.id,
      endpoint: `https://matrix.invalid/push/${crypto.randomUUID()}`,
      p256dh: receiver.p256dh,
      auth: receiver.auth,
    })
    .returning({ id: pushSubscriptions.id });
  if (!suggestion || !subscription || !device) throw new Error("suggestion, feed or device was not inserted");
  // One block per world, like the game: the shared account may keep 500.
  await db.delete(availabilityBlocks).where(eq(availabilityBlocks.userId, people.creator.id));
  const blockStart = new Date(Date.now() + 21 * 86_400_000);
  const [block] = await db
    .insert(availabilityBlocks)
    .values({ userId: people.creator.id, startAt: blockStart, endAt: new Date(blockStart.getTime() + 3_600_000) })
    .returning({ id: availabilityBlocks.id });
  const busyToken = await busyFeedToken({ db }, people.creator.id, { create: true });
  if (!block || !busyToken) throw new Error("block or busy-times link was not made");
  const version = (arena: { id: string; updatedAt: Date }) => ({
    id: arena.id,
    updatedAt: arena.updatedAt.toISOString(),
  });
  return {
    pending: version(pending),
    approved: version(approved),
    othersPending,
    feedbackId: entry.id,
    contactId: message.id,
    gameId: game.id,
    feedToken,
    subscriptionId: subscription.id,
    suggestionId: suggestion.id,
    deviceId: device.id,
    unsubscribeToken: await unsubscribeToken(env.BETTER_AUTH_SECRET, people.creator.id),
    blockId: block.id,
    blockStart: blockStart.toISOString(),
    busyToken,
  };
}

async function outcome(response: Response, expected: Expected): Promise<string> {
  const [status, text] = typeof expected === "number" ? [expected, undefined] : expected;
  if (response.status !== status) return `${response.status}`;
  if (text === undefined) return `${status}`;
  const where =
    response.status >= 300 && response.status < 400 ? (response.headers.get("location") ?? "") : await response.text();
  return where.includes(text) ? `${status}` : `${status} without ${JSON.stringify(text)}`;
}

const label = (row: Row) => (row.note ? `${row.route} (${row.note})` : row.route);

describe("authorization matrix", () => {
  beforeAll(async () => {
    shared = await accounts();
  });

  it.each(
    [...API_ROWS, ...AUTH_ROWS.map((row) => ({ ...row, route: `auth ${row.route}` })), ...PAGE_ROWS].map(
      (row) => [label(row), row] as const,
    ),
  )("%s", async (_label, row) => {
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    // One world per row, which every role calls against in turn.
    const rowWorld = row.worldPerRole ? null : await makeWorld(shared);
    for (const role of CALL_ORDER) {
      const world = rowWorld ?? (await makeWorld(shared));
      // A fresh account only for the role making the call (the call ends or changes the session);
      // the world's rows stay those of the shared accounts.
      const caller =
        role === "visitor" ? null : row.freshAccounts ? await signIn({ admin: role === "admin" }) : shared[role];
      const response = await row.send(world, caller);
      const expected = row.expect[role];
      got[role] = await outcome(response, expected);
      want[role] = `${typeof expected === "number" ? expected : expected[0]}`;
      if (response.status >= 500) throw new Error(`${label(row)} as ${role}: ${response.status}`);
    }
    expect(got).toEqual(want);
  });

  it("has rows only for declared API routes", () => {
    const declared = new Set<string>(declaredEndpoints(apiApp).map((doc) => doc.route));
    const apiRoute = (route: string) => route.split(" ")[1]?.startsWith("/api/");
    expect(API_ROWS.map((row) => row.route).filter((route) => apiRoute(route) && !declared.has(route))).toEqual([]);
  });

  it("has a row for every better-auth endpoint the app opens", () => {
    const rows = new Set(AUTH_ROWS.map((row) => row.route));
    expect(AUTH_ENDPOINTS.filter((endpoint) => !rows.has(endpoint))).toEqual([]);
  });

  it("has a row for every page and every loader and action", () => {
    const handlers = Object.values(build.routes).flatMap((route) => {
      if (!route) return [];
      const rendersOnGet = route.module.loader || route.path !== undefined || route.index;
      // A page is a folder (routes/games/route.tsx): its rows name the folder, "routes/games".
      const id = route.id.replace(/\/route$/, "");
      return [...(rendersOnGet ? [`page ${id} GET`] : []), ...(route.module.action ? [`page ${id} POST`] : [])];
    });
    const rows = new Set(PAGE_ROWS.map((row) => row.route));
    expect(handlers.filter((handler) => !rows.has(handler))).toEqual([]);
    expect([...rows].filter((route) => !handlers.includes(route))).toEqual([]);
  });
});

// endpoint() enforces a route's declared access (endpoint.test.ts): every API route the app serves,
// middleware from `.use()` and `.all()` included, has a declaration, so none answers without the
// access rule its declaration states.
// A route's handlers follow its declaration as entries of their own: one declared entry covers them.
const undeclared = <E extends AppBindings>(app: Hono<E>) => {
  const served = routeAccess(app).filter(
    ({ route }) => /^[A-Z]+ (\/api\/|\/?\*$)/.test(route) && !/^(GET|POST) \/api\/auth\/\*$/.test(route),
  );
  const declared = new Set(served.filter(({ access }) => access !== null).map(({ route }) => route));
  return [...new Set(served.map(({ route }) => route))].filter((route) => !declared.has(route));
};

describe("the API routes' access rules", () => {
  it("are declared on every Hono API route, .use() and .all() included", () => {
    expect(undeclared(apiApp)).toEqual([]);
  });

  it("find a .use() or .all() route without a declaration", () => {
    const app = new Hono<AppBindings>()
      .use("/api/things/*", async (_c, next) => next())
      .all("/api/things/:id", (c) => c.text("served"))
      .get("/api/things", (c) => c.text("served"));
    expect(undeclared(app)).toEqual(["ALL /api/things/*", "ALL /api/things/:id", "GET /api/things"]);
  });
});
