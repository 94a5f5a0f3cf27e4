import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "~/worker/db/client.server";
import { PUBLIC_WRITE_COOKIE } from "~/worker/public-data/version.server";
import { api, createArena, json, postForm, request, signIn } from "../fixtures";

function bookmarkCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`));
}

function publicWriteCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${PUBLIC_WRITE_COOKIE}=`));
}

describe("D1 sessions: a person reads their own writes", () => {
  it("a write through the API hands back the session's bookmark as a short-lived, HttpOnly cookie", async () => {
    const response = await api("/api/feedback", { body: { content: "A write that moves the bookmark on." } });
    expect(response.status).toBe(201);
    const cookie = bookmarkCookie(response);
    expect(cookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[A-Za-z0-9-]+;`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=300/);
  });

  it("a form post without JavaScript hands it back too, beside the page's own cookies", async () => {
    const response = await postForm("/feedback", { type: "bug", content: "A no-JavaScript write moves it too." });
    expect(response.status).toBe(302);
    expect(bookmarkCookie(response)).toBeDefined();
  });

  it("reads never set it, so a visitor's pages stay free of personal cookies", async () => {
    expect(bookmarkCookie(await api("/api/arenas"))).toBeUndefined();
    expect(bookmarkCookie(await request("/arenas"))).toBeUndefined();
  });

  it("the next request, sent with the bookmark, reads what was just written", async () => {
    const official = await signIn();
    const arena = await createArena({ approved: true });
    const saved = await api(`/api/favorites/${arena.id}`, { method: "PUT", cookie: official.cookie, ip: official.ip });
    expect(saved.status).toBe(200);
    const bookmark = bookmarkCookie(saved)?.split(";")[0];
    expect(bookmark).toBeDefined();
    const listed = await api("/api/favorites", { cookie: `${official.cookie}; ${bookmark}`, ip: official.ip });
    const { arenas } = await json<{ arenas: { id: string }[] }>(listed);
    expect(arenas.map(({ id }) => id)).toContain(arena.id);
  });

  it("a write that changes public data also says so, for as long as the bookmark; a personal write does not", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena({ approved: true });
    const edited = await api(`/api/arenas/${arena.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      ip: admin.ip,
      body: { officialsParking: "Officials park in lot C.", updatedAt: arena.updatedAt.toISOString() },
    });
    expect(edited.status).toBe(200);
    expect(bookmarkCookie(edited)).toBeDefined();
    expect(publicWriteCookie(edited)).toMatch(new RegExp(`^${PUBLIC_WRITE_COOKIE}=1;.*Max-Age=300`));
    expect(publicWriteCookie(edited)).toMatch(/HttpOnly/);

    const official = await signIn();
    const saved = await api(`/api/favorites/${arena.id}`, { method: "PUT", cookie: official.cookie, ip: official.ip });
    expect(saved.status).toBe(200);
    expect(bookmarkCookie(saved)).toBeDefined();
    expect(publicWriteCookie(saved)).toBeUndefined();
  });

  it("a forged or malformed bookmark is ignored, never a 500", async () => {
    for (const value of ["not a bookmark", "x".repeat(500), "0000-ffff-forged"]) {
      const response = await api("/api/arenas", { cookie: `${BOOKMARK_COOKIE}=${encodeURIComponent(value)}` });
      expect(response.status).toBe(200);
    }
  });
});
