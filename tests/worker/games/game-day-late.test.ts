import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "~/core/contacts/limits";
import { CONTACT_TEXT } from "~/core/contacts/messages";
import { LATE_TEXT } from "~/core/games/late-text";
import { contacts, users } from "~/worker/db/schema.server";
import { api, createArena, createGame, db, json, postForm, type SignedIn, signIn } from "../fixtures";

const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });
type ContactJson = { id: string; name: string; role: string; phone: string | null; email: string | null };
type LateJson = {
  arriveAt: string;
  message: string;
  recipients: Array<{ name: string; role?: string; phone?: string; email?: string }>;
  links: Array<{ kind: "sms" | "email"; href: string; label: string }>;
};
type ErrorJson = { error: { code: string; message: string } };

async function put(person: SignedIn, body: unknown) {
  return api("/api/contacts", { ...as(person), method: "PUT", body });
}

// Friday 15 January 2027, 7:00 PM in Indianapolis (EST, UTC-5).
const TIPOFF = new Date("2027-01-16T00:00:00Z");

let official: SignedIn;
beforeAll(async () => {
  official = await signIn();
}, 120_000);

describe("contacts, once", () => {
  it("saves a partner, replaces the numbers for the same name in any case and spacing, lists and removes", async () => {
    const person = await signIn();
    const first = await put(person, { name: "Jane Doe", phone: "(317) 555-0142" });
    expect(first.status).toBe(200);
    const saved = (await json<{ contact: ContactJson }>(first)).contact;
    expect(saved).toMatchObject({ name: "Jane Doe", role: "crew", phone: "(317) 555-0142", email: null });

    const again = await put(person, { name: "  jane   DOE ", email: "jane@example.org", phone: "" });
    const replaced = (await json<{ contact: ContactJson }>(again)).contact;
    expect(replaced.id).toBe(saved.id);
    expect(replaced).toMatchObject({ phone: null, email: "jane@example.org" });

    const listing = await api("/api/contacts", as(person));
    // About one person: never kept by a browser or a shared cache.
    expect(listing.headers.get("cache-control")).toBe("private, no-store");
    const listed = await json<{ contacts: ContactJson[] }>(listing);
    expect(listed.contacts.map((contact) => contact.id)).toEqual([saved.id]);

    const removed = await api(`/api/contacts/${saved.id}`, { ...as(person), method: "DELETE" });
    expect(removed.status).toBe(204);
    const gone = await api(`/api/contacts/${saved.id}`, { ...as(person), method: "DELETE" });
    expect(gone.status).toBe(404);
    expect((await json<ErrorJson>(gone)).error.message).toBe(CONTACT_TEXT.notFound);
  });

  it("refuses a contact with neither phone nor e-mail, a phone that is not one, and a site without its gym", async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: "Jane Doe" }, CONTACT_TEXT.phoneOrEmail],
      [{ name: "Jane Doe", phone: "call me" }, CONTACT_TEXT.phoneInvalid],
      [{ name: "Jane Doe", phone: "12" }, CONTACT_TEXT.phoneInvalid],
      [{ name: "Jane Doe", email: "not-an-address" }, CONTACT_TEXT.emailInvalid],
      [{ name: "Athletic Director", role: "site", phone: "317-555-0100" }, CONTACT_TEXT.arenaRequired],
      [{ name: "Tom Lee", role: "assigner", phone: "317-555-0100" }, CONTACT_TEXT.payerRequired],
    ];
    for (const [body, message] of cases) {
      const response = await put(official, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it("keeps another person's contacts out of reach: not listed, not removable", async () => {
    const owner = await signIn();
    const other = await signIn();
    const saved = (await json<{ contact: ContactJson }>(await put(owner, { name: "Kim Park", phone: "3175550199" })))
      .contact;
    const listed = await json<{ contacts: ContactJson[] }>(await api("/api/contacts", as(other)));
    expect(listed.contacts).toEqual([]);
    const removal = await api(`/api/contacts/${saved.id}`, { ...as(other), method: "DELETE" });
    expect(removal.status).toBe(404);
    const [still] = await db.select().from(contacts).where(eq(contacts.id, saved.id));
    expect(still?.phone).toBe("3175550199");
  });

  it("holds each person to the contact limit", async () => {
    const person = await signIn();
    const rows = Array.from({ length: CONTACT_LIMITS.perUser }, (_, index) => ({
      userId: person.id,
      name: `Partner ${index}`,
      nameKey: `partner${index}`,
      phone: "3175550100",
    }));
    // D1 binds at most 100 values a statement: ten rows at a time.
    for (let start = 0; start < rows.length; start += 10)
      await db.insert(contacts).values(rows.slice(start, start + 10));
    const over = await put(person, { name: "One More", phone: "3175550101" });
    expect(over.status).toBe(409);
    expect((await json<ErrorJson>(over)).error.message).toBe(CONTACT_TEXT.tooMany);
    const replacing = await put(person, { name: "partner 7", phone: "3175550102" });
    expect(replacing.status).toBe(200);
  });

  it("goes with the account", async () => {
    const person = await signIn();
    await put(person, { name: "Jane Doe", phone: "3175550142" });
    await db.delete(users).where(eq(users.id, person.id));
    expect(await db.select().from(contacts).where(eq(contacts.userId, person.id))).toEqual([]);
  });
});

describe("running late", () => {
  it("names the gym and the new arrival on the arena's clock, and texts and e-mails the crew, site and assigner", async () => {
    const person = await signIn();
    // At the fixture's own point: an arena at a real gym's would be found by other tests' geocoded imports.
    const arena = await createArena({ name: "Hinkle Fieldhouse", city: "Indianapolis", state: "IN" });
    const game = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: TIPOFF,
      timeZone: "America/Indiana/Indianapolis",
      bufferMinutes: 50,
      payer: "IHSAA Central",
      crew: [
        { name: person.name, position: "Referee" },
        { name: "Jane Doe", position: "Umpire" },
        { name: "Sam Roe", position: "Umpire 2" },
      ],
    });
    await put(person, { name: "JANE DOE", phone: "+1 (317) 555-0142 x12" });
    await put(person, { name: "Athletic Director", role: "site", arenaId: arena.id, email: "ad@butler.example" });
    await put(person, { name: "Tom Lee", role: "assigner", payer: "ihsaa  central", email: "tom@ihsaa.example" });
    await put(person, { name: "Pat Site", role: "site", arenaId: (await createArena()).id, phone: "3175550111" });

    const response = await api(`/api/games/${game.id}/late?minutes=15`, as(person));
    expect(response.status).toBe(200);
    const late = await json<LateJson>(response);
    // Tip-off 7:00 PM less 50 minutes is 6:10 PM; 15 minutes late is 6:25 PM.
    expect(late.arriveAt).toBe("2027-01-15T23:25:00.000Z");
    expect(late.message).toBe("Running about 15 min late to Hinkle Fieldhouse; I expect to arrive at 6:25 PM.");
    expect(late.message).toBe(LATE_TEXT.message(15, "Hinkle Fieldhouse", "6:25 PM"));
    expect(late.recipients).toEqual([
      { name: "Jane Doe", role: "Umpire", phone: "+1 (317) 555-0142 x12" },
      { name: "Sam Roe", role: "Umpire 2" },
      { name: "Athletic Director", role: "Site", email: "ad@butler.example" },
      { name: "Tom Lee", role: "Assigner", email: "tom@ihsaa.example" },
    ]);
    const body = encodeURIComponent(late.message);
    expect(late.links).toEqual([
      { kind: "sms", href: `sms:+13175550142?&body=${body}`, label: "Text Jane Doe" },
      {
        kind: "email",
        href: `mailto:ad%40butler.example,tom%40ihsaa.example?subject=${encodeURIComponent("Running late to Hinkle Fieldhouse")}&body=${body}`,
        label: "E-mail 2 contacts",
      },
    ]);
  });

  it("offers only 5, 10, 15 or 30 minutes, and keeps other people's and cancelled games out", async () => {
    const arena = await createArena();
    const game = await createGame({ userId: official.id, arenaId: arena.id });
    for (const minutes of ["", "7", "60", "abc", "-5"]) {
      const response = await api(`/api/games/${game.id}/late?minutes=${minutes}`, as(official));
      expect(response.status, minutes).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(LATE_TEXT.minutesInvalid);
    }
    const stranger = await signIn();
    expect((await api(`/api/games/${game.id}/late?minutes=5`, as(stranger))).status).toBe(404);
    expect((await api("/api/games/not-a-game/late?minutes=5", as(official))).status).toBe(404);
    expect((await api(`/api/games/${game.id}/late?minutes=5`)).status).toBe(401);
    const cancelled = await createGame({ userId: official.id, arenaId: arena.id, status: "cancelled" });
    const refused = await api(`/api/games/${cancelled.id}/late?minutes=5`, as(official));
    expect(refused.status).toBe(409);
    expect((await json<ErrorJson>(refused)).error.message).toBe(LATE_TEXT.notDriven);
  });
});

describe("the pages, without JavaScript", () => {
  it("saves a contact from the contacts page's form and keeps what was typed when refused", async () => {
    const person = await signIn();
    const refused = await postForm("/contacts", { name: "Jane Doe", phone: "nope", email: "" }, as(person));
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(CONTACT_TEXT.phoneInvalid);
    expect(refusedPage).toContain('value="nope"');
    const saved = await postForm("/contacts", { name: "Jane Doe", phone: "317-555-0142", email: "" }, as(person));
    expect(saved.status).toBe(302);
    const contactsPage = await api("/contacts", as(person));
    expect(contactsPage.headers.get("cache-control")).toBe("private, no-store");
    expect(await contactsPage.text()).toContain("317-555-0142");
  });

  it("shows the message and its links on the running-late page, and a GET form to choose", async () => {
    const person = await signIn();
    const arena = await createArena({ name: "Hinkle Fieldhouse" });
    const game = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: TIPOFF,
      timeZone: "America/Indiana/Indianapolis",
      bufferMinutes: 50,
      crew: [{ name: "Jane Doe", position: "Umpire" }],
    });
    await put(person, { name: "Jane Doe", phone: "317-555-0142" });
    const choose = await (await api(`/games/${game.id}/late`, as(person))).text();
    expect(choose).toContain('method="get"');
    expect(choose).toContain(LATE_TEXT.howLate);
    const shown = await (await api(`/games/${game.id}/late?minutes=10`, as(person))).text();
    expect(shown).toContain(LATE_TEXT.message(10, "Hinkle Fieldhouse", "6:20 PM"));
    expect(shown).toContain('href="sms:3175550142?&amp;body=');
    const wrong = await api(`/games/${game.id}/late?minutes=12`, as(person));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(LATE_TEXT.minutesInvalid);
    expect((await api(`/games/${game.id}/late?minutes=10`, as(await signIn()))).status).toBe(404);
  });

  it("leads a signed-in official's home with the next game, Running late on its day; a visitor's home has none", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Today Gym ${crypto.randomUUID().slice(0, 6)}` });
    // An hour from now on the arena's clock is today there unless the day ends within the hour.
    const soon = Date.now() + 60 * 60_000;
    const zone = "Pacific/Kiritimati";
    await createGame({ userId: person.id, arenaId: arena.id, tipoffAt: new Date(soon), timeZone: zone });
    const home = await api("/", as(person));
    expect(home.headers.get("cache-control")).toContain("private");
    const page = await home.text();
    expect(page).toContain('data-testid="next-game"');
    expect(page).toContain(arena.name);
    const sameDay =
      new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(Date.now()) ===
      new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(soon);
    expect(page.includes(`>${LATE_TEXT.action}<`)).toBe(sameDay);
    const visitor = await (await api("/")).text();
    expect(visitor).not.toContain('data-testid="next-game"');
  });
});
