import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { games, importSources } from "~/worker/db/schema.server";
import { PASTE_SOURCE_KEY } from "~/worker/imports/schedule-paste.server";
import {
  api,
  createArena,
  createGame,
  db,
  expectText,
  loadApp,
  postForm,
  request,
  type SignedIn,
  signIn,
  uniqueIp,
} from "../fixtures";

const T = PAY_TEXT;
const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });
const noon = (date: string) => new Date(`${date}T18:00:00Z`);
/** Text as React writes it into the page. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

async function page(person: SignedIn, path: string) {
  const response = await request(path, { headers: { cookie: person.cookie } });
  return { status: response.status, text: await response.text() };
}

/** A form with repeated fields (several ticked games), as the browser sends it. */
function postMany(path: string, fields: Array<[string, string]>, person: SignedIn) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: person.cookie,
      "cf-connecting-ip": uniqueIp(),
    },
  });
}

async function yearOfGames(person: SignedIn) {
  const arena = await createArena();
  const game = (date: string, values: Omit<Partial<typeof games.$inferInsert>, "arenaId">) =>
    createGame({ userId: person.id, arenaId: arena.id, tipoffAt: noon(date), enteredMiles: 10, ...values });
  return [
    await game("2025-02-01", { payer: "Region 7", feeCents: 7000 }),
    await game("2025-02-08", { payer: "Region 7", feeCents: 7000 }),
    await game("2025-03-01", { payer: '=HYPERLINK("x")', level: "JV, Boys", feeCents: 5500 }),
    await game("2025-03-02", { payer: "GHSA", level: "Varsity" }),
  ];
}

beforeAll(async () => {
  await loadApp();
}, 120_000);

describe("/games/pay without JavaScript", () => {
  it("shows the year: totals, owed oldest first, by payer, the tax year; a visitor goes to /login", async () => {
    const visitor = await request("/games/pay?year=2025", { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login?redirectTo=");

    const person = await signIn();
    await yearOfGames(person);
    const { status, text } = await page(person, "/games/pay?year=2025");
    expect(status).toBe(200);
    for (const shown of [
      T.summaryTitle(2025),
      T.owedTitle,
      T.owedLead,
      T.markPaid,
      T.byPayerTitle,
      T.reportedHint,
      T.byMonthEmpty,
      T.taxTitle(2025),
      T.taxLead,
      T.standardRate("$0.70", "IRS Notice 2025-5"),
      T.expensesEmpty,
      T.ratesTitle,
      T.ratesLead,
      T.noFeePointer(1, "GHSA"),
      "$195.00",
      "$56.00",
    ]) {
      expectText(text, html(shown));
    }
    // The oldest unpaid game first.
    expect(text.indexOf("Feb 1, 2025")).toBeLessThan(text.indexOf("Mar 1, 2025"));
  });

  it("marks several games paid at once with the date of the payment, and back again", async () => {
    const person = await signIn();
    const [a, b] = await yearOfGames(person);
    const refused = await postMany(
      "/games/pay",
      [
        ["intent", "mark-paid"],
        ["year", "2025"],
        ["paidOn", "2025-12-20"],
      ],
      person,
    );
    expect(refused.status).toBe(400);
    expectText(await refused.text(), T.chooseGames);
    const noDate = await postMany(
      "/games/pay",
      [
        ["intent", "mark-paid"],
        ["year", "2025"],
        ["gameId", a?.id ?? ""],
        ["paidOn", ""],
      ],
      person,
    );
    expect(noDate.status).toBe(400);
    expectText(await noDate.text(), T.paidOnInvalid);

    const saved = await postMany(
      "/games/pay",
      [
        ["intent", "mark-paid"],
        ["year", "2025"],
        ["gameId", a?.id ?? ""],
        ["gameId", b?.id ?? ""],
        ["paidOn", "2025-12-20"],
      ],
      person,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/games/pay?year=2025");
    const after = await request("/games/pay?year=2025", {
      headers: { cookie: `${person.cookie}; ${saved.headers.get("set-cookie")?.split(";")[0]}` },
    });
    const text = await after.text();
    expectText(text, html(T.markedPaid(2, "$140.00")));
    expectText(text, "December 2025");
    const rows = await db
      .select({ paidOn: games.paidOn })
      .from(games)
      .where(inArray(games.id, [a?.id ?? "", b?.id ?? ""]));
    expect(rows.map((row) => row.paidOn)).toEqual(["2025-12-20", "2025-12-20"]);

    const undone = await postMany(
      "/games/pay",
      [
        ["intent", "mark-unpaid"],
        ["year", "2025"],
        ["gameId", a?.id ?? ""],
      ],
      person,
    );
    expect(undone.status).toBe(302);
    const [row] = await db
      .select({ paidOn: games.paidOn })
      .from(games)
      .where(eq(games.id, a?.id ?? ""));
    expect(row?.paidOn).toBeNull();
  });

  it("saves rates and prices the games without a fee; a wrong line is named and the text kept", async () => {
    const person = await signIn();
    const list = await yearOfGames(person);
    const refused = await postForm(
      "/games/pay",
      { intent: "rates", year: "2025", rates: "GHSA: Varsity 75\nRegion 7 60" },
      as(person),
    );
    expect(refused.status).toBe(400);
    const refusedText = await refused.text();
    expectText(refusedText, html(T.ratesProblem(2, "payer")));
    expectText(refusedText, "Region 7 60");

    const saved = await postForm(
      "/games/pay",
      { intent: "rates", year: "2025", rates: "GHSA: Varsity $75, JV $55" },
      as(person),
    );
    expect(saved.status).toBe(302);
    const [row] = await db
      .select({ feeCents: games.feeCents, feeSource: games.feeSource })
      .from(games)
      .where(eq(games.id, list[3]?.id ?? ""));
    expect(row).toEqual({ feeCents: 7500, feeSource: "rate" });
    expectText((await page(person, "/games/pay?year=2025")).text, "GHSA: Varsity $75.00, JV $55.00");
  });

  it("keeps a year's own mileage rate, expenses and 1099 totals, and shows the difference", async () => {
    const person = await signIn();
    await yearOfGames(person);
    const badRate = await postForm("/games/pay", { intent: "tax-rate", year: "2025", rate: "0.6555" }, as(person));
    expect(badRate.status).toBe(400);
    expectText(await badRate.text(), T.rateInvalid);
    expect((await postForm("/games/pay", { intent: "tax-rate", year: "2025", rate: "0.6" }, as(person))).status).toBe(
      302,
    );

    const badExpense = await postForm(
      "/games/pay",
      { intent: "expense-add", year: "2025", label: "", amount: "12" },
      as(person),
    );
    expect(badExpense.status).toBe(400);
    expectText(await badExpense.text(), T.expenseLabelRequired);
    const badAmount = await postForm(
      "/games/pay",
      { intent: "expense-add", year: "2025", label: "Shirts", amount: "twelve" },
      as(person),
    );
    expectText(await badAmount.text(), T.amountInvalid);
    expect(
      (
        await postForm(
          "/games/pay",
          { intent: "expense-add", year: "2025", label: "Shirts", amount: "$49.99" },
          as(person),
        )
      ).status,
    ).toBe(302);

    const reported = await postMany(
      "/games/pay",
      [
        ["intent", "reported"],
        ["year", "2025"],
        ["payer", "Region 7"],
        ["reported", "150"],
        ["payer", "GHSA"],
        ["reported", ""],
      ],
      person,
    );
    expect(reported.status).toBe(302);
    const { text } = await page(person, "/games/pay?year=2025");
    expectText(text, html(T.ownRate("$0.60")));
    expectText(text, "$48.00");
    expectText(text, "Shirts");
    expectText(text, "$49.99");
    // Nothing of Region 7's was received in 2025, so the whole 1099 differs.
    expectText(text, html(T.differenceNote("$150.00")));
    expectText(text, 'value="150.00"');
  });

  it("names a calendar's payer and moves its games that still had the old one", async () => {
    const person = await signIn();
    const [source] = await db
      .insert(importSources)
      .values({ userId: person.id, kind: "file", key: `k-${crypto.randomUUID()}`, label: "Arbiter Cal" })
      .returning();
    const arena = await createArena();
    const game = await createGame({ userId: person.id, arenaId: arena.id, payer: "Arbiter Cal" });
    const { gameSourceEvents } = await import("~/worker/db/schema.server");
    await db.insert(gameSourceEvents).values({
      importSourceId: source?.id ?? "",
      externalUid: "u1",
      userId: person.id,
      gameId: game.id,
      sentTipoffAt: game.tipoffAt,
    });
    expectText((await page(person, "/games/pay")).text, html(T.sourcePayerLabel("Arbiter Cal")));
    const saved = await postForm(
      "/games/pay",
      { intent: "source-payer", sourceId: source?.id ?? "", payer: "Region 7" },
      as(person),
    );
    expect(saved.status).toBe(302);
    const [row] = await db.select({ payer: games.payer }).from(games).where(eq(games.id, game.id));
    expect(row?.payer).toBe("Region 7");
    const other = await signIn();
    const refused = await postForm(
      "/games/pay",
      { intent: "source-payer", sourceId: source?.id ?? "", payer: "Mine" },
      as(other),
    );
    expect(refused.status).toBe(404);
    expectText(await refused.text(), T.sourceNotFound);
  });

  it("saves a game's pay from its edit page and refuses an amount that is not dollars", async () => {
    const person = await signIn();
    const game = await createGame({
      userId: person.id,
      arenaId: (await createArena()).id,
      feeCents: 6500,
      feeSource: "assignment",
    });
    const edit = await page(person, `/games/${game.id}/edit`);
    expectText(edit.text, T.feeSources.assignment);
    const path = `/games/${game.id}/edit`;
    const refused = await postForm(
      path,
      { intent: "game-pay", fee: "sixty", feeShown: "65.00", travel: "", payer: "", paidOn: "" },
      as(person),
    );
    expect(refused.status).toBe(400);
    expectText(await refused.text(), T.amountInvalid);
    // The fee shown and sent back unchanged stays the assignment's.
    const kept = await postForm(
      path,
      { intent: "game-pay", fee: "65.00", feeShown: "65.00", travel: "10", payer: "GHSA", paidOn: "" },
      as(person),
    );
    expect(kept.status).toBe(302);
    expect(kept.headers.get("location")).toBe("/games/pay");
    const [row] = await db
      .select({
        feeCents: games.feeCents,
        feeSource: games.feeSource,
        travelCents: games.travelCents,
        payer: games.payer,
      })
      .from(games)
      .where(eq(games.id, game.id));
    expect(row).toEqual({ feeCents: 6500, feeSource: "assignment", travelCents: 1000, payer: "GHSA" });
    await postForm(
      path,
      { intent: "game-pay", fee: "70", feeShown: "65.00", travel: "10", payer: "GHSA", paidOn: "2026-01-05" },
      as(person),
    );
    const [typed] = await db
      .select({ feeCents: games.feeCents, feeSource: games.feeSource, paidOn: games.paidOn })
      .from(games)
      .where(eq(games.id, game.id));
    expect(typed).toEqual({ feeCents: 7000, feeSource: "entered", paidOn: "2026-01-05" });
  });

  it("refuses a year out of range with its message, on the page and the CSV", async () => {
    const person = await signIn();
    const shown = await page(person, "/games/pay?year=1900");
    expect(shown.status).toBe(400);
    expectText(shown.text, T.yearInvalid);
    const csv = await page(person, "/games/pay.csv?year=abc");
    expect(csv.status).toBe(400);
    expect(csv.text).toBe(T.yearInvalid);
  });
});

describe("/games/pay.csv", () => {
  it("has a row a game with date, payer, fee and paid on, formulas guarded, then the totals", async () => {
    const person = await signIn();
    await yearOfGames(person);
    const response = await request("/games/pay.csv?year=2025", { headers: { cookie: person.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${T.csvFileName(2025)}"`);
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(T.csvHeader.join(","));
    expect(lines[1]?.startsWith("2025-02-01,Region 7,")).toBe(true);
    expect(lines[1]?.endsWith(",70.00,,,20,14.00,")).toBe(true);
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")","JV, Boys"`);
    expect(lines[5]).toBe(`${T.total},,,,195.00,0.00,,80,56.00,`);
    expect(lines[6]).toBe(`${T.csvReceived(2025)},,,,,,,,,0.00`);
  });
});

describe("pasting the Arbiter schedule", () => {
  it("gives the pasted fees to the games at that date and time, keeps a typed fee, and counts the rest", async () => {
    const person = await signIn();
    const arena = await createArena({ name: `Ice Garden ${crypto.randomUUID().slice(0, 6)}` });
    // 12:30 PM in Chicago on Nov 9, 2025 is 18:30 UTC.
    const match = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-11-09T18:30:00Z"),
    });
    const typed = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date("2025-11-10T18:30:00Z"),
      feeCents: 9900,
      feeSource: "entered",
    });
    const row = (date: string, fee: string) =>
      [
        "1111",
        "106016",
        "Referee 1",
        `${date} Sun`,
        "12:30 PM",
        "D6, 12B",
        arena.name,
        "Home",
        "Away",
        fee,
        "Accepted",
      ].join("\t");
    const schedule = [row("11/9/2025", "$29.50"), row("11/10/2025", "$35.00"), row("11/11/2025", "$40.00")].join("\n");
    const saved = await postForm("/games/pay", { intent: "paste", year: "2025", schedule }, as(person));
    expect(saved.status).toBe(302);
    const after = await request("/games/pay?year=2025", {
      headers: { cookie: `${person.cookie}; ${saved.headers.get("set-cookie")?.split(";")[0]}` },
    });
    expectText(await after.text(), html(T.pasteResult({ updated: 2, created: 0, waiting: 1, ignored: 0 })));
    const rows = await db
      .select({ id: games.id, feeCents: games.feeCents, feeSource: games.feeSource })
      .from(games)
      .where(inArray(games.id, [match.id, typed.id]));
    expect(rows.find((found) => found.id === match.id)).toMatchObject({ feeCents: 2950, feeSource: "assignment" });
    expect(rows.find((found) => found.id === typed.id)).toMatchObject({ feeCents: 9900, feeSource: "entered" });

    // The row with no game here waits for its gym, as an imported event does; once named, it is a
    // game with its fee, paid by the pasted schedule's source.
    const named = await api("/api/venue-aliases", {
      method: "PUT",
      body: { venue: arena.name, arenaId: arena.id },
      cookie: person.cookie,
      ip: person.ip,
    });
    expect(named.status).toBe(200);
    const [created] = await db
      .select({ feeCents: games.feeCents, feeSource: games.feeSource, payer: games.payer, level: games.level })
      .from(games)
      .where(and(eq(games.userId, person.id), eq(games.tipoffAt, new Date("2025-11-11T18:30:00Z"))));
    expect(created).toEqual({ feeCents: 4000, feeSource: "assignment", payer: PASTE_SOURCE_KEY, level: "D6, 12B" });
  });

  it("refuses an empty paste, one with no games, and one past its size, keeping the text", async () => {
    const person = await signIn();
    const paste = (schedule: string) => postForm("/games/pay", { intent: "paste", year: "2025", schedule }, as(person));
    const empty = await paste(" ");
    expect(empty.status).toBe(400);
    expectText(await empty.text(), T.pasteEmpty);
    const nothing = await paste("Game\tDate\tFee");
    expect(nothing.status).toBe(400);
    expectText(await nothing.text(), T.pasteNothing);
    const large = await paste("x".repeat(60_001));
    expect(large.status).toBe(400);
    expectText(await large.text(), T.pasteTooLarge);
  });
});
