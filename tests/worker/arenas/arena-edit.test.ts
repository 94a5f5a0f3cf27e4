import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { loadEditableArena } from "~/worker/arenas/edit-arena.server";
import { arenas } from "~/worker/db/schema.server";
import { api, auditFor, createArena, db, fakeGeocoder, REPLIES, signIn } from "../fixtures";

type ArenaBody = {
  arena: { id: string; name: string; approved: boolean; updatedAt: string; coordinates: unknown; parking: string };
  sentBackToReview: boolean;
};
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const version = (arena: { updatedAt: Date }) => arena.updatedAt.toISOString();
const stored = async (id: string) => (await db.select().from(arenas).where(eq(arenas.id, id)))[0];
const editsOf = (id: string) => auditFor(id, "arena.update");

describe("PATCH /api/arenas/:id permissions", () => {
  it("a visitor gets 401 with the fixed message", async () => {
    const arena = await createArena();
    const response = await api(`/api/arenas/${arena.id}`, {
      body: { name: "Hijacked", updatedAt: version(arena) },
      method: "PATCH",
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.message).toBe(ARENA_TEXT.editLoginRequired);
    expect((await stored(arena.id))?.name).toBe(arena.name);
  });

  it("another user gets 403 and nothing changes, not even the audit log", async () => {
    const owner = await signIn();
    const other = await signIn();
    const arena = await createArena({ createdBy: owner.id });
    const response = await api(`/api/arenas/${arena.id}`, {
      body: { name: "Hijacked", updatedAt: version(arena) },
      ...other,
      method: "PATCH",
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: "forbidden",
      message: ARENA_TEXT.editForbidden,
    });
    expect(await stored(arena.id)).toEqual(arena);
    expect(await editsOf(arena.id)).toEqual([]);
  });

  it("the creator saves a pending arena: updated_at stamped, the change audited", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: false });
    const response = await api(`/api/arenas/${arena.id}`, {
      body: { name: "Renamed Fieldhouse", parking: "Lot B", updatedAt: version(arena) },
      ...owner,
      method: "PATCH",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ArenaBody;
    expect(body.arena).toMatchObject({ name: "Renamed Fieldhouse", parking: "Lot B", approved: false });
    expect(body.sentBackToReview).toBe(false);
    const row = await stored(arena.id);
    // A partial PATCH keeps every field it did not send.
    expect(row).toMatchObject({ school: arena.school, city: arena.city, latitude: arena.latitude });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(arena.updatedAt.getTime());
    const [audit] = await editsOf(arena.id);
    expect(audit).toMatchObject({
      actorId: owner.id,
      before: { name: arena.name },
      after: { name: "Renamed Fieldhouse" },
    });
  });

  it("the creator's change to a published arena sends it back to review", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: true });
    const response = await api(`/api/arenas/${arena.id}`, {
      body: { safety: "Well lit", updatedAt: version(arena) },
      ...owner,
      method: "PATCH",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ArenaBody).sentBackToReview).toBe(true);
    expect((await stored(arena.id))?.approved).toBe(false);
  });

  it("an admin edits anyone's arena, it stays published, and the edit is audited with the admin as actor", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena({ approved: true });
    const response = await api(`/api/arenas/${arena.id}`, {
      body: { conference: "Big East", updatedAt: version(arena) },
      ...admin,
      method: "PATCH",
    });
    expect(response.status).toBe(200);
    expect(await stored(arena.id)).toMatchObject({ conference: "Big East", approved: true });
    const [audit] = await editsOf(arena.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { conference: "Big Ten", approved: true },
      after: { conference: "Big East", approved: true },
    });
  });
});

describe("nothing lost", () => {
  it("a save against a stale version gets 409 and changes nothing", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: false });
    const first = await api(`/api/arenas/${arena.id}`, {
      body: { name: "First Save", updatedAt: version(arena) },
      ...owner,
      method: "PATCH",
    });
    expect(first.status).toBe(200);
    const stale = await api(`/api/arenas/${arena.id}`, {
      body: { name: "Second Save", updatedAt: version(arena) },
      ...owner,
      method: "PATCH",
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error).toEqual({ code: "conflict", message: ARENA_TEXT.conflict });
    expect((await stored(arena.id))?.name).toBe("First Save");
    expect(await editsOf(arena.id)).toHaveLength(1);
  });

  it("two concurrent saves from one version: one wins, the other gets 409, one audit record", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    const saves = await Promise.all(
      ["Left", "Right"].map((name) =>
        api(`/api/arenas/${arena.id}`, { body: { name, updatedAt: version(arena) }, ...admin, method: "PATCH" }),
      ),
    );
    expect(saves.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await editsOf(arena.id)).toHaveLength(1);
  });

  it("the version is required", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id });
    const response = await api(`/api/arenas/${arena.id}`, { body: { name: "No Version" }, ...owner, method: "PATCH" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.updatedAt).toBeDefined();
  });
});

describe("PATCH input", () => {
  it("clearing the coordinates converts the address again", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, address: `${crypto.randomUUID().slice(0, 6)} Borror Dr` });
    const geocoder = fakeGeocoder(REPLIES.found);
    const response = await api(`/api/arenas/${arena.id}`, {
      body: { latitude: null, longitude: "", updatedAt: version(arena) },
      ...owner,
      method: "PATCH",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ArenaBody).arena.coordinates).toEqual({
      latitude: 40.0075283,
      longitude: -83.0251119,
    });
    expect(geocoder.calls).toHaveLength(1);
  });

  it("a malformed or unknown id is 404", async () => {
    const owner = await signIn();
    const body = { name: "Anything", updatedAt: new Date().toISOString() };
    for (const id of ["not-an-id", "1%20OR%201=1", crypto.randomUUID()]) {
      const response = await api(`/api/arenas/${id}`, { body, ...owner, method: "PATCH" });
      expect(response.status, id).toBe(404);
    }
  });

  it("invalid fields get their messages and nothing is stored", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id });
    const response = await api(`/api/arenas/${arena.id}`, {
      body: { name: "<script>alert(1)</script>", longitude: 200, updatedAt: version(arena) },
      ...owner,
      method: "PATCH",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      name: ["Arena name is required"],
      longitude: ["Longitude must be between -180 and 180"],
    });
    expect(await stored(arena.id)).toEqual(arena);
  });

  it("limits edits per user with 429 and Retry-After", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    let current = version(arena);
    for (let i = 0; i < 30; i += 1) {
      const response = await api(`/api/arenas/${arena.id}`, {
        body: { name: `Edit ${i}`, updatedAt: current },
        ...admin,
        method: "PATCH",
      });
      expect(response.status).toBe(200);
      current = ((await response.json()) as ArenaBody).arena.updatedAt;
    }
    const refused = await api(`/api/arenas/${arena.id}`, {
      body: { name: "One Too Many", updatedAt: current },
      ...admin,
      method: "PATCH",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the edit screen's permission check", () => {
  it("says 'Error checking permissions' when the check itself fails", async () => {
    const arena = await createArena();
    const admin = { id: crypto.randomUUID(), name: "Admin", email: "a@example.com", isAdmin: true };
    vi.spyOn(db, "select").mockImplementation(() => {
      throw new Error("D1 is unavailable");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loadEditableArena({ db }, admin, arena.id)).toMatchObject({
      ok: false,
      kind: "unexpected",
      message: ARENA_TEXT.permissionCheckFailed,
    });
  });
});
