import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "~/worker/db/client.server";
import { api, createArena, json, postForm, request, signIn } from "./fixtures";

function bookmarkCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`));
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

  it("a forged or malformed bookmark is ignored, never a 500", async () => {
    for (const value of ["not a bookmark", "x".repeat(500), "0000-ffff-forged"]) {
      const response = await api("/api/arenas", { cookie: `${BOOKMARK_COOKIE}=${encodeURIComponent(value)}` });
      expect(response.status).toBe(200);
    }
  });
});
