import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONFIRMATION_TEXT, SUGGESTION_TEXT } from "~/core/suggestions/messages";
import { arenaConfirmations, arenaSuggestions, arenas } from "~/worker/db/schema.server";
import { SUGGESTION_RATE_LIMITS } from "~/worker/suggestions/suggestions.server";
import { api, auditFor, createArena, cursorAbove, db, json, ownTimeWindow, type SignedIn, signIn } from "../fixtures";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Review = {
  id: string;
  arenaId: string;
  status: string;
  fields: Record<string, unknown>;
  base: Record<string, unknown>;
  current: Record<string, unknown>;
  changedSince: string[];
  note: string | null;
  arenaUpdatedAt: string;
};
type ArenaJson = {
  updatedAt: string;
  parking: string;
  arrival: { officialsParking: string; dressingRoom: string; reportTo: string };
};

async function suggest(user: SignedIn, arenaId: string, body: unknown) {
  return api(`/api/arenas/${arenaId}/suggestions`, { body, cookie: user.cookie, ip: user.ip });
}

async function suggestionOf(admin: SignedIn, id: string): Promise<Review> {
  // The newest pending suggestions come first; ours was just made.
  for (let cursor: string | null = null, page = 0; page < 20; page += 1) {
    const query: string = cursor ? `?status=pending&cursor=${encodeURIComponent(cursor)}` : "?status=pending";
    const body: { suggestions: Review[]; nextCursor: string | null } = await json<{
      suggestions: Review[];
      nextCursor: string | null;
    }>(await api(`/api/admin/suggestions${query}`, { cookie: admin.cookie, ip: admin.ip }));
    const found = body.suggestions.find((suggestion: Review) => suggestion.id === id);
    if (found) return found;
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  throw new Error(`suggestion ${id} not in the review list`);
}

async function arenaJson(id: string): Promise<ArenaJson> {
  return (await json<{ arena: ArenaJson }>(await api(`/api/arenas/${id}`))).arena;
}

describe("suggest an update (POST /api/arenas/:id/suggestions)", () => {
  it("stores only the fields that change, with their values then, and answers 201 pending", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const arena = await createArena({ parking: "Lot A", food: "Diner" });
    const response = await suggest(user, arena.id, {
      fields: { parking: "Lot B, north side", food: "Diner", officialsParking: "Staff lot behind the gym" },
      note: "Worked a game here on Friday",
    });
    expect(response.status).toBe(201);
    const { suggestion } = await json<{ suggestion: { id: string; status: string } }>(response);
    expect(suggestion.status).toBe("pending");

    const review = await suggestionOf(admin, suggestion.id);
    expect(review.fields).toEqual({ officialsParking: "Staff lot behind the gym", parking: "Lot B, north side" });
    expect(review.base).toEqual({ officialsParking: null, parking: "Lot A" });
    expect(review.current).toEqual(review.base);
    expect(review.changedSince).toEqual([]);
    expect(review.note).toBe("Worked a game here on Friday");
    // Nothing changes on the public arena until an admin applies it.
    expect((await arenaJson(arena.id)).parking).toBe("Lot A");
  });

  it("refuses a suggestion that changes nothing with 400 nothing_changed", async () => {
    const user = await signIn();
    const arena = await createArena({ parking: "Lot A" });
    const response = await suggest(user, arena.id, { fields: { parking: "Lot A", food: "" } });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.error).toMatchObject({ code: "nothing_changed", message: SUGGESTION_TEXT.nothingChanged });
  });

  it("checks every field with the arena form's rules, sanitises text and refuses unknown fields", async () => {
    const user = await signIn();
    const arena = await createArena();
    const tooLong = await suggest(user, arena.id, { fields: { officialsParking: "x".repeat(501) } });
    expect(tooLong.status).toBe(400);
    expect((await json<ErrorBody>(tooLong)).error.fields?.["fields.officialsParking"]?.[0] ?? "").toMatch(/500/);
    const unknown = await suggest(user, arena.id, { fields: { approved: true } });
    expect(unknown.status).toBe(400);
    const pinFar = await suggest(user, arena.id, { fields: { parkingLatitude: 39.85, parkingLongitude: -89.6 } });
    expect(pinFar.status).toBe(400);
    expect(JSON.stringify(await json(pinFar))).toContain("within 2 km");

    const marked = await suggest(user, arena.id, { fields: { dressingRoom: "<script>alert(1)</script>Room 12" } });
    expect(marked.status).toBe(201);
    const admin = await signIn({ admin: true });
    const { suggestion } = await json<{ suggestion: { id: string } }>(marked);
    expect((await suggestionOf(admin, suggestion.id)).fields).toEqual({ dressingRoom: "Room 12" });
  });

  it("answers 401 to a visitor and 404 for a pending or unknown arena", async () => {
    const user = await signIn();
    const approved = await createArena();
    const visitor = await api(`/api/arenas/${approved.id}/suggestions`, { body: { fields: { food: "Tacos" } } });
    expect(visitor.status).toBe(401);
    const pending = await createArena({ approved: false });
    expect((await suggest(user, pending.id, { fields: { food: "Tacos" } })).status).toBe(404);
    expect((await suggest(user, crypto.randomUUID(), { fields: { food: "Tacos" } })).status).toBe(404);
  });

  it(`limits one user to ${SUGGESTION_RATE_LIMITS.user} suggestions in 5 minutes`, async () => {
    const user = await signIn();
    const arena = await createArena();
    for (let i = 0; i < SUGGESTION_RATE_LIMITS.user; i += 1) {
      expect((await suggest(user, arena.id, { fields: { food: `Place ${i}` } })).status).toBe(201);
    }
    const limited = await suggest(user, arena.id, { fields: { food: "One more" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("admin review (GET /api/admin/suggestions, approve, reject)", () => {
  it("approve applies exactly the suggested fields in one batch with an audit record", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const arena = await createArena({ parking: "Lot A", food: "Diner" });
    const created = await json<{ suggestion: { id: string } }>(
      await suggest(user, arena.id, { fields: { parking: "Lot B", dressingRoom: "Room 12, ask the AD" } }),
    );
    const review = await suggestionOf(admin, created.suggestion.id);
    const approved = await api(`/api/admin/suggestions/${review.id}/approve`, {
      body: { updatedAt: review.arenaUpdatedAt },
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({
      suggestion: { id: review.id, status: "applied", applied: ["dressingRoom", "parking"] },
    });
    const after = await arenaJson(arena.id);
    expect(after).toMatchObject({ parking: "Lot B", arrival: { dressingRoom: "Room 12, ask the AD" } });
    expect(after.updatedAt > review.arenaUpdatedAt).toBe(true);
    const [audit] = await auditFor(arena.id, "arena.suggestion.apply");
    expect(audit?.before).toMatchObject({ suggestionId: review.id, parking: "Lot A", dressingRoom: null });
    expect(audit?.after).toMatchObject({ suggestionId: review.id, parking: "Lot B" });
  });

  it("a suggested Report to is checked with its limit, reviewed and applied like any field", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const arena = await createArena({});
    const tooLong = await suggest(user, arena.id, { fields: { reportTo: "r".repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect((await json<ErrorBody>(tooLong)).error.fields).toEqual({
      "fields.reportTo": ["Report to must be no more than 200 characters"],
    });
    const created = await json<{ suggestion: { id: string } }>(
      await suggest(user, arena.id, { fields: { reportTo: "Site manager at the north door" } }),
    );
    const review = await suggestionOf(admin, created.suggestion.id);
    expect(review.fields).toEqual({ reportTo: "Site manager at the north door" });
    expect(review.base).toEqual({ reportTo: null });
    const approved = await api(`/api/admin/suggestions/${review.id}/approve`, {
      body: { updatedAt: review.arenaUpdatedAt },
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(approved.status).toBe(200);
    expect((await arenaJson(arena.id)).arrival).toMatchObject({ reportTo: "Site manager at the north door" });
  });

  it("applies only the fields the admin chose, and refuses fields the suggestion does not change", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const arena = await createArena({ parking: "Lot A", food: "Diner" });
    const created = await json<{ suggestion: { id: string } }>(
      await suggest(user, arena.id, { fields: { parking: "Lot B", food: "Tacos" } }),
    );
    const review = await suggestionOf(admin, created.suggestion.id);
    const as = { cookie: admin.cookie, ip: admin.ip };
    const foreign = await api(`/api/admin/suggestions/${review.id}/approve`, {
      body: { updatedAt: review.arenaUpdatedAt, apply: ["name"] },
      ...as,
    });
    expect(foreign.status).toBe(400);
    expect((await json<ErrorBody>(foreign)).error.message).toBe(SUGGESTION_TEXT.unknownApplyField);
    const chosen = await api(`/api/admin/suggestions/${review.id}/approve`, {
      body: { updatedAt: review.arenaUpdatedAt, apply: ["food"] },
      ...as,
    });
    expect(chosen.status).toBe(200);
    const [row] = await db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect({ parking: row?.parking, food: row?.food }).toEqual({ parking: "Lot A", food: "Tacos" });
  });

  it("a stale suggestion shows current vs suggested, and approve at an old version answers 409", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const arena = await createArena({ parking: "Lot A" });
    const created = await json<{ suggestion: { id: string } }>(
      await suggest(user, arena.id, { fields: { parking: "Lot B", food: "Tacos" } }),
    );
    const seen = await suggestionOf(admin, created.suggestion.id);
    // Someone edits the arena after the suggestion was made and after the admin loaded it.
    const later = new Date(new Date(seen.arenaUpdatedAt).getTime() + 1000);
    await db.update(arenas).set({ parking: "Lot C", updatedAt: later }).where(eq(arenas.id, arena.id));

    const stale = await api(`/api/admin/suggestions/${seen.id}/approve`, {
      body: { updatedAt: seen.arenaUpdatedAt },
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).error.message).toBe(SUGGESTION_TEXT.arenaChangedSinceSeen);

    const fresh = await suggestionOf(admin, seen.id);
    expect(fresh.base).toEqual({ parking: "Lot A", food: null });
    expect(fresh.current).toEqual({ parking: "Lot C", food: null });
    expect(fresh.changedSince).toEqual(["parking"]);
    // The admin keeps the newer parking text and applies only the food.
    const applied = await api(`/api/admin/suggestions/${seen.id}/approve`, {
      body: { updatedAt: fresh.arenaUpdatedAt, apply: ["food"] },
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(applied.status).toBe(200);
    expect(await arenaJson(arena.id)).toMatchObject({ parking: "Lot C" });
  });

  it("double approval: one wins, the other gets 409 and nothing is applied twice", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const other = await signIn({ admin: true });
    const arena = await createArena();
    const created = await json<{ suggestion: { id: string } }>(
      await suggest(user, arena.id, { fields: { food: "Tacos" } }),
    );
    const review = await suggestionOf(admin, created.suggestion.id);
    const send = (who: SignedIn) =>
      api(`/api/admin/suggestions/${review.id}/approve`, {
        body: { updatedAt: review.arenaUpdatedAt },
        cookie: who.cookie,
        ip: who.ip,
      });
    const statuses = (await Promise.all([send(admin), send(other)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await auditFor(arena.id, "arena.suggestion.apply")).toHaveLength(1);
    const reject = await api(`/api/admin/suggestions/${review.id}/reject`, {
      body: {},
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(reject.status).toBe(409);
    expect((await json<ErrorBody>(reject)).error.message).toBe(SUGGESTION_TEXT.alreadyReviewed);
  });

  it("reject keeps the arena as it was and the suggester sees the reason in their contributions", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const arena = await createArena({ food: "Diner" });
    const created = await json<{ suggestion: { id: string } }>(
      await suggest(user, arena.id, { fields: { food: "Tacos" } }),
    );
    const rejected = await api(`/api/admin/suggestions/${created.suggestion.id}/reject`, {
      body: { reason: "The diner is still open" },
      cookie: admin.cookie,
      ip: admin.ip,
    });
    expect(rejected.status).toBe(200);
    expect((await db.select().from(arenas).where(eq(arenas.id, arena.id)))[0]?.food).toBe("Diner");
    const mine = await json<{ suggestions: Array<{ id: string; status: string; reason?: string }> }>(
      await api("/api/me/contributions", { cookie: user.cookie, ip: user.ip }),
    );
    expect(mine.suggestions).toContainEqual(
      expect.objectContaining({ id: created.suggestion.id, status: "rejected", reason: "The diner is still open" }),
    );
  });

  it("lists newest first with keyset paging and a status filter", async () => {
    const user = await signIn();
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    const ids: string[] = [];
    // Distinct times in a stretch of this test's own, and the lists read from just above it: the
    // pages start with these suggestions whatever other files wrote, so the order is known.
    const base = ownTimeWindow();
    const from = encodeURIComponent(cursorAbove(base + 2000));
    for (const [index, food] of ["One", "Two", "Three"].entries()) {
      const created = await json<{ suggestion: { id: string } }>(await suggest(user, arena.id, { fields: { food } }));
      ids.push(created.suggestion.id);
      const createdAt = new Date(base + index * 1000);
      await db.update(arenaSuggestions).set({ createdAt }).where(eq(arenaSuggestions.id, created.suggestion.id));
    }
    await api(`/api/admin/suggestions/${ids[0]}/reject`, { body: {}, cookie: admin.cookie, ip: admin.ip });
    const as = { cookie: admin.cookie, ip: admin.ip };
    const first = await json<{ suggestions: Review[]; nextCursor: string }>(
      await api(`/api/admin/suggestions?status=pending&limit=1&cursor=${from}`, as),
    );
    const second = await json<{ suggestions: Review[] }>(
      await api(`/api/admin/suggestions?status=pending&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`, as),
    );
    expect([first.suggestions[0]?.id, second.suggestions[0]?.id]).toEqual([ids[2], ids[1]]);
    const rejected = await json<{ suggestions: Review[] }>(
      await api(`/api/admin/suggestions?status=rejected&limit=1&cursor=${from}`, as),
    );
    expect(rejected.suggestions.map((suggestion) => suggestion.id)).toEqual([ids[0]]);
    expect(rejected.suggestions.every((suggestion) => suggestion.status === "rejected")).toBe(true);
    expect((await api("/api/admin/suggestions?status=lost", as)).status).toBe(400);
  });

  it("answers 401 to visitors and 403 to non-admins", async () => {
    const user = await signIn();
    expect((await api("/api/admin/suggestions")).status).toBe(401);
    expect((await api("/api/admin/suggestions", { cookie: user.cookie, ip: user.ip })).status).toBe(403);
    const id = crypto.randomUUID();
    const body = { updatedAt: new Date().toISOString() };
    expect((await api(`/api/admin/suggestions/${id}/approve`, { body, cookie: user.cookie })).status).toBe(403);
    expect((await api(`/api/admin/suggestions/${id}/reject`, { body: {}, cookie: user.cookie })).status).toBe(403);
  });
});

describe("contributions (GET /api/me/contributions)", () => {
  it("lists my submitted arenas and suggestions with their status, not anyone else's", async () => {
    const user = await signIn();
    const stranger = await signIn();
    const mine = await createArena({ createdBy: user.id, approved: false });
    const theirs = await createArena({ createdBy: stranger.id, approved: false });
    const target = await createArena();
    const created = await json<{ suggestion: { id: string } }>(
      await suggest(user, target.id, { fields: { hotels: "Hampton Inn" } }),
    );
    const response = await api("/api/me/contributions", { cookie: user.cookie, ip: user.ip });
    expect(response.status).toBe(200);
    const body = await json<{ arenas: Array<{ id: string; approved: boolean }>; suggestions: unknown[] }>(response);
    expect(body.arenas).toEqual([expect.objectContaining({ id: mine.id, approved: false })]);
    expect(body.arenas.map((arena) => arena.id)).not.toContain(theirs.id);
    expect(body.suggestions).toEqual([
      expect.objectContaining({ id: created.suggestion.id, arenaId: target.id, status: "pending", fields: ["hotels"] }),
    ]);
    expect((await api("/api/me/contributions")).status).toBe(401);
  });
});

describe("confirmations (POST /api/arenas/:id/confirmations)", () => {
  it("is idempotent inside 30 days: 201 first, then 200 with the same confirmation", async () => {
    const user = await signIn();
    const arena = await createArena();
    const send = () =>
      api(`/api/arenas/${arena.id}/confirmations`, { method: "POST", cookie: user.cookie, ip: user.ip });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    const a = await json<{ confirmation: { id: string } }>(first);
    const b = await json<{ confirmation: { id: string } }>(again);
    expect(b.confirmation.id).toBe(a.confirmation.id);
    expect(await db.select().from(arenaConfirmations).where(eq(arenaConfirmations.arenaId, arena.id))).toHaveLength(1);
  });

  it("two taps at once store one confirmation", async () => {
    const user = await signIn();
    const arena = await createArena();
    const send = () =>
      api(`/api/arenas/${arena.id}/confirmations`, { method: "POST", cookie: user.cookie, ip: user.ip });
    const statuses = (await Promise.all([send(), send()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 201]);
    expect(await db.select().from(arenaConfirmations).where(eq(arenaConfirmations.arenaId, arena.id))).toHaveLength(1);
  });

  it("counts again after 30 days", async () => {
    const user = await signIn();
    const arena = await createArena();
    await db.insert(arenaConfirmations).values({
      arenaId: arena.id,
      userId: user.id,
      createdAt: new Date(Date.now() - 31 * 86_400_000),
    });
    const response = await api(`/api/arenas/${arena.id}/confirmations`, {
      method: "POST",
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(response.status).toBe(201);
  });

  it("answers 401 to a visitor (with its message) and 404 for a pending arena", async () => {
    const user = await signIn();
    const approved = await createArena();
    const visitor = await api(`/api/arenas/${approved.id}/confirmations`, { method: "POST" });
    expect(visitor.status).toBe(401);
    expect((await json<ErrorBody>(visitor)).error.message).toBe(CONFIRMATION_TEXT.loginRequired);
    const pending = await createArena({ approved: false, createdBy: user.id });
    const refused = await api(`/api/arenas/${pending.id}/confirmations`, {
      method: "POST",
      cookie: user.cookie,
      ip: user.ip,
    });
    expect(refused.status).toBe(404);
  });
});
