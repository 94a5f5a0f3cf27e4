import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { arenas, favorites } from "~/worker/db/schema.server";
import { createArena, createUser, db } from "../fixtures";

// Raw SQL on purpose: these rules must hold in the database whatever the app code does.
async function rejects(sql: string, ...params: unknown[]) {
  await expect(
    env.DB.prepare(sql)
      .bind(...params)
      .run(),
  ).rejects.toThrow(/constraint/i);
}

describe("database constraints", () => {
  it("rejects a duplicate favorite", async () => {
    const user = await createUser();
    const arena = await createArena();
    await db.insert(favorites).values({ userId: user.id, arenaId: arena.id });
    await rejects("INSERT INTO favorites (user_id, arena_id) VALUES (?, ?)", user.id, arena.id);
  });

  it("rejects enumeration values outside the fixed lists", async () => {
    await rejects("INSERT INTO feedback (id, type, content) VALUES ('f1', 'praise', 'Long enough text')");
    await rejects("INSERT INTO feedback (id, type, content, status) VALUES ('f2', 'bug', 'Long enough text', 'done')");
    await rejects(
      "INSERT INTO contact_messages (id, name, email, subject, message, status) VALUES ('c1', 'A', 'a@b.co', 'Hello', 'Hello there', 'archived')",
    );
    await rejects(
      "INSERT INTO arenas (id, name, school, conference, city, state, level) VALUES ('a1', 'Gym', 'School', 'Conf', 'City', 'ST', 'Division IV')",
    );
    await rejects("INSERT INTO users (id, name, email, role) VALUES ('u1', 'Name', 'u1@example.com', 'superuser')");
  });

  it("requires the arena's required fields", async () => {
    await rejects(
      "INSERT INTO arenas (id, name, school, conference, city) VALUES ('a2', 'Gym', 'School', 'Conf', 'City')",
    );
    await rejects("INSERT INTO contact_messages (id, name, email, subject) VALUES ('c2', 'A', 'a@b.co', 'Hello')");
  });

  it("defaults: feedback is new, contact messages are unread, arenas are pending", async () => {
    await env.DB.prepare("INSERT INTO feedback (id, type, content) VALUES ('f3', 'bug', 'Long enough text')").run();
    await env.DB.prepare(
      "INSERT INTO contact_messages (id, name, email, subject, message) VALUES ('c3', 'Ann', 'a@b.co', 'Hello', 'Hello there')",
    ).run();
    await env.DB.prepare(
      "INSERT INTO arenas (id, name, school, conference, city, state) VALUES ('a3', 'Gym', 'School', 'Conf', 'City', 'ST')",
    ).run();
    const row = await env.DB.prepare(
      "SELECT (SELECT status FROM feedback WHERE id = 'f3') AS feedback, (SELECT status FROM contact_messages WHERE id = 'c3') AS contact, (SELECT approved FROM arenas WHERE id = 'a3') AS approved",
    ).first();
    expect(row).toEqual({ feedback: "new", contact: "unread", approved: 0 });
  });

  it("deleting a user removes their favorites and keeps their arenas without a creator", async () => {
    const user = await createUser();
    const arena = await createArena({ createdBy: user.id, approved: false });
    await db.insert(favorites).values({ userId: user.id, arenaId: arena.id });
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    expect(await db.select().from(favorites).where(eq(favorites.userId, user.id))).toEqual([]);
    const [kept] = await db.select({ createdBy: arenas.createdBy }).from(arenas).where(eq(arenas.id, arena.id));
    expect(kept).toEqual({ createdBy: null });
  });

  it("deleting an arena removes it from favorites", async () => {
    const user = await createUser();
    const arena = await createArena();
    await db.insert(favorites).values({ userId: user.id, arenaId: arena.id });
    await db.delete(arenas).where(eq(arenas.id, arena.id));
    expect(await db.select().from(favorites).where(eq(favorites.arenaId, arena.id))).toEqual([]);
  });

  it("the profiles view exposes id, name and email of each account", async () => {
    const user = await createUser({ name: "Pat Official" });
    const row = await env.DB.prepare("SELECT id, name, email FROM profiles WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ id: user.id, name: "Pat Official", email: user.email });
  });
});
