import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAPS_APP_COOKIE } from "~/core/arenas/directions";
import { arenas } from "~/worker/db/schema.server";
import {
  PAGE_CACHE_HEADER,
  PAGE_FRESH_SECONDS,
  PERSONAL_CACHE_CONTROL,
  VISITOR_CACHE_CONTROL,
} from "~/worker/http/page-cache";
import { api, createArena, db, json, postForm, request, STRONG_PASSWORD, signIn, standClockAt } from "../fixtures";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  return { response, cache: response.headers.get(PAGE_CACHE_HEADER), html: await response.text() };
}

/** Renames straight in D1, as nothing in the app does: the cached copy cannot know. */
async function renameQuietly(id: string, name: string) {
  await db.update(arenas).set({ name }).where(eq(arenas.id, id));
}

const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

// The first page render transforms the whole app inside workerd: done once, outside the tests' time.
beforeAll(async () => {
  await (await request("/support")).text();
}, 120_000);

describe("a visitor's public pages come from the cache on repeat", () => {
  it("the second visit is the stored copy, with this response's own nonce on every script", async () => {
    const arena = await createArena();
    const first = await visit(`/arenas/${arena.id}`);
    expect(first.cache).toBe("miss");
    expect(first.response.headers.get("cache-control")).toBe(VISITOR_CACHE_CONTROL);

    await renameQuietly(arena.id, "Renamed behind the cache's back");
    const second = await visit(`/arenas/${arena.id}`);
    expect(second.cache).toBe("hit");
    expect(second.html).toContain(arena.name);
    expect(second.html).not.toContain("Renamed behind the cache's back");

    const nonce = cspNonce(second.response);
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(cspNonce(first.response));
    expect(scriptNonces(second.html).length).toBeGreaterThan(0);
    expect(new Set(scriptNonces(second.html))).toEqual(new Set([nonce]));
  });

  it("each maps app has its own copy (the directions links differ)", async () => {
    const arena = await createArena();
    expect((await visit(`/arenas/${arena.id}`)).cache).toBe("miss");
    expect((await visit(`/arenas/${arena.id}`, { "user-agent": IPHONE })).cache).toBe("miss");
    expect((await visit(`/arenas/${arena.id}`, { "user-agent": IPHONE })).cache).toBe("hit");
  });

  it("after a minute the copy is served once more while a fresh one is made", async () => {
    const arena = await createArena();
    await visit(`/arenas/${arena.id}`);
    await renameQuietly(arena.id, `Fresh name ${arena.id.slice(0, 6)}`);
    standClockAt(Date.now() + (PAGE_FRESH_SECONDS + 5) * 1000);
    const stale = await visit(`/arenas/${arena.id}`);
    expect(stale.cache).toBe("stale");
    expect(stale.html).toContain(arena.name);
    await vi.waitFor(async () => {
      const refreshed = await visit(`/arenas/${arena.id}`);
      expect(refreshed.cache).toBe("hit");
      expect(refreshed.html).toContain(`Fresh name ${arena.id.slice(0, 6)}`);
    });
  });
});

describe("nothing personal enters the shared cache", () => {
  it("a signed-in page is never stored, and never served to a visitor", async () => {
    const official = await signIn();
    // A search of this test's own: no other visit can have stored this page already.
    const path = `/arenas?search=${official.id}`;
    const personal = await visit(path, { cookie: official.cookie });
    expect(personal.cache).toBe("bypass");
    expect(personal.response.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    expect(personal.html).toContain(official.email);

    const visitor = await visit(path);
    expect(visitor.cache).toBe("miss");
    expect(visitor.html).not.toContain(official.email);
  });

  it("a request carrying any other cookie (a toast, a bookmark) is rendered for itself", async () => {
    const arena = await createArena();
    await visit(`/arenas/${arena.id}`);
    const withToast = await visit(`/arenas/${arena.id}`, { cookie: "tipoff_toast=abc" });
    expect(withToast.cache).toBe("bypass");
    expect(withToast.response.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    // Beside the shareable maps-app cookie, and as a bare name with no value: still personal.
    for (const cookie of [`${MAPS_APP_COOKIE}=google; tipoff_d1=abc`, `${MAPS_APP_COOKIE}=google; tipoff_session`]) {
      expect((await visit(`/arenas/${arena.id}`, { cookie })).cache).toBe("bypass");
    }
    expect((await visit(`/arenas/${arena.id}`, { cookie: ` ${MAPS_APP_COOKIE}=google;` })).cache).not.toBe("bypass");
  });

  it("private pages and other methods never touch it", async () => {
    const official = await signIn();
    const profile = await request("/profile", { headers: { cookie: official.cookie } });
    expect(profile.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(profile.headers.get("cache-control")).toBe("private, no-store");
    expect((await request("/login")).headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it("a page that is not found is not stored", async () => {
    const missing = `/arenas/${crypto.randomUUID()}`;
    expect((await visit(missing)).response.status).toBe(404);
    expect((await visit(missing)).cache).toBeNull();
  });
});

describe("a write that changes public data makes every cached copy stale at once", () => {
  it("an edit of an approved arena", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    await visit(`/arenas/${arena.id}`);
    const saved = await api(`/api/arenas/${arena.id}`, {
      method: "PATCH",
      body: { updatedAt: arena.updatedAt.toISOString(), name: `Edited ${arena.name}` },
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(saved.status).toBe(200);
    const after = await visit(`/arenas/${arena.id}`);
    expect(after.cache).toBe("miss");
    expect(after.html).toContain(`Edited ${arena.name}`);
  });

  it("an approval: the list a visitor saw now shows the new arena", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena({ approved: false, name: `Newly approved ${crypto.randomUUID().slice(0, 8)}` });
    const path = `/arenas?search=${encodeURIComponent(arena.name)}`;
    expect((await visit(path)).html).not.toContain(`href="/arenas/${arena.id}"`);
    const approved = await api(`/api/admin/arenas/${arena.id}/approve`, {
      method: "POST",
      body: { updatedAt: arena.updatedAt.toISOString() },
      cookie: admin.cookie,
    });
    expect(approved.status).toBe(200);
    expect((await visit(path)).html).toContain(`href="/arenas/${arena.id}"`);
  });

  it("a deletion: the arena's page is gone for visitors at once", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    expect((await visit(`/arenas/${arena.id}`)).response.status).toBe(200);
    const deleted = await api(`/api/admin/arenas/${arena.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    expect((await visit(`/arenas/${arena.id}`)).response.status).toBe(404);
  });

  it("a suggestion applied: the arena's page shows the new details", async () => {
    const [admin, user] = [await signIn({ admin: true }), await signIn()];
    const arena = await createArena({ parking: "Lot A" });
    const parking = `Lot ${crypto.randomUUID().slice(0, 8)} behind the gym`;
    expect((await visit(`/arenas/${arena.id}`)).html).not.toContain(parking);
    const suggested = await api(`/api/arenas/${arena.id}/suggestions`, {
      body: { fields: { parking } },
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(suggested.status).toBe(201);
    const { suggestion } = await json<{ suggestion: { id: string } }>(suggested);
    const applied = await api(`/api/admin/suggestions/${suggestion.id}/approve`, {
      body: { updatedAt: arena.updatedAt.toISOString() },
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(applied.status).toBe(200);
    const after = await visit(`/arenas/${arena.id}`);
    expect(after.cache).toBe("miss");
    expect(after.html).toContain(parking);
  });

  it("a confirmation: the arena's page counts it", async () => {
    const user = await signIn();
    const arena = await createArena();
    expect((await visit(`/arenas/${arena.id}`)).html).not.toContain("Confirmed by");
    const confirmed = await api(`/api/arenas/${arena.id}/confirmations`, {
      method: "POST",
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(confirmed.status).toBe(201);
    const after = await visit(`/arenas/${arena.id}`);
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("Confirmed by 1 official");
  });

  it("a deleted account: its confirmation is no longer counted", async () => {
    const user = await signIn();
    const arena = await createArena();
    const confirmed = await api(`/api/arenas/${arena.id}/confirmations`, {
      method: "POST",
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(confirmed.status).toBe(201);
    expect((await visit(`/arenas/${arena.id}`)).html).toContain("Confirmed by 1 official");
    expect((await visit(`/arenas/${arena.id}`)).cache).toBe("hit");
    const deleted = await postForm(
      "/profile",
      { intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" },
      { cookie: user.cookie },
    );
    expect(deleted.status).toBe(302);
    const after = await visit(`/arenas/${arena.id}`);
    expect(after.cache).toBe("miss");
    expect(after.html).not.toContain("Confirmed by");
  });
});
