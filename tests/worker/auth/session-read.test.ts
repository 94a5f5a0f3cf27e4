import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "~/worker/auth/auth.server";
import { sessionStanding, signedSessionToken } from "~/worker/auth/session-read.server";
import { sessions, users } from "~/worker/db/schema.server";
import { api, cookiesFrom, db, ORIGIN, postForm, request, STRONG_PASSWORD, signIn } from "../fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The token the worker takes from a Cookie header for the test origin (null unless correctly signed). */
function signedToken(cookie: string) {
  return signedSessionToken({ keys: [env.BETTER_AUTH_SECRET], baseUrl: ORIGIN }, new Headers({ cookie }));
}

/** The session's row in D1, where the worker checks it on every request. */
async function sessionRow(cookie: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.token, tokenOf(cookie)));
  return row;
}

/** The session token a Cookie header carries (the part before the signature). */
function tokenOf(cookie: string): string {
  const name = sessionCookieName(ORIGIN);
  const pair = cookie.split(/;\s*/).find((part) => part.startsWith(`${name}=`)) ?? "";
  const value = decodeURIComponent(pair.slice(name.length + 1));
  return value.slice(0, value.lastIndexOf("."));
}

type Stored = { session: { expiresAt: string; createdAt: string }; user: unknown };

async function storedSession(cookie: string): Promise<Stored> {
  const stored = await env.SESSIONS.get(tokenOf(cookie));
  if (!stored) throw new Error("no session in KV");
  return JSON.parse(stored) as Stored;
}

/** Both copies of the session (D1's row and better-auth's KV mirror) made to expire at `expiresAt`. */
async function setExpiry(cookie: string, expiresAt: Date) {
  const stored = await storedSession(cookie);
  await env.SESSIONS.put(
    tokenOf(cookie),
    JSON.stringify({ ...stored, session: { ...stored.session, expiresAt: expiresAt.toISOString() } }),
  );
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.token, tokenOf(cookie)));
}

/** Signed in, with a favorite-free page that only a signed-in person sees (401 from the API otherwise). */
const me = (cookie: string) => api("/api/me", { cookie });

describe("the session checked in D1 without better-auth (docs/decisions/160, 161)", () => {
  it("a live session gives its user; a missing or forged cookie gives a visitor", async () => {
    const person = await signIn();
    expect(await signedToken(person.cookie)).toBe(tokenOf(person.cookie));
    expect((await me(person.cookie)).status).toBe(200);
    expect(await signedToken("")).toBeNull();
    // Another token under the same signature.
    const token = tokenOf(person.cookie);
    const forged = person.cookie.replace(token, `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`);
    expect(forged).not.toBe(person.cookie);
    expect(await signedToken(forged)).toBeNull();
    expect((await me(forged)).status).toBe(401);
  });

  it("sign-out ends the session on the next request", async () => {
    const person = await signIn();
    expect((await me(person.cookie)).status).toBe(200);
    const signedOut = await postForm("/logout", {}, { cookie: person.cookie });
    expect(signedOut.status).toBe(302);
    expect(await sessionRow(person.cookie)).toBeUndefined();
    expect((await me(person.cookie)).status).toBe(401);
    const page = await request("/games", { headers: { cookie: person.cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toContain("/login");
  });

  it("a session whose D1 row is gone is over, even while better-auth's KV copy remains", async () => {
    const person = await signIn();
    expect((await me(person.cookie)).status).toBe(200);
    await db.delete(sessions).where(eq(sessions.token, tokenOf(person.cookie)));
    expect(await env.SESSIONS.get(tokenOf(person.cookie))).not.toBeNull();
    expect((await me(person.cookie)).status).toBe(401);
    const page = await request("/games", { headers: { cookie: person.cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
  });

  it("a password change ends the person's other sessions on their next request, and keeps this one", async () => {
    const person = await signIn();
    const other = cookiesFrom(await postForm("/login", { email: person.email, password: STRONG_PASSWORD }));
    expect((await me(other)).status).toBe(200);
    const newPassword = "Changed!Passw0rd";
    const changed = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
      { cookie: person.cookie },
    );
    expect(changed.status).toBe(302);
    expect(await sessionRow(other)).toBeUndefined();
    expect((await me(other)).status).toBe(401);
    expect((await request("/games", { headers: { cookie: other }, redirect: "manual" })).status).toBe(302);
    expect((await me(cookiesFrom(changed, person.cookie))).status).toBe(200);
  });

  it("a deleted account's session stops working on its next request", async () => {
    const person = await signIn();
    expect((await me(person.cookie)).status).toBe(200);
    const deleted = await postForm(
      "/profile",
      { intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" },
      { cookie: person.cookie },
    );
    expect(deleted.status).toBe(302);
    expect((await me(person.cookie)).status).toBe(401);
  });

  it("an admin demoted in D1 loses the admin pages and API on the next request", async () => {
    const admin = await signIn({ admin: true });
    expect((await api("/api/admin/summary", { cookie: admin.cookie })).status).toBe(200);
    expect((await request("/admin", { headers: { cookie: admin.cookie } })).status).toBe(200);
    await db.update(users).set({ role: "user" }).where(eq(users.id, admin.id));
    // The session itself is untouched: the role comes from the user row joined to it.
    expect(await sessionRow(admin.cookie)).toBeDefined();
    expect((await api("/api/admin/summary", { cookie: admin.cookie })).status).toBe(403);
    expect((await request("/admin", { headers: { cookie: admin.cookie } })).status).toBe(403);
  });

  it("a session due for its daily refresh goes to better-auth, which extends it", async () => {
    const person = await signIn();
    // Made two days ago: five days left of seven, past the one-day refresh age.
    await setExpiry(person.cookie, new Date(Date.now() + 5 * DAY_MS));
    const before = await sessionRow(person.cookie);
    expect(before && sessionStanding(before.expiresAt)).toBe("refresh-due");
    expect((await me(person.cookie)).status).toBe(200);
    const refreshed = await sessionRow(person.cookie);
    expect(refreshed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(refreshed && sessionStanding(refreshed.expiresAt)).toBe("live");
    expect((await request("/games", { headers: { cookie: person.cookie } })).status).toBe(200);
  });

  it("an expired session is a visitor", async () => {
    const person = await signIn();
    await setExpiry(person.cookie, new Date(Date.now() - 60_000));
    expect((await me(person.cookie)).status).toBe(401);
    const page = await request("/games", { headers: { cookie: person.cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
  });

  it("a session expired in D1 is over even if its KV copy says otherwise", async () => {
    const person = await signIn();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, tokenOf(person.cookie)));
    expect((await me(person.cookie)).status).toBe(401);
  });
});
