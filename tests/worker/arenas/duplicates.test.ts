import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_TEXT } from "~/core/admin/messages";
import { normalizeArenaName } from "~/core/arenas/duplicate-name";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { findPossibleDuplicates } from "~/worker/arenas/duplicates.server";
import { arenas } from "~/worker/db/schema.server";
import {
  api,
  arenaForm,
  createArena,
  cursorAbove,
  db,
  expectText,
  json,
  ownTimeWindow,
  postForm,
  request,
  signIn,
} from "../fixtures";

// Near Fairbanks, Alaska, far from every other test's arenas; the tests of this file share one
// database, so each takes a spot of its own (a degree of longitude apart, about 47 km) and a city
// name of its own. 0.00135° of latitude is about 150 m, 0.045° about 5 km.
let spots = 0;
function place() {
  spots += 1;
  const here = { latitude: 64.8378, longitude: -150 + spots };
  const tag = crypto.randomUUID().slice(0, 6);
  return {
    tag,
    here,
    near: { latitude: here.latitude + 0.00135, longitude: here.longitude },
    fiveKmNorth: { latitude: here.latitude + 0.045, longitude: here.longitude },
    address: { address: "1 College Road", city: `Fairbanks ${tag}`, state: "AK", zipCode: "99775" },
  };
}
type Place = ReturnType<typeof place>;
type At = { latitude: number; longitude: number };

const existing = (at: Place, name: string, spot: At, overrides: Partial<typeof arenas.$inferInsert> = {}) =>
  createArena({ name, ...at.address, ...spot, ...overrides });

const submission = (at: Place, name: string, spot: At) =>
  arenaForm({ name, ...at.address, latitude: String(spot.latitude), longitude: String(spot.longitude) });

type Submitted = { arena: { id: string }; possibleDuplicates: { id: string; name: string }[] };

const recordedFor = async (id: string) =>
  (await db.select({ ids: arenas.possibleDuplicates }).from(arenas).where(eq(arenas.id, id)))[0]?.ids;

describe("normalizeArenaName", () => {
  it.each([
    ["The Hinkle Fieldhouse Arena", "hinkle fieldhouse"],
    ["  hinkle   FIELDHOUSE ", "hinkle fieldhouse"],
    ["St. John's Arena", "st johns"],
    ["Event-Center, The", "event"],
    ["Mackey Centre", "mackey"],
    ["Café Arena", "cafe"],
  ])("%s is %s", (name, normalized) => {
    expect(normalizeArenaName(name)).toBe(normalized);
  });

  it("keeps words that tell gyms apart", () => {
    expect(normalizeArenaName("Theater Gym")).toBe("theater gym");
    expect(normalizeArenaName("North Gym")).not.toBe(normalizeArenaName("South Gym"));
  });
});

describe("the wrong-gym guardrail", () => {
  it("flags an arena within 300 m, not one 5 km away with another name", async () => {
    const at = place();
    const neighbour = await existing(at, "Carlson Center", at.here);
    const user = await signIn();

    const near = await api("/api/arenas", { body: submission(at, "Patty Gym", at.near), cookie: user.cookie });
    expect(near.status).toBe(201);
    const nearBody = await json<Submitted>(near);
    expect(nearBody.possibleDuplicates).toEqual([
      { id: neighbour.id, name: "Carlson Center", city: at.address.city, state: "AK" },
    ]);
    expect(await recordedFor(nearBody.arena.id)).toEqual([neighbour.id]);

    const other = await signIn();
    const farForm = submission(at, "Hutchison Gym", at.fiveKmNorth);
    const far = await api("/api/arenas", { body: farForm, cookie: other.cookie });
    expect(far.status).toBe(201);
    const farBody = await json<Submitted>(far);
    expect(farBody.possibleDuplicates).toEqual([]);
    expect(await recordedFor(farBody.arena.id)).toBeNull();
  });

  it("flags a near-identical name in the same city, wherever it is pinned", async () => {
    const at = place();
    const hinkle = await existing(at, "The Hinkle Fieldhouse Arena", at.here);
    // The same name in another city, 10 km off: not a duplicate.
    const elsewhere = { latitude: at.here.latitude + 0.09, longitude: at.here.longitude };
    await existing(at, "Hinkle Fieldhouse", elsewhere, { city: `North Pole ${at.tag}` });
    const found = await findPossibleDuplicates(
      { db },
      { name: "hinkle fieldhouse", city: at.address.city.toLowerCase(), state: "ak", ...at.fiveKmNorth },
    );
    expect(found.map((arena) => arena.id)).toEqual([hinkle.id]);
  });

  it("records a pending arena for the admin without naming it to the submitter", async () => {
    const at = place();
    const author = await signIn();
    const theirs = await existing(at, "Their Pending Gym", at.here, { approved: false, createdBy: author.id });
    const user = await signIn();
    const response = await api("/api/arenas", { body: submission(at, "My Gym", at.near), cookie: user.cookie });
    const body = await json<Submitted>(response);
    expect(body.possibleDuplicates).toEqual([]);
    expect(await recordedFor(body.arena.id)).toEqual([theirs.id]);

    // Not even to its author: only published arenas are "already listed"; the admin sees both.
    const again = await api("/api/arenas", {
      body: submission(at, "Their Second Gym", at.near),
      cookie: author.cookie,
    });
    const mine = await json<Submitted>(again);
    expect(mine.possibleDuplicates).toEqual([]);
    expect(await recordedFor(mine.arena.id)).toEqual(expect.arrayContaining([theirs.id, body.arena.id]));
  });

  it("the submit page asks 'Is it one of these?' and saves nothing until confirmed", async () => {
    const at = place();
    const neighbour = await existing(at, "Carlson Center", at.here);
    const user = await signIn();
    const name = `Patty Gym ${at.tag}`;
    const form = { ...submission(at, name, at.near), submissionKey: crypto.randomUUID() };
    const savedNamed = () => db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, name));

    const asked = await postForm("/submit", form, user);
    expect(asked.status).toBe(409);
    const page = await asked.text();
    expectText(page, ARENA_TEXT.duplicatesHeading);
    expect(page).toContain(`href="/arenas/${neighbour.id}"`);
    expectText(page, ARENA_TEXT.confirmNotDuplicate);
    expect(page).toContain(`value="${name}"`);
    expect(await savedNamed()).toEqual([]);

    const confirmed = await postForm("/submit", { ...form, confirmNotDuplicate: "yes" }, user);
    expect(confirmed.status).toBe(302);
    const [saved] = await savedNamed();
    expect(confirmed.headers.get("location")).toBe(`/arenas/${saved?.id}`);
    expect(await recordedFor(saved?.id ?? "")).toEqual([neighbour.id]);

    // The review queue is shared and newest first: the saved arena is moved to a time of this test's
    // own, and the queue read from just above it, so its entry is the first whatever others added.
    const createdAt = new Date(ownTimeWindow());
    await db
      .update(arenas)
      .set({ createdAt })
      .where(eq(arenas.id, saved?.id ?? ""));
    const from = `?cursor=${cursorAbove(createdAt)}`;
    const admin = await signIn({ admin: true });
    const pending = await json<{ arenas: { id: string; possibleDuplicates: unknown[] }[] }>(
      await api(`/api/admin/arenas/pending${from}&limit=1`, { cookie: admin.cookie }),
    );
    expect(pending.arenas.map((arena) => arena.id)).toEqual([saved?.id]);
    expect(pending.arenas.find((arena) => arena.id === saved?.id)?.possibleDuplicates).toEqual([
      { id: neighbour.id, name: "Carlson Center", city: at.address.city, state: "AK", approved: true },
    ]);
    const card = await (await request(`/admin/pending-arenas${from}`, { headers: { cookie: admin.cookie } })).text();
    expectText(card, ADMIN_TEXT.possibleDuplicateOf);
    expect(card).toContain(`href="/arenas/${neighbour.id}"`);
  });

  it("the submit page goes straight through when nothing is near", async () => {
    const at = place();
    await existing(at, "Carlson Center", at.here);
    const user = await signIn();
    const response = await postForm("/submit", submission(at, "Hutchison Gym", at.fiveKmNorth), user);
    expect(response.status).toBe(302);
  });
});
