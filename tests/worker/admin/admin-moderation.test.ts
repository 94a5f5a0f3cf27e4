import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { approveArena, deleteArena, listPendingArenas } from "~/worker/admin/pending-arenas.server";
import { auditInsertIfChanged } from "~/worker/audit/audit.server";
import { arenas, favorites } from "~/worker/db/schema.server";
import { api, auditFor, createArena, createUser, cursorAbove, db, json, ownTimeWindow, signIn } from "../fixtures";

const actor = { id: "admin-id", email: "admin@example.com" };
const versionOf = (arena: { updatedAt: Date }) => ({ updatedAt: arena.updatedAt.toISOString() });

describe("pending arenas", () => {
  it("approve publishes the arena and records who, what, when, before and after", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena({ approved: false, name: "Riverside Fieldhouse" });
    const response = await api(`/api/admin/arenas/${arena.id}/approve`, {
      method: "POST",
      cookie: admin.cookie,
      body: versionOf(arena),
    });
    expect(await json(response)).toEqual({ arena: { id: arena.id, approved: true } });
    const [row] = await db.select({ approved: arenas.approved }).from(arenas).where(eq(arenas.id, arena.id));
    expect(row?.approved).toBe(true);
    const [record, ...more] = await auditFor(arena.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      action: "arena.approve",
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: "arena",
      before: { name: "Riverside Fieldhouse", approved: false },
      after: { name: "Riverside Fieldhouse", approved: true },
    });
    expect(Date.now() - (record?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("approve publishes only the version the admin saw: an edit since answers 409 and publishes nothing", async () => {
    const admin = await signIn({ admin: true });
    const seen = await createArena({ approved: false, name: "Seen Gym", parking: "Lot A" });
    await db
      .update(arenas)
      .set({ parking: "Pay the man at gate 3", updatedAt: new Date(seen.updatedAt.getTime() + 1000) })
      .where(eq(arenas.id, seen.id));
    const path = `/api/admin/arenas/${seen.id}/approve`;
    const stale = await api(path, { method: "POST", cookie: admin.cookie, body: versionOf(seen) });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toEqual({
      error: {
        code: "conflict",
        message: "This arena was changed since you opened it. Review the new version, then approve it.",
      },
    });
    const [row] = await db.select({ approved: arenas.approved }).from(arenas).where(eq(arenas.id, seen.id));
    expect(row?.approved).toBe(false);
    expect(await auditFor(seen.id)).toEqual([]);

    const missing = await api(path, { method: "POST", cookie: admin.cookie, body: {} });
    expect(missing.status).toBe(400);

    const [current] = await db.select({ updatedAt: arenas.updatedAt }).from(arenas).where(eq(arenas.id, seen.id));
    if (!current) throw new Error("arena missing");
    const reviewed = await api(path, { method: "POST", cookie: admin.cookie, body: versionOf(current) });
    expect(reviewed.status).toBe(200);
  });

  it("approving twice is a 409, and the log has one record", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena({ approved: false });
    const path = `/api/admin/arenas/${arena.id}/approve`;
    expect((await api(path, { method: "POST", cookie: admin.cookie, body: versionOf(arena) })).status).toBe(200);
    const again = await api(path, { method: "POST", cookie: admin.cookie, body: versionOf(arena) });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: { code: "conflict", message: "This arena is already approved" } });
    expect(await auditFor(arena.id)).toHaveLength(1);
  });

  it("delete removes the arena and its favorites but keeps the audit record with the whole row", async () => {
    const admin = await signIn({ admin: true });
    const fan = await createUser();
    const arena = await createArena({ approved: false, name: "Doomed Gym", parking: "Lot B" });
    await db.insert(favorites).values({ userId: fan.id, arenaId: arena.id });
    const response = await api(`/api/admin/arenas/${arena.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(await json(response)).toEqual({ arena: { id: arena.id, deleted: true } });
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.id, arena.id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.arenaId, arena.id))).toEqual([]);
    const [record] = await auditFor(arena.id);
    expect(record).toMatchObject({
      action: "arena.delete",
      actorEmail: admin.email,
      before: { id: arena.id, name: "Doomed Gym", parking: "Lot B", approved: false },
      after: null,
    });
  });

  it("approving an arena that was just deleted is a 404 with no audit record", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena({ approved: false });
    await api(`/api/admin/arenas/${arena.id}`, { method: "DELETE", cookie: admin.cookie });
    const response = await api(`/api/admin/arenas/${arena.id}/approve`, {
      method: "POST",
      cookie: admin.cookie,
      body: versionOf(arena),
    });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ error: { code: "not_found", message: "Arena not found" } });
    expect((await auditFor(arena.id)).map((record) => record.action)).toEqual(["arena.delete"]);
    expect(await approveArena({ db, env }, actor, arena.id, arena.updatedAt)).toMatchObject({
      ok: false,
      kind: "not_found",
    });
    expect(await deleteArena({ db, env }, actor, arena.id)).toMatchObject({ ok: false, kind: "not_found" });
  });

  it("the guarded audit insert stays silent when the change matched no row (a lost race)", async () => {
    const id = crypto.randomUUID();
    await db.batch([
      db.update(arenas).set({ approved: true }).where(eq(arenas.id, id)),
      auditInsertIfChanged(db, {
        actor,
        action: "arena.approve",
        entityType: "arena",
        entityId: id,
        before: null,
        after: null,
      }),
    ]);
    expect(await auditFor(id)).toEqual([]);
  });

  it("lists only pending arenas, newest first, page after page", async () => {
    // In a stretch of time of this test's own, read from just above it: whatever other files
    // added, the pages start with these rows. The approved arena dated among them must not show.
    const base = ownTimeWindow();
    const created: Array<{ id: string; createdAt: Date }> = [];
    for (let i = 0; i < 7; i += 1) {
      created.push(await createArena({ approved: false, name: `Pending ${i}`, createdAt: new Date(base + i * 1000) }));
    }
    // Two with the same instant: the id breaks the tie, so neither is skipped or repeated.
    created.push(await createArena({ approved: false, name: "Twin A", createdAt: new Date(base + 7000) }));
    created.push(await createArena({ approved: false, name: "Twin B", createdAt: new Date(base + 7000) }));
    await createArena({ approved: true, name: "Already Live", createdAt: new Date(base + 3500) });

    const seen: string[] = [];
    let cursor: string | undefined = cursorAbove(base + 7000);
    let pages = 0;
    do {
      const page = await listPendingArenas({ db }, { cursor, limit: 3 });
      seen.push(...page.items.map((arena) => arena.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 3);
    expect(pages).toBe(3);
    const expected = [...created]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((arena) => arena.id);
    expect(seen).toEqual(expected);
  });

  it("the API pages with nextCursor and shows who submitted", async () => {
    const admin = await signIn({ admin: true });
    const creator = await createUser();
    // Read from just above a time of this test's own, so the first row is this test's newest.
    const newest = ownTimeWindow();
    await createArena({ approved: false, createdBy: creator.id, createdAt: new Date(newest - 5000) });
    await createArena({ approved: false, createdBy: null, createdAt: new Date(newest) });
    const first = await json<{ arenas: Array<{ createdBy: string | null }>; nextCursor: string }>(
      await api(`/api/admin/arenas/pending?limit=1&cursor=${cursorAbove(newest)}`, { cookie: admin.cookie }),
    );
    expect(first.arenas).toHaveLength(1);
    expect(first.arenas[0]?.createdBy).toBeNull();
    const second = await json<{ arenas: Array<{ createdBy: string | null }> }>(
      await api(`/api/admin/arenas/pending?limit=1&cursor=${first.nextCursor}`, { cookie: admin.cookie }),
    );
    expect(second.arenas[0]?.createdBy).toBe(creator.id);
  });
});
