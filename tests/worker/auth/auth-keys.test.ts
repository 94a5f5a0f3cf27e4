import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createAuth, sessionCookieName } from "~/worker/auth/auth.server";
import { withCurrentKeySignature } from "~/worker/auth/session-read.server";
import { sessions } from "~/worker/db/schema.server";
import worker from "~/worker/index";
import { readConfig } from "~/worker/platform/env.server";
import { cookiesFrom, db, flashMessageIn, ORIGIN, postForm, request, STRONG_PASSWORD, signIn } from "../fixtures";

// The keys around a session (docs/decisions/183): the toast cookie has a key of its own; a
// "revoked before" entry that cannot be read revokes; BETTER_AUTH_SECRETS rotates without signing
// anyone out.

const HMAC = { name: "HMAC", hash: "SHA-256" } as const;

async function hmacBase64(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), HMAC, false, ["sign"]);
  const signed = await crypto.subtle.sign(HMAC, key, new TextEncoder().encode(value));
  return btoa(String.fromCharCode(...new Uint8Array(signed)));
}

/** The value of one cookie in a Cookie header, URI-decoded. */
function cookieValue(cookie: string, name: string): string {
  const pair = cookie.split(/;\s*/).find((part) => part.startsWith(`${name}=`)) ?? "";
  return decodeURIComponent(pair.slice(name.length + 1));
}

/** The whole Worker under another configuration, as a deployment with those secrets would run. */
async function callWith(config: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("origin")) headers.set("origin", ORIGIN);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", `203.0.113.9-${crypto.randomUUID()}`);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }), config, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const formPost = (fields: Record<string, string>, cookie = ""): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual",
});

const NEW_SECRET = `rotated-secret-${"n".repeat(40)}`;

describe("the toast cookie's key", () => {
  it("is derived from the auth secret: its signature is not one the auth secret makes", async () => {
    const email = `toast-key-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const registered = await postForm("/register", { name: "Toni Toast", email, password: STRONG_PASSWORD });
    const [data, signature] = cookieValue(cookiesFrom(registered), "tipoff_toast").split(".");
    expect(data && signature).toBeTruthy();
    const withAuthSecret = (await hmacBase64(env.BETTER_AUTH_SECRET, data ?? "")).replace(/=+$/, "");
    expect(signature).not.toBe(withAuthSecret);
  });

  it("refuses a toast signed with the auth secret itself", async () => {
    const forged = createCookie("tipoff_toast", { path: "/", secrets: [env.BETTER_AUTH_SECRET] });
    const header = await forged.serialize({ type: "success", message: "Signed with the session secret" });
    const page = await request("/", { headers: { cookie: header.split(";")[0] ?? "" } });
    expect(flashMessageIn(await page.text())).toBeNull();
  });
});

describe('a session\'s "revoked before" entry that KV cannot read', () => {
  it("counts as revoked, not as no revocation", async () => {
    const person = await signIn();
    const headers = new Headers({ cookie: person.cookie });
    const deps = { db, config: readConfig(env), baseUrl: ORIGIN };
    // A KV whose reads of the revocation entries fail, the session's own entry still readable.
    const failingRevocations = new Proxy(env.SESSIONS, {
      get(target, property) {
        if (property !== "get") return Reflect.get(target, property, target);
        return (key: string) =>
          key.startsWith("revoked-sessions-before-") ? Promise.reject(new Error("KV unavailable")) : target.get(key);
      },
    });

    const healthy = await createAuth({ ...deps, sessionsKv: env.SESSIONS }).api.getSession({ headers });
    expect(healthy?.user.id).toBe(person.id);
    const failing = await createAuth({ ...deps, sessionsKv: failingRevocations }).api.getSession({ headers });
    expect(failing).toBeNull();
  });
});

describe("BETTER_AUTH_SECRETS rotated under signed-in people", () => {
  const rotated = { ...env, BETTER_AUTH_SECRETS: `2:${NEW_SECRET},1:${env.BETTER_AUTH_SECRET}` };
  const sessionCookie = sessionCookieName(ORIGIN);

  it("signs new sessions with the new key, and the Worker's session read accepts them", async () => {
    const person = await signIn();
    const response = await callWith(rotated, "/login", formPost({ email: person.email, password: person.password }));
    expect(response.status).toBe(302);
    const cookie = cookiesFrom(response);
    const [token, signature] = cookieValue(cookie, sessionCookie).split(".");
    expect(signature).toBe(await hmacBase64(NEW_SECRET, token ?? ""));
    expect((await callWith(rotated, "/api/me", { headers: { cookie } })).status).toBe(200);
    // A configuration that never had the new key does not know this session.
    expect((await callWith(env, "/api/me", { headers: { cookie } })).status).toBe(401);
  });

  it("keeps a session signed with the old key working, in better-auth's own endpoints too", async () => {
    const person = await signIn();
    expect((await callWith(rotated, "/api/me", { headers: { cookie: person.cookie } })).status).toBe(200);
    const page = await callWith(rotated, "/games", { headers: { cookie: person.cookie }, redirect: "manual" });
    expect(page.status).toBe(200);

    // better-auth itself must find the session to end it: sign-out deletes its row.
    const signedOut = await callWith(rotated, "/logout", formPost({}, person.cookie));
    expect(signedOut.status).toBe(302);
    const token = cookieValue(person.cookie, sessionCookie).split(".")[0] ?? "";
    expect(await db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
    expect((await callWith(rotated, "/api/me", { headers: { cookie: person.cookie } })).status).toBe(401);
  });

  it("hands an older key's cookie on signed with the current key, the request's other cookies kept", async () => {
    const person = await signIn();
    const token = cookieValue(person.cookie, sessionCookie).split(".")[0] ?? "";
    const keys = readConfig(rotated).authSecrets.sessionKeys;
    const headers = new Headers({ cookie: `theme=dark; ${person.cookie}; consent` });
    const rewritten = await withCurrentKeySignature({ keys, baseUrl: ORIGIN }, headers);
    const signed = encodeURIComponent(`${token}.${await hmacBase64(NEW_SECRET, token)}`);
    expect(rewritten?.get("cookie")).toBe(`${sessionCookie}=${signed}; theme=dark; consent`);
    // Signed with the current key already: nothing to change.
    expect(await withCurrentKeySignature({ keys, baseUrl: ORIGIN }, rewritten ?? headers)).toBeNull();
  });

  it("stops accepting the old key once it leaves the list", async () => {
    const person = await signIn();
    const retired = { ...env, BETTER_AUTH_SECRET: NEW_SECRET, BETTER_AUTH_SECRETS: "" };
    expect((await callWith(retired, "/api/me", { headers: { cookie: person.cookie } })).status).toBe(401);
  });

  it("reads the list as better-auth does, and refuses a malformed one before serving", () => {
    const old = env.BETTER_AUTH_SECRET;
    expect(readConfig(rotated).authSecrets).toEqual({
      current: NEW_SECRET,
      versioned: [
        { version: 2, value: NEW_SECRET },
        { version: 1, value: old },
      ],
      legacy: old,
      sessionKeys: [NEW_SECRET, old],
    });
    const configured = (secrets: string) => () => readConfig(Object.assign({}, env, { BETTER_AUTH_SECRETS: secrets }));
    expect(configured(NEW_SECRET)).toThrow('BETTER_AUTH_SECRETS entry 1 must be "<version>:<secret>"');
    expect(configured(`x:${NEW_SECRET}`)).toThrow("BETTER_AUTH_SECRETS entry 1 has no whole-number version");
    expect(configured(`1:${NEW_SECRET}, 1:${old}`)).toThrow("BETTER_AUTH_SECRETS names version 1 twice");
    expect(configured("3:short")).toThrow("BETTER_AUTH_SECRETS version 3 must be at least 32 characters");
  });
});
