import { describe, expect, it } from "vitest";
import { api, arenaForm, createArena, json, postForm, registerUser, request, signIn } from "../fixtures";

describe("security headers", () => {
  it("a page carries a nonce-based CSP whose nonce is on every inline script, and the other headers", async () => {
    const response = await request("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "default-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("permissions-policy")).toContain("geolocation=(self)");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");

    const again = (await request("/")).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("the JSON API is nosniff; private answers and pages are no-store, public ones are not", async () => {
    const { cookie } = await registerUser();
    for (const path of ["/api/me", "/api/favorites", "/profile", "/favorites"]) {
      const response = await request(path, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toContain("no-store");
    }
    const admin = await api("/api/admin/summary", { cookie });
    expect(admin.headers.get("cache-control")).toContain("no-store");
    const publicList = await request("/api/arenas");
    expect(publicList.headers.get("x-content-type-options")).toBe("nosniff");
    expect(publicList.headers.get("cache-control") ?? "").not.toContain("no-store");
  });

  it("over HTTPS the toast cookie is Secure", async () => {
    const response = await postForm("/feedback", { type: "bug", content: "The lot is closed on Sundays." });
    expect(response.headers.getSetCookie().join("\n")).not.toMatch(/Secure/);
    const secure = await request("https://tipoff.example/feedback", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ type: "bug", content: "The lot is closed on Sundays." }),
      headers: {
        origin: "https://tipoff.example",
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": "198.51.100.77",
      },
    });
    const toastCookie = secure.headers.getSetCookie().find((cookie) => cookie.startsWith("tipoff_toast="));
    expect(toastCookie).toMatch(/;\s*Secure/);
  });
});

describe("cross-origin writes and replayed keys", () => {
  it("a state-changing API call from another origin is refused even with a session cookie", async () => {
    const { cookie } = await registerUser();
    const arena = await createArena();
    const foreign = await api(`/api/favorites/${arena.id}`, {
      method: "PUT",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await json(foreign)).toEqual({
      error: { code: "forbidden", message: "Cross-origin requests may not change data" },
    });
    const crossSite = await api(`/api/favorites/${arena.id}`, {
      method: "PUT",
      cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const same = await api(`/api/favorites/${arena.id}`, { method: "PUT", cookie });
    expect(same.status).toBe(200);
  });

  it("reusing an Idempotency-Key with a different body answers 422; the same body replays", async () => {
    const user = await signIn();
    const key = `key-${crypto.randomUUID()}`;
    const body = arenaForm();
    const headers = { "Idempotency-Key": key };
    expect((await api("/api/arenas", { body, ...user, headers })).status).toBe(201);
    expect((await api("/api/arenas", { body, ...user, headers })).status).toBe(200);
    const changed = await api("/api/arenas", { body: { ...body, name: `${body.name} II` }, ...user, headers });
    expect(changed.status).toBe(422);
    expect((await json<{ error: { code: string } }>(changed)).error.code).toBe("idempotency_key_reused");
  });
});
