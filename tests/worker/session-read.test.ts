import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "~/worker/auth/auth.server";
import { readSession } from "~/worker/auth/session-read.server";
import { users } from "~/worker/db/schema.server";
import { api, cookiesFrom, db, ORIGIN, postForm, request, STRONG_PASSWORD, signIn } from "./fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

/** readSession as the worker calls it, for the test origin. */
function read(cookie: string) {
  return readSession(
    { sessionsKv: env.SESSIONS, secret: env.BETTER_AUTH_SECRET, baseUrl: ORIGIN },
    new Headers({ cookie }),
  );
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

/** Signed in, with a favorite-free page that only a signed-in person sees (401 from the API otherwise). */
const me = (cookie: string) => api("/api/me", { cookie });

describe("reading the session without better-auth (docs/decisions/160)", () => {
  it("a live session gives its user; a missing or forged cookie gives a visitor", async () => {
    const person = await signIn();
    expect(await read(person.cookie)).toEqual({ kind: "valid", userId: person.id });
    expect(await read("")).toEqual({ kind: "none" });
    // Another token under the same signature.
    const token = tokenOf(person.cookie);
    const forged = person.cookie.replace(token, `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`);
    expect(forged).not.toBe(person.cookie);
    expect(await read(forged)).toEqual({ kind: "none" });
    expect((await me(forged)).status).toBe(401);
  });

  it("sign-out ends the session on the next request", async () => {
    const person = await signIn();
    expect((await me(person.cookie)).status).toBe(200);
    const signedOut = await postForm("/logout", {}, { cookie: person.cookie });
    expect(signedOut.status).toBe(302);
    expect(await read(person.cookie)).toEqual({ kind: "ask-better-auth" });
    expect((await me(person.cookie)).status).toBe(401);
    const page = await request("/games", { headers: { cookie: person.cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toContain("/login");
  });

  it("a password change ends the person's other sessions on their next request, and keeps this one", async () => {
    const person = await signIn();
    const other = cookiesFrom(await postForm("/login", { email: person.email, password: STRONG_PASSWORD }));
    expect(await read(other)).toEqual({ kind: "valid", userId: person.id });
    const newPassword = "Changed!Passw0rd";
    const changed = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
      { cookie: person.cookie },
    );
    expect(changed.status).toBe(302);
    expect((await me(other)).status).toBe(401);
    expect(await read(other)).not.toEqual({ kind: "valid", userId: person.id });
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
    // The session itself is untouched and still read from KV: the role comes from D1.
    expect(await read(admin.cookie)).toEqual({ kind: "valid", userId: admin.id });
    expect((await api("/api/admin/summary", { cookie: admin.cookie })).status).toBe(403);
    expect((await request("/admin", { headers: { cookie: admin.cookie } })).status).toBe(403);
  });

  it("a session due for its daily refresh goes to better-auth, which extends it", async () => {
    const person = await signIn();
    const stored = await storedSession(person.cookie);
    // Made two days ago: five days left of seven, past the one-day refresh age.
    const expiresAt = new Date(Date.now() + 5 * DAY_MS).toISOString();
    await env.SESSIONS.put(
      tokenOf(person.cookie),
      JSON.stringify({ ...stored, session: { ...stored.session, expiresAt } }),
    );
    expect(await read(person.cookie)).toEqual({ kind: "ask-better-auth" });
    expect((await me(person.cookie)).status).toBe(200);
    const refreshed = await storedSession(person.cookie);
    expect(new Date(refreshed.session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(await read(person.cookie)).toEqual({ kind: "valid", userId: person.id });
  });

  it("an expired session is a visitor", async () => {
    const person = await signIn();
    const stored = await storedSession(person.cookie);
    const expiresAt = new Date(Date.now() - 60_000).toISOString();
    await env.SESSIONS.put(
      tokenOf(person.cookie),
      JSON.stringify({ ...stored, session: { ...stored.session, expiresAt } }),
    );
    expect(await read(person.cookie)).toEqual({ kind: "ask-better-auth" });
    expect((await me(person.cookie)).status).toBe(401);
  });
});
