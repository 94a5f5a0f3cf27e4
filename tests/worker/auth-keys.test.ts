import { env } from "cloudflare:workers";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { cookiesFrom, flashMessageIn, postForm, request, STRONG_PASSWORD } from "./fixtures";

// The keys around a session (docs/decisions/183): the toast cookie has a key of its own.

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
