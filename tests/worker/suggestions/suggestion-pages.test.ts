import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewPins } from "~/app/components/knowledge/suggestion-pins";
import { arenaFormValues } from "~/app/lib/arena-form";
import { freshnessLines, relativeDay } from "~/app/lib/freshness-text";
import { SUGGESTION_PINS_TEXT } from "~/core/knowledge/messages";
import { CONFIRMATION_TEXT, confirmedByText, SUGGESTION_TEXT } from "~/core/suggestions/messages";
import { toArena } from "~/worker/arenas/arena-row";
import { arenaConfirmations, arenaSuggestions, arenas } from "~/worker/db/schema.server";
import { arenaFreshness, FRESHNESS_DAYS } from "~/worker/suggestions/confirmations.server";
import {
  createArena,
  createUser,
  cursorAbove,
  db,
  ownTimeWindow,
  postForm,
  request,
  type SignedIn,
  signIn,
} from "../fixtures";

const DAY_MS = 86_400_000;
// React escapes apostrophes and quotes when it renders text.
const html = (text: string) => text.replaceAll("'", "&#x27;");

async function page(path: string, as?: SignedIn) {
  const response = await request(path, { headers: { cookie: as?.cookie ?? "" }, redirect: "manual" });
  return { status: response.status, text: await response.text(), response };
}

/** The form as the suggest page renders it for this arena (every field, its value now), changed. */
function formOf(arena: typeof arenas.$inferSelect, changes: Record<string, string>, note = "") {
  return { ...arenaFormValues(toArena(arena)), note, ...changes };
}

describe("the suggest page (/arenas/:id/suggest), without JavaScript", () => {
  it("sends a visitor to /login with its message", async () => {
    const arena = await createArena();
    const { response } = await page(`/arenas/${arena.id}/suggest`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
  });

  it("shows the form prefilled with the arena's values and the note", async () => {
    const user = await signIn();
    const arena = await createArena({ parking: "Lot A behind the gym" });
    const { status, text } = await page(`/arenas/${arena.id}/suggest`, user);
    expect(status).toBe(200);
    expect(text).toContain(SUGGESTION_TEXT.pageTitle);
    expect(text).toContain(`value="${arena.name}"`);
    expect(text).toContain("Lot A behind the gym");
    expect(text).toContain(html(SUGGESTION_TEXT.noteLabel));
  });

  it("stores only what changed, even when an untouched field would not pass today's rules", async () => {
    const user = await signIn();
    // A seeded arena: no address, which the form would require if it were typed now.
    const arena = await createArena({ address: null, zipCode: null });
    const form = formOf(arena, { officialsParking: "Gate 4, staff lot" }, "Worked here Friday");
    const response = await postForm(`/arenas/${arena.id}/suggest`, form, { cookie: user.cookie, ip: user.ip });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/arenas/${arena.id}`);
    const [row] = await db.select().from(arenaSuggestions).where(eq(arenaSuggestions.arenaId, arena.id));
    expect(row).toMatchObject({
      fields: { officialsParking: "Gate 4, staff lot" },
      note: "Worked here Friday",
      status: "pending",
      userId: user.id,
    });
  });

  it("keeps what was typed and says why when nothing changed or a field is wrong", async () => {
    const user = await signIn();
    const arena = await createArena();
    const same = await postForm(`/arenas/${arena.id}/suggest`, formOf(arena, {}), { cookie: user.cookie });
    expect(same.status).toBe(400);
    expect(await same.text()).toContain(SUGGESTION_TEXT.nothingChanged);
    const wrong = await postForm(
      `/arenas/${arena.id}/suggest`,
      formOf(arena, { arrivalMinutes: "500", food: "Tacos on 5th" }, "My note"),
      { cookie: user.cookie },
    );
    expect(wrong.status).toBe(400);
    const text = await wrong.text();
    expect(text).toContain("Tacos on 5th");
    expect(text).toContain("My note");
    expect(await db.select().from(arenaSuggestions).where(eq(arenaSuggestions.arenaId, arena.id))).toEqual([]);
  });

  it("is 404 for a pending arena", async () => {
    const user = await signIn();
    const arena = await createArena({ approved: false, createdBy: user.id });
    expect((await page(`/arenas/${arena.id}/suggest`, user)).status).toBe(404);
  });
});

describe("an arrival suggestion's pins on the review card", () => {
  const current = { parkingLatitude: 40.1, parkingLongitude: -83.1, entranceLatitude: 40.2, entranceLongitude: -83.2 };

  it("are the pins it moves, where it puts them and where they are now; a cleared pin shows where it was", () => {
    expect(reviewPins({ fields: { parkingLatitude: 40.3, parkingLongitude: -83.3 }, current })).toEqual([
      { pin: "parking", at: { latitude: 40.3, longitude: -83.3 }, suggested: true },
      { pin: "parking", at: { latitude: 40.1, longitude: -83.1 }, suggested: false },
    ]);
    expect(reviewPins({ fields: { entranceLatitude: null, entranceLongitude: null }, current })).toEqual([
      { pin: "entrance", at: { latitude: 40.2, longitude: -83.2 }, suggested: false },
    ]);
    expect(reviewPins({ fields: { parking: "Lot B" }, current })).toEqual([]);
  });

  it("are drawn beside the text on the admin's page, and a suggestion without pins has no map", async () => {
    const admin = await signIn({ admin: true });
    const suggester = await createUser();
    const pinned = await createArena({ parkingLatitude: 40.1, parkingLongitude: -83.1 });
    const plain = await createArena();
    const createdAt = new Date(ownTimeWindow());
    await db.insert(arenaSuggestions).values([
      {
        arenaId: pinned.id,
        userId: suggester.id,
        fields: { parkingLatitude: 40.0081, parkingLongitude: -83.0262 },
        base: { parkingLatitude: 40.1, parkingLongitude: -83.1 },
        baseUpdatedAt: pinned.updatedAt,
        createdAt,
      },
      {
        arenaId: plain.id,
        userId: suggester.id,
        fields: { parking: "Lot B" },
        base: { parking: null },
        baseUpdatedAt: plain.updatedAt,
        createdAt: new Date(createdAt.getTime() - 1000),
      },
    ]);
    const { text } = await page(`/admin/suggestions?cursor=${cursorAbove(createdAt)}`, admin);
    expect(text).toContain(`aria-label="${SUGGESTION_PINS_TEXT.mapLabel(pinned.name)}"`);
    expect(text).toContain(SUGGESTION_PINS_TEXT.legend);
    expect(text).not.toContain(`aria-label="${SUGGESTION_PINS_TEXT.mapLabel(plain.name)}"`);
  });
});

describe("the admin review page (/admin/suggestions), without JavaScript", () => {
  it("shows before → after per field, and Approve applies the checked fields", async () => {
    const admin = await signIn({ admin: true });
    const suggester = await createUser({ name: `Pat Official ${crypto.randomUUID().slice(0, 8)}` });
    const arena = await createArena({ parking: "Lot A", food: "Diner" });
    // Dated in a time of this test's own, and the queue read from just above it: the first row is this one.
    const createdAt = new Date(ownTimeWindow());
    const [suggestion] = await db
      .insert(arenaSuggestions)
      .values({
        arenaId: arena.id,
        userId: suggester.id,
        fields: { parking: "Lot B", food: "Tacos" },
        base: { parking: "Lot A", food: "Diner" },
        baseUpdatedAt: arena.updatedAt,
        note: "New lot opened",
        createdAt,
      })
      .returning();
    if (!suggestion) throw new Error("no suggestion");
    const { text } = await page(`/admin/suggestions?cursor=${cursorAbove(createdAt)}`, admin);
    expect(text).toContain(arena.name);
    expect(text).toContain(suggester.name);
    expect(text).toContain("New lot opened");
    expect(text).toContain("Lot B");
    expect(text).toContain(`value="${arena.updatedAt.toISOString()}"`);

    const approved = await postForm(
      "/admin/suggestions",
      { intent: "approve", id: suggestion.id, updatedAt: arena.updatedAt.toISOString(), apply: "parking" },
      { cookie: admin.cookie, ip: admin.ip },
    );
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain(SUGGESTION_TEXT.applied);
    const [row] = await db.select().from(arenas).where(eq(arenas.id, arena.id));
    expect({ parking: row?.parking, food: row?.food }).toEqual({ parking: "Lot B", food: "Diner" });
  });

  it("Reject stores the reason", async () => {
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    const [suggestion] = await db
      .insert(arenaSuggestions)
      .values({ arenaId: arena.id, fields: { food: "Tacos" }, base: { food: null }, baseUpdatedAt: arena.updatedAt })
      .returning();
    if (!suggestion) throw new Error("no suggestion");
    const rejected = await postForm(
      "/admin/suggestions",
      { intent: "reject", id: suggestion.id, reason: "Closed in 2025" },
      { cookie: admin.cookie, ip: admin.ip },
    );
    expect(rejected.status).toBe(200);
    const [row] = await db.select().from(arenaSuggestions).where(eq(arenaSuggestions.id, suggestion.id));
    expect(row).toMatchObject({ status: "rejected", reason: "Closed in 2025", reviewedBy: admin.id });
  });

  it("counts pending suggestions on the dashboard", async () => {
    const admin = await signIn({ admin: true });
    const { text } = await page("/admin", admin);
    expect(text).toContain("Suggested Updates");
    expect(text).toContain('href="/admin/suggestions"');
  });
});

describe("freshness on the arena page", () => {
  it("shows 'Updated today' and, once confirmed, 'Confirmed by N officials · last on {date}'", async () => {
    const user = await signIn();
    const arena = await createArena();
    const before = await page(`/arenas/${arena.id}`, user);
    expect(before.text).toContain("Updated today");
    expect(before.text).toContain(CONFIRMATION_TEXT.button);
    expect(before.text).not.toContain("Confirmed by");

    const confirmed = await postForm(`/arenas/${arena.id}`, { intent: "confirm" }, { cookie: user.cookie });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`/arenas/${arena.id}`);
    const after = await page(`/arenas/${arena.id}`, user);
    expect(after.text).toContain("Confirmed by 1 official · last on");

    // A second tap inside 30 days changes nothing.
    await postForm(`/arenas/${arena.id}`, { intent: "confirm" }, { cookie: user.cookie });
    expect(await db.select().from(arenaConfirmations).where(eq(arenaConfirmations.arenaId, arena.id))).toHaveLength(1);
  });

  it("sends a visitor's confirmation to /login, and shows visitors no button", async () => {
    const arena = await createArena();
    const response = await postForm(`/arenas/${arena.id}`, { intent: "confirm" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
    expect((await page(`/arenas/${arena.id}`)).text).not.toContain(CONFIRMATION_TEXT.button);
  });

  it("says 'may be out of date' when neither updated nor confirmed for 12 months", async () => {
    const old = new Date(Date.now() - (FRESHNESS_DAYS + 5) * DAY_MS);
    const arena = await createArena({ updatedAt: old, createdAt: old });
    expect((await page(`/arenas/${arena.id}`)).text).toContain(CONFIRMATION_TEXT.outOfDate);
    const fresh = await arenaFreshness({ db }, { id: arena.id, updatedAt: old.toISOString() });
    expect(fresh.outOfDate).toBe(true);

    // A recent confirmation makes it fresh again.
    const confirmer = await createUser();
    await db.insert(arenaConfirmations).values({ arenaId: arena.id, userId: confirmer.id });
    const confirmed = await arenaFreshness({ db }, { id: arena.id, updatedAt: old.toISOString() });
    expect(confirmed).toMatchObject({ outOfDate: false, confirmedBy: 1 });
  });

  it("words dates by the arena's own calendar", () => {
    // 03:00 UTC on Nov 23 is still Nov 22 in Chicago.
    const now = Date.UTC(2026, 10, 23, 3, 0);
    expect(relativeDay(Date.UTC(2026, 10, 22, 20, 0), now, "America/Chicago")).toBe("today");
    expect(relativeDay(Date.UTC(2026, 10, 22, 20, 0), now, "UTC")).toBe("yesterday");
    expect(relativeDay(Date.UTC(2026, 10, 1, 20, 0), now, "UTC")).toBe("Nov 1, 2026");
    const lines = freshnessLines(
      { confirmedBy: 3, lastConfirmedAt: new Date(Date.UTC(2026, 10, 20, 18)), updatedAt: new Date(now) },
      now,
      "America/Chicago",
    );
    expect(lines).toEqual({ updated: "Updated today", confirmed: confirmedByText(3, "Nov 20, 2026") });
    expect(lines.confirmed).toBe("Confirmed by 3 officials · last on Nov 20, 2026");
  });
});
