import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { arenas } from "~/worker/db/schema.server";
import { createArena, db, postForm, registerUser, request } from "../fixtures";

async function favoriteNames(cookie: string) {
  const body = (await (await request("/api/favorites", { headers: { cookie } })).json()) as {
    arenas: Array<{ name: string }>;
  };
  return body.arenas.map((arena) => arena.name);
}

describe("favorites", () => {
  it("PUT and DELETE /api/favorites/{id} are idempotent; the list is approved arenas by name", async () => {
    const { cookie } = await registerUser();
    const b = await createArena({ name: "Bravo Gym" });
    const a = await createArena({ name: "Alpha Gym" });
    const puts = await Promise.all(
      [a.id, a.id, b.id].map((id) => request(`/api/favorites/${id}`, { method: "PUT", headers: { cookie } })),
    );
    expect(puts.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await favoriteNames(cookie)).toEqual(["Alpha Gym", "Bravo Gym"]);

    const deletes = await Promise.all(
      [a.id, a.id].map((id) => request(`/api/favorites/${id}`, { method: "DELETE", headers: { cookie } })),
    );
    expect(deletes.map((response) => response.status)).toEqual([200, 200]);
    expect(await favoriteNames(cookie)).toEqual(["Bravo Gym"]);
  });

  it("refuses visitors (401) and unknown or pending arenas (404)", async () => {
    const arena = await createArena();
    expect((await request(`/api/favorites/${arena.id}`, { method: "PUT" })).status).toBe(401);
    expect((await request("/api/favorites")).status).toBe(401);
    const { cookie } = await registerUser();
    const pending = await createArena({ approved: false });
    for (const id of [pending.id, crypto.randomUUID(), "nope"]) {
      expect((await request(`/api/favorites/${id}`, { method: "PUT", headers: { cookie } })).status).toBe(404);
    }
  });

  it("an arena that stops being approved leaves the favorites list", async () => {
    const { cookie } = await registerUser();
    const arena = await createArena({ name: "Soon Hidden" });
    await request(`/api/favorites/${arena.id}`, { method: "PUT", headers: { cookie } });
    await db.update(arenas).set({ approved: false }).where(eq(arenas.id, arena.id));
    expect(await favoriteNames(cookie)).toEqual([]);
  });

  it("the /favorites form works without JavaScript and tells a visitor to log in", async () => {
    const arena = await createArena({ name: "Form Gym" });
    const visitor = await postForm("/favorites", {
      arenaId: arena.id,
      favorite: "true",
      redirectTo: `/arenas/${arena.id}`,
    });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/arenas/${arena.id}`)}`);

    const { cookie } = await registerUser();
    const saved = await postForm("/favorites", { arenaId: arena.id, favorite: "true", redirectTo: "/map" }, { cookie });
    expect(saved.headers.get("location")).toBe("/map");
    expect(await favoriteNames(cookie)).toEqual(["Form Gym"]);
    const page = await (await request("/favorites", { headers: { cookie } })).text();
    expect(page).toContain("Your Favorite Arenas");
    expect(page).toContain("Form Gym");

    await postForm(
      "/favorites",
      { arenaId: arena.id, favorite: "false", redirectTo: "https://evil.example" },
      { cookie },
    );
    const empty = await (await request("/favorites", { headers: { cookie } })).text();
    expect(empty).toContain("No Favorites Yet");
  });
});
