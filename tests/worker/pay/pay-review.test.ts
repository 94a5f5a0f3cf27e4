import { env } from "cloudflare:workers";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAPS_APP_COOKIE } from "~/core/arenas/directions";
import { COMMON_TEXT } from "~/core/common-text";
import { GAME_TEXT } from "~/core/games/messages";
import { PAY_LIMITS } from "~/core/pay/pay-limits";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { maxMessage } from "~/core/validation/fields";
import { auditInsert } from "~/worker/audit/audit.server";
import { importSources, taxExpenses } from "~/worker/db/schema.server";
import {
  api,
  auditFor,
  createArena,
  createGame,
  db,
  expectText,
  json,
  loadApp,
  postForm,
  request,
  type SignedIn,
  STRONG_PASSWORD,
  signIn,
  uniqueIp,
} from "../fixtures";

const T = PAY_TEXT;
const as = (person: SignedIn) => ({ cookie: person.cookie, ip: person.ip });

beforeAll(async () => {
  await loadApp();
}, 120_000);

describe("the pay page's writes have a budget", () => {
  it("refuses the page's posts past the per-person write limit with a 429 and Retry-After", async () => {
    const person = await signIn();
    const post = () => postForm("/games/pay", { intent: "tax-rate", year: "2025", rate: "0.7" }, as(person));
    for (let sent = 0; sent < 30; sent += 1) expect((await post()).status).toBe(302);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expectText(await refused.text(), GAME_TEXT.rateLimited.replaceAll("'", "&#x27;"));
  });

  it("holds the expense cap when ten posts race at 95", async () => {
    const person = await signIn();
    const seeded = Array.from({ length: 95 }, (_, index) => ({
      userId: person.id,
      year: 2025,
      label: `Dues ${index}`,
      amountCents: 100,
    }));
    for (let start = 0; start < seeded.length; start += 10) {
      await db.insert(taxExpenses).values(seeded.slice(start, start + 10));
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postForm(
          "/games/pay",
          { intent: "expense-add", year: "2025", label: `Race ${index}`, amount: "5" },
          as(person),
        ),
      ),
    );
    const [row] = await db
      .select({ total: count() })
      .from(taxExpenses)
      .where(and(eq(taxExpenses.userId, person.id), eq(taxExpenses.year, 2025)));
    expect(row?.total).toBe(PAY_LIMITS.expensesPerYear);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([302, 302, 302, 302, 302, 409, 409, 409, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expectText((await refused?.text()) ?? "", T.tooManyExpenses);
  });

  it("holds a 1099 payer name to the payer limit", async () => {
    const person = await signIn();
    const long = "P".repeat(PAY_LIMITS.payerMax + 1);
    const response = await request("/games/pay", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams([
        ["intent", "reported"],
        ["year", "2025"],
        ["payer", long],
        ["reported", "10"],
      ]),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: person.cookie,
        "cf-connecting-ip": uniqueIp(),
      },
    });
    expect(response.status).toBe(400);
    expectText(await response.text(), maxMessage(T.payerLabel, PAY_LIMITS.payerMax));
  });

  it.each(["2019-12-31", "2101-01-01"])("refuses a payment dated %s", async (paidOn) => {
    const person = await signIn();
    const refused = await api("/api/games/pay/paid", {
      body: { gameIds: [crypto.randomUUID()], paidOn },
      ...as(person),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await json(refused))).toContain(T.paidOnRange);
    const page = await postForm("/games/pay", { intent: "mark-paid", gameId: crypto.randomUUID(), paidOn }, as(person));
    expect(page.status).toBe(400);
    expectText(await page.text(), T.paidOnRange);
  });

  it("takes the first and last day of the years it shows", async () => {
    const person = await signIn();
    for (const paidOn of ["2020-01-01", "2100-12-31"]) {
      const taken = await api("/api/games/pay/paid", {
        body: { gameIds: [crypto.randomUUID()], paidOn },
        ...as(person),
      });
      expect(taken.status).toBe(200);
    }
  });
});

describe("actions without a page refuse another site's post", () => {
  it.each([
    ["/logout", {}],
    ["/maps-app", { mapsApp: "apple", redirectTo: "/profile" }],
  ])("%s answers 400 to a post from https://evil.example and changes nothing", async (path, fields) => {
    const person = await signIn();
    const forged = await request(path, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: person.cookie,
        origin: "https://evil.example",
      },
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe(COMMON_TEXT.crossOrigin);
    expect(forged.headers.getSetCookie().some((header) => header.startsWith(MAPS_APP_COOKIE))).toBe(false);
    const stillIn = await request("/games/pay", { headers: { cookie: person.cookie } });
    expect(stillIn.status).toBe(200);
    const ownSite = await postForm(path, fields, as(person));
    expect(ownSite.status).toBe(302);
  });
});

describe("a deleted account", () => {
  it("leaves the person's e-mail and id in no table", async () => {
    const person = await signIn();
    const arena = await createArena();
    const game = await createGame({
      userId: person.id,
      arenaId: arena.id,
      tipoffAt: new Date(Date.now() - 2 * 86_400_000),
      payer: "Region 7",
      feeCents: 6500,
    });
    await db.insert(importSources).values({
      userId: person.id,
      kind: "feed",
      key: `https://feeds.test/${person.id}.ics`,
      label: "Region 7",
      host: "feeds.test",
    });
    const steps = [
      await api("/api/contacts", {
        ...as(person),
        method: "PUT",
        body: { name: "Jane Doe", email: "jane@example.org" },
      }),
      await api(`/api/games/${game.id}/reports`, { ...as(person), body: { kind: "ejection", who: "#23", notes: "" } }),
      await api("/api/games/pay/paid", { ...as(person), body: { gameIds: [game.id], paidOn: "2026-01-02" } }),
      await postForm("/games/pay", { intent: "expense-add", year: "2026", label: "Shirts", amount: "40" }, as(person)),
      await postForm("/games/pay", { intent: "rates", rates: "Region 7: 65" }, as(person)),
      await api("/api/blocks", {
        ...as(person),
        body: { start: "2027-03-01T00:00:00-06:00", end: "2027-03-02T00:00:00-06:00" },
      }),
    ];
    expect(steps.map((step) => step.status)).toEqual([200, 201, 200, 302, 302, 201]);
    // A row the person wrote as an arena's editor, as the admin log keeps it.
    await auditInsert(db, {
      actor: { id: person.id, email: person.email },
      action: "arena.update",
      entityType: "arena",
      entityId: arena.id,
      before: { name: arena.name, createdBy: person.id },
      after: { name: arena.name, note: `asked by ${person.email}` },
    });

    const deleted = await postForm(
      "/profile",
      { intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" },
      as(person),
    );
    expect(deleted.status).toBe(302);

    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all<{ name: string }>();
    expect(tables.results.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { name } of tables.results) {
      const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
      for (const row of rows.results) {
        const text = JSON.stringify(row).toLowerCase();
        if (text.includes(person.email.toLowerCase())) found.push(`${name}: e-mail`);
        if (text.includes(person.id)) found.push(`${name}: id`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
    const [kept] = await auditFor(arena.id, "arena.update");
    expect(kept).toBeDefined();
  });
});
