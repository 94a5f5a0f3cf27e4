import { env } from "cloudflare:workers";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createAuth } from "~/worker/auth/auth.server";
import { readConfig } from "~/worker/env.server";
import { cookiesFrom, db, flashMessageIn, ORIGIN, postForm, request, STRONG_PASSWORD, signIn } from "./fixtures";

// The keys around a session (docs/decisions/183): the toast cookie has a key of its own;
// a "revoked before" entry that cannot be read revokes.

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
