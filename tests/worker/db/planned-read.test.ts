import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "~/worker/db/client.server";
import { plannedBatch, plannedRead } from "~/worker/db/planned-read.server";
import { arenas, games, users } from "~/worker/db/schema.server";
import { rotateCalendarToken } from "~/worker/games/preferences.server";
import { createArena, createGame, createUser, db, expectText, request, signIn } from "../fixtures";

const ID = sql.placeholder("id");
const userById = plannedRead((planner) =>
  planner.select({ name: users.name }).from(users).where(eq(users.id, ID)).prepare(),
);
const gameById = plannedRead((planner) =>
  planner.select({ tipoffAt: games.tipoffAt }).from(games).where(eq(games.id, ID)).prepare(),
);
const arenaById = plannedRead((planner) =>
  planner.select({ name: arenas.name, approved: arenas.approved }).from(arenas).where(eq(arenas.id, ID)).prepare(),
);

describe("reads planned once per isolate (worker/db/planned-read.server.ts)", () => {
  it("binds each call's own values to the one plan, alone and in a batch, and maps columns as drizzle does", async () => {
    const [first, second] = await Promise.all([
      createUser({ name: "Planned First" }),
      createUser({ name: "Planned Second" }),
    ]);
    const arena = await createArena({ name: "Planned Arena", approved: false });

    expect(await userById.all(db, { id: first.id })).toEqual([{ name: "Planned First" }]);
    expect(await userById.all(db, { id: second.id })).toEqual([{ name: "Planned Second" }]);
    expect(await userById.all(db, { id: "nobody" })).toEqual([]);
    // The boolean column comes back as a boolean, not SQLite's 0.
    expect(await plannedBatch(db, { id: arena.id }, [arenaById, userById])).toEqual([
      [{ name: "Planned Arena", approved: false }],
      [],
    ]);
  });

  it("maps a timestamp column to a Date, as drizzle does", async () => {
    const user = await createUser();
    const arena = await createArena();
    const tipoffAt = new Date("2026-12-04T01:30:00.000Z");
    const game = await createGame({ userId: user.id, arenaId: arena.id, tipoffAt });
    expect(await gameById.all(db, { id: game.id })).toEqual([{ tipoffAt }]);
  });

  it("runs each call on the D1 session it is given, never on one an earlier call used", async () => {
    const user = await createUser({ name: "Planned Session" });
    // Two request databases over the same D1, each counting what reaches it.
    const sessionsUsed: string[] = [];
    const requestDb = (label: string) => {
      const session = env.DB.withSession("first-unconstrained");
      return createDb({
        prepare: (query) => {
          sessionsUsed.push(label);
          return session.prepare(query);
        },
        batch: (statements) => {
          sessionsUsed.push(`${label} batch`);
          return session.batch(statements);
        },
        exec: (query) => env.DB.exec(query),
        withSession: (constraint) => env.DB.withSession(constraint),
        dump: () => env.DB.dump(),
      });
    };
    const first = requestDb("first");
    const second = requestDb("second");
    expect(await userById.all(first, { id: user.id })).toEqual([{ name: "Planned Session" }]);
    expect(await userById.all(second, { id: user.id })).toEqual([{ name: "Planned Session" }]);
    await plannedBatch(second, { id: user.id }, [userById, arenaById]);
    await plannedBatch(first, { id: user.id }, [userById]);
    expect(sessionsUsed).toEqual(["first", "second", "second", "second", "second batch", "first", "first batch"]);
  });

  it("refuses to run without a value for a placeholder, rather than binding nothing", async () => {
    await expect(userById.all(db, {})).rejects.toThrow(/placeholder/i);
  });

  it("two people signed in at the same moment each get their own name, games and calendar feed", async () => {
    const people = await Promise.all([signIn(), signIn()]);
    const gyms = await Promise.all(
      people.map((_, index) => createArena({ name: `Planned Gym ${index} ${crypto.randomUUID().slice(0, 6)}` })),
    );
    await Promise.all(people.map((person, index) => createGame({ userId: person.id, arenaId: gyms[index]?.id ?? "" })));
    const tokens = await Promise.all(people.map((person) => rotateCalendarToken({ db }, person.id)));

    const answers = await Promise.all(
      people.flatMap((person, index) => [
        request("/api/me", { headers: { cookie: person.cookie } }).then((response) => response.text()),
        request("/games", { headers: { cookie: person.cookie } }).then((response) => response.text()),
        request(`/calendar/${tokens[index]}.ics`).then((response) => response.text()),
      ]),
    );
    people.forEach((person, index) => {
      const own = gyms[index]?.name ?? "";
      const others = gyms[1 - index]?.name ?? "";
      const [me, games, feed] = answers.slice(index * 3, index * 3 + 3);
      expect(JSON.parse(me ?? "{}")).toMatchObject({ user: { email: person.email } });
      for (const page of [games ?? "", feed ?? ""]) {
        expectText(page, own);
        expectText(page, others, false);
      }
    });
  });
});
