import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARRIVAL_MESSAGES, ARRIVAL_TEXT_KEYS } from "~/core/arenas/arrival-text";
import { ArenaInputSchema } from "~/core/validation/arena";
import { pinDistanceIssues } from "~/core/validation/arrival";
import { issuesByField } from "~/core/validation/issues";
import { arenas } from "~/worker/db/schema.server";
import {
  api,
  arenaForm,
  auditFor,
  createArena,
  db,
  expectText,
  fakeGeocoder,
  postForm,
  REPLIES,
  request,
  signIn,
} from "../fixtures";

type ArenaJson = {
  id: string;
  updatedAt: string;
  arrival: {
    officialsEntrance: string;
    entrancePin: { latitude: number; longitude: number } | null;
    officialsParking: string;
    parkingPin: { latitude: number; longitude: number } | null;
    dressingRoom: string;
    arrivalMinutes: number | null;
  };
};
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

// The arena of arenaForm() sits at 40.0075, -83.0251; 0.009° of latitude is about 1.0 km.
const ONE_KM_NORTH = { latitude: "40.0165", longitude: "-83.0251" };
const THREE_KM_NORTH = { latitude: "40.0345", longitude: "-83.0251" };
const TOO_FAR = ARRIVAL_MESSAGES.pinTooFar("entrance", "3.0");

function fieldsOf(body: Record<string, unknown>) {
  const parsed = ArenaInputSchema.safeParse(arenaForm(body as Record<string, string>));
  return parsed.success ? {} : issuesByField(parsed.error);
}

describe("arrival fields: the schema the form, the actions and the API share", () => {
  it.each([
    ["181", ARRIVAL_MESSAGES.minutes],
    ["-1", ARRIVAL_MESSAGES.minutes],
    ["1.5", ARRIVAL_MESSAGES.minutes],
    ["0x10", ARRIVAL_MESSAGES.minutes],
    ["soon", ARRIVAL_MESSAGES.minutes],
  ])("refuses arrivalMinutes %s", (value, message) => {
    expect(fieldsOf({ arrivalMinutes: value })).toEqual({ arrivalMinutes: [message] });
  });

  it("takes whole minutes from 0 to 180, as text or a number; empty is none", () => {
    for (const [sent, stored] of [
      ["0", 0],
      ["180", 180],
      [" 45 ", 45],
      ["", null],
    ] as const) {
      expect(ArenaInputSchema.parse(arenaForm({ arrivalMinutes: sent })).arrivalMinutes).toBe(stored);
    }
    expect(ArenaInputSchema.parse({ ...arenaForm(), arrivalMinutes: 30 }).arrivalMinutes).toBe(30);
    expect(ArenaInputSchema.safeParse({ ...arenaForm(), arrivalMinutes: 1.5 }).success).toBe(false);
  });

  it("limits each text to 500 characters and sanitises it; empty is stored as null", () => {
    expect(fieldsOf({ officialsEntrance: "x".repeat(501) })).toEqual({
      officialsEntrance: ["Officials' entrance must be no more than 500 characters"],
    });
    expect(fieldsOf({ dressingRoom: "x".repeat(501) })).toEqual({
      dressingRoom: ["Dressing room must be no more than 500 characters"],
    });
    const parsed = ArenaInputSchema.parse(
      arenaForm({
        officialsEntrance: '<script>alert(1)</script>Door 7 <b onclick="x()">north</b>',
        officialsParking: "javascript:Lot C",
        dressingRoom: "x".repeat(500),
      }),
    );
    expect(parsed.officialsEntrance).toBe("Door 7 <b >north</b>");
    expect(parsed.officialsParking).toBe("Lot C");
    expect(parsed.dressingRoom).toHaveLength(500);
    expect(ArenaInputSchema.parse(arenaForm()).officialsEntrance).toBeNull();
  });

  it("checks each pin coordinate's number and range, with its own name", () => {
    expect(fieldsOf({ entranceLatitude: "north" })).toEqual({
      entranceLatitude: ["Entrance latitude must be a number"],
    });
    expect(fieldsOf({ parkingLongitude: "181" })).toEqual({
      parkingLongitude: ["Parking longitude must be between -180 and 180"],
    });
  });

  it("measures a pin from the arena and words the distance so it never reads as allowed", () => {
    const arena = { latitude: 40.0075, longitude: -83.0251 };
    const pins = {
      entranceLatitude: 40.0255,
      entranceLongitude: -83.0251,
      parkingLatitude: null,
      parkingLongitude: null,
    };
    // 2.0016 km: one decimal would say "2.0".
    expect(pinDistanceIssues(pins, arena)).toEqual({
      entranceLatitude: [ARRIVAL_MESSAGES.pinTooFar("entrance", "2.00")],
    });
    expect(ARRIVAL_MESSAGES.pinTooFar("parking", "3.0")).toBe(
      "The parking pin is 3.0 km from the arena; it must be within 2 km. Check the pin and the arena's latitude and longitude.",
    );
  });
});

describe("arrival details over the API", () => {
  it("POST keeps them (pins 1 km away) and GET returns them grouped in the arena", async () => {
    const user = await signIn();
    const response = await api("/api/arenas", {
      ...user,
      body: {
        ...arenaForm({
          officialsEntrance: "Door 7, north side",
          entranceLatitude: ONE_KM_NORTH.latitude,
          entranceLongitude: ONE_KM_NORTH.longitude,
          officialsParking: "Lot C, row 1",
          parkingLatitude: "40.0080",
          parkingLongitude: "-83.0131",
          dressingRoom: "Room 112; the athletic trainer lets officials in",
        }),
        arrivalMinutes: 45,
      },
    });
    expect(response.status).toBe(201);
    const { arena } = (await response.json()) as { arena: ArenaJson };
    // Arrival texts not sent come back as "", whatever the arrival table lists.
    const arrival = {
      ...Object.fromEntries(ARRIVAL_TEXT_KEYS.map((field) => [field, ""])),
      officialsEntrance: "Door 7, north side",
      entrancePin: { latitude: 40.0165, longitude: -83.0251 },
      officialsParking: "Lot C, row 1",
      parkingPin: { latitude: 40.008, longitude: -83.0131 },
      dressingRoom: "Room 112; the athletic trainer lets officials in",
      arrivalMinutes: 45,
    };
    expect(arena.arrival).toEqual(arrival);
    const read = (await (await api(`/api/arenas/${arena.id}`, user)).json()) as { arena: ArenaJson };
    expect(read.arena.arrival).toEqual(arrival);
    // The audit snapshot keeps them too.
    const [audit] = await auditFor(arena.id, "arena.submit");
    expect(audit?.after).toMatchObject({ officialsEntrance: "Door 7, north side", arrivalMinutes: 45 });
  });

  it("refuses a pin 3 km away, with the field's message, and stores nothing", async () => {
    const user = await signIn();
    const form = arenaForm({ entranceLatitude: THREE_KM_NORTH.latitude, entranceLongitude: THREE_KM_NORTH.longitude });
    const response = await api("/api/arenas", { ...user, body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: "validation_error",
      message: TOO_FAR,
      fields: { entranceLatitude: [TOO_FAR] },
    });
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, form.name))).toEqual([]);
  });

  it("refuses a pin with one coordinate before spending a geocoding call", async () => {
    const user = await signIn();
    const geocoder = fakeGeocoder(REPLIES.found);
    const response = await api("/api/arenas", {
      ...user,
      body: arenaForm({ latitude: "", longitude: "", parkingLatitude: "40.008" }),
    });
    expect(response.status).toBe(400);
    const message = ARRIVAL_MESSAGES.pinPair("parking");
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ parkingLongitude: [message] });
    expect(geocoder.calls).toHaveLength(0);
  });

  it("measures pins from geocoded coordinates when none were typed", async () => {
    const user = await signIn();
    fakeGeocoder(REPLIES.found); // 40.0075283, -83.0251119
    const near = await api("/api/arenas", {
      ...user,
      body: arenaForm({ latitude: "", longitude: "", parkingLatitude: "40.0165", parkingLongitude: "-83.0251" }),
    });
    expect(near.status).toBe(201);
    const far = await api("/api/arenas", {
      ...user,
      body: arenaForm({ latitude: "", longitude: "", parkingLatitude: "40.0345", parkingLongitude: "-83.0251" }),
    });
    expect(far.status).toBe(400);
    expect(((await far.json()) as ErrorBody).error.fields).toEqual({
      parkingLatitude: [ARRIVAL_MESSAGES.pinTooFar("parking", "3.0")],
    });
  });

  it("PATCH is checked against the merged arena: moving the arena away from its pins is refused", async () => {
    const user = await signIn();
    const created = await api("/api/arenas", {
      ...user,
      body: arenaForm({ entranceLatitude: ONE_KM_NORTH.latitude, entranceLongitude: ONE_KM_NORTH.longitude }),
    });
    const { arena } = (await created.json()) as { arena: ArenaJson };
    const path = `/api/arenas/${arena.id}`;

    // The arena 4 km south: its stored entrance pin is now 5 km away.
    const moved = await api(path, {
      ...user,
      method: "PATCH",
      body: { updatedAt: arena.updatedAt, latitude: 39.9715 },
    });
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as ErrorBody).error.fields?.entranceLatitude?.[0]).toMatch(
      /^The entrance pin is 5\.0 km from the arena/,
    );

    // Half a parking pin, the other half missing from the stored arena too.
    const half = await api(path, {
      ...user,
      method: "PATCH",
      body: { updatedAt: arena.updatedAt, parkingLongitude: -83.02 },
    });
    expect(((await half.json()) as ErrorBody).error.fields).toEqual({
      parkingLatitude: [ARRIVAL_MESSAGES.pinPair("parking")],
    });

    // Only the entrance pin's latitude, 200 m further north: merged with its stored longitude, accepted.
    const nudged = await api(path, {
      ...user,
      method: "PATCH",
      body: { updatedAt: arena.updatedAt, entranceLatitude: 40.0183, arrivalMinutes: 60 },
    });
    expect(nudged.status).toBe(200);
    const saved = ((await nudged.json()) as { arena: ArenaJson }).arena.arrival;
    expect(saved).toMatchObject({ entrancePin: { latitude: 40.0183, longitude: -83.0251 }, arrivalMinutes: 60 });
  });

  it("PATCH with null clears a pin and the minutes", async () => {
    const user = await signIn();
    const created = await api("/api/arenas", {
      ...user,
      body: { ...arenaForm({ parkingLatitude: "40.008", parkingLongitude: "-83.025" }), arrivalMinutes: 30 },
    });
    const { arena } = (await created.json()) as { arena: ArenaJson };
    const cleared = await api(`/api/arenas/${arena.id}`, {
      ...user,
      method: "PATCH",
      body: { updatedAt: arena.updatedAt, parkingLatitude: null, parkingLongitude: null, arrivalMinutes: null },
    });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { arena: ArenaJson }).arena.arrival).toMatchObject({
      parkingPin: null,
      arrivalMinutes: null,
    });
  });
});

describe("arrival details through the forms (no JavaScript)", () => {
  it("the submit form refuses a pin 3 km away with its message and keeps what was typed", async () => {
    const user = await signIn();
    const form = arenaForm({
      officialsEntrance: "Door 7",
      entranceLatitude: THREE_KM_NORTH.latitude,
      entranceLongitude: THREE_KM_NORTH.longitude,
    });
    const response = await postForm("/submit", form, user);
    expect(response.status).toBe(400);
    const html = await response.text();
    expectText(html, TOO_FAR.replaceAll("'", "&#x27;"));
    expectText(html, 'value="40.0345"');
    expect(await db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, form.name))).toEqual([]);
  });

  it("the edit form saves arrival details, and the page shows them", async () => {
    const user = await signIn();
    const arena = await createArena({ createdBy: user.id, approved: false, latitude: 40.0075, longitude: -83.0251 });
    const response = await postForm(
      `/arenas/${arena.id}/edit`,
      {
        ...arenaForm({
          name: arena.name,
          officialsParking: "Staff lot behind the gym",
          parkingLatitude: ONE_KM_NORTH.latitude,
          parkingLongitude: ONE_KM_NORTH.longitude,
          arrivalMinutes: "50",
        }),
        updatedAt: arena.updatedAt.toISOString(),
      },
      user,
    );
    expect(response.status).toBe(302);
    const html = await (await api(`/arenas/${arena.id}`, user)).text();
    expectText(html, "Staff lot behind the gym");
    expectText(html, "50 minutes before tip-off");
  });
});

describe("Report to", () => {
  const REPORT_TO = "Game manager at the scorer's table";

  it("is refused one character over 200 with its message, taken at 200, and kept through POST, GET and PATCH", async () => {
    const user = await signIn();
    const tooLong = await api("/api/arenas", { ...user, body: arenaForm({ reportTo: "r".repeat(201) }) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).error.fields).toEqual({
      reportTo: ["Report to must be no more than 200 characters"],
    });

    const atLimit = "r".repeat(200);
    const created = await api("/api/arenas", { ...user, body: arenaForm({ reportTo: atLimit }) });
    expect(created.status).toBe(201);
    const { arena } = (await created.json()) as { arena: ArenaJson & { arrival: { reportTo: string } } };
    expect(arena.arrival.reportTo).toBe(atLimit);
    const path = `/api/arenas/${arena.id}`;

    const changed = await api(path, {
      ...user,
      method: "PATCH",
      body: { updatedAt: arena.updatedAt, reportTo: REPORT_TO },
    });
    expect(changed.status).toBe(200);
    const read = (await (await api(path, user)).json()) as { arena: { arrival: { reportTo: string } } };
    expect(read.arena.arrival.reportTo).toBe(REPORT_TO);
  });

  it("shows on the arena page's arrival card under its label, or says none is noted", async () => {
    const noted = await createArena({ reportTo: REPORT_TO });
    const html = await (await request(`/arenas/${noted.id}`)).text();
    expectText(html, ">Report to<");
    expectText(html, REPORT_TO.replaceAll("'", "&#x27;"));
    const bare = await createArena({});
    expectText(await (await request(`/arenas/${bare.id}`)).text(), "No one to report to noted yet.");
  });
});
