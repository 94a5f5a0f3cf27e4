import { env } from "cloudflare:workers";
import { eq, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { arenaConfirmations, arenas } from "~/worker/db/schema.server";
import { publicDataChangeCount } from "~/worker/public-data/version.server";
import { writePublicArenaData } from "~/worker/public-data/writes.server";
import { createArena, db } from "../fixtures";

// Public arena data is written only through writePublicArenaData, which moves the public-data version
// when the write took effect (docs/decisions/206). This file checks the rule on the source itself,
// so a new write path cannot leave visitors a stale page by forgetting the bump.

/** The tables public pages read that the app writes, by the name the code gives each. */
const PUBLIC_TABLES = { arenas, arenaConfirmations };
const WRAPPERS = ["writePublicArenaData", "writeUnpublishedArena"] as const;
const WRAPPER_FILE = "/worker/public-data/writes.server.ts";

const sources = import.meta.glob<string>(["/worker/**/*.{ts,tsx}", "/app/**/*.{ts,tsx}", "/core/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const tableNames = Object.keys(PUBLIC_TABLES).join("|");
const sqlNames = Object.values(PUBLIC_TABLES)
  .map((table) => getTableName(table))
  .join("|");
/** A drizzle write of a public table, or one in SQL text. */
const PUBLIC_WRITE = new RegExp(
  `\\.(?:insert|update|delete)\\(\\s*(?:${tableNames})\\s*\\)|\\b(?:insert(?:\\s+or\\s+\\w+)?\\s+into|replace\\s+into|update|delete\\s+from)\\s+["\`]?(?:${sqlNames})\\b`,
  "gi",
);

type Call = { wrapper: (typeof WRAPPERS)[number]; start: number; end: number };

/** Every wrapper call in the text, from its name to its closing parenthesis. */
function wrapperCalls(text: string): Call[] {
  const calls: Call[] = [];
  for (const wrapper of WRAPPERS) {
    for (const match of text.matchAll(new RegExp(`\\b${wrapper}\\(`, "g"))) {
      let depth = 0;
      let end = text.length;
      for (let at = match.index + wrapper.length; at < text.length; at += 1) {
        if (text[at] === "(") depth += 1;
        else if (text[at] === ")" && --depth === 0) {
          end = at;
          break;
        }
      }
      calls.push({ wrapper, start: match.index, end });
    }
  }
  return calls;
}

type Finding = { write: string; at: number; wrapper: Call["wrapper"] | null };

/** Each public-table write in the text, with the wrapper call it sits in (null: none). */
function publicWrites(text: string): Finding[] {
  const calls = wrapperCalls(text);
  return [...text.matchAll(PUBLIC_WRITE)].map((match) => ({
    write: match[0],
    at: match.index,
    wrapper: calls.find((call) => call.start < match.index && match.index < call.end)?.wrapper ?? null,
  }));
}

describe("every write of public arena data moves the public-data version", () => {
  it("finds a write outside the wrappers, and one inside", () => {
    const outside = `await db.batch([db.update(arenas).set({ name }), db.insert(auditLog).values(row)]);`;
    expect(publicWrites(outside)).toEqual([
      { write: ".update(arenas)", at: outside.indexOf(".update"), wrapper: null },
    ]);
    const raw = "await db.run(sql`DELETE FROM arena_confirmations WHERE id = ?`);";
    expect(publicWrites(raw).map((finding) => finding.wrapper)).toEqual([null]);
    const inside = `await writePublicArenaData(deps, [db.update(arenas).set(f(x))], ([row]) => row.length > 0);`;
    expect(publicWrites(inside).map((finding) => finding.wrapper)).toEqual(["writePublicArenaData"]);
    // A write after the call has closed is outside it.
    const after = `await writePublicArenaData(deps, [a], () => true); await db.delete(arenas);`;
    expect(publicWrites(after).map((finding) => finding.wrapper)).toEqual([null]);
  });

  it("no source writes a public table but through writePublicArenaData or writeUnpublishedArena", () => {
    const files = Object.entries(sources).filter(([file]) => file !== WRAPPER_FILE);
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap(([file, text]) => publicWrites(text).map((finding) => ({ file, ...finding })));
    // The scan sees the app's public writes (a broken pattern would find none and pass).
    expect(new Set(findings.map((finding) => finding.wrapper))).toEqual(new Set(WRAPPERS));
    expect(findings.filter((finding) => finding.wrapper === null)).toEqual([]);
  });

  it("writeUnpublishedArena only ever writes an arena pending review", () => {
    const calls = Object.entries(sources).flatMap(([file, text]) =>
      wrapperCalls(text)
        .filter((call) => call.wrapper === "writeUnpublishedArena")
        .map((call) => ({ file, text: text.slice(call.start, call.end) })),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.text, call.file).toContain("approved: false");
  });

  it("only the wrapper bumps the version by hand", () => {
    const bumping = Object.entries(sources)
      .filter(([, text]) => /\bpublicDataChanged\b/.test(text))
      .map(([file]) => file);
    expect(bumping.filter((file) => !file.endsWith("/version.server.ts"))).toEqual([WRAPPER_FILE]);
  });
});

describe("writePublicArenaData", () => {
  const deps = { db, publicPages: env.PUBLIC_PAGES };

  it("moves the version when the write changed a row", async () => {
    const arena = await createArena();
    const before = publicDataChangeCount();
    const [renamed] = await writePublicArenaData(
      deps,
      [
        db
          .update(arenas)
          .set({ name: "Renamed in public" })
          .where(eq(arenas.id, arena.id))
          .returning({ id: arenas.id }),
      ],
      ([rows]) => rows.length > 0,
    );
    expect(renamed).toEqual([{ id: arena.id }]);
    expect(publicDataChangeCount()).toBe(before + 1);
    const [row] = await db.select({ name: arenas.name }).from(arenas).where(eq(arenas.id, arena.id));
    expect(row?.name).toBe("Renamed in public");
  });

  it("leaves the version where it was when the guarded write matched nothing", async () => {
    const before = publicDataChangeCount();
    const [renamed] = await writePublicArenaData(
      deps,
      [db.update(arenas).set({ name: "Nobody" }).where(eq(arenas.id, "no-such-arena")).returning({ id: arenas.id })],
      ([rows]) => rows.length > 0,
    );
    expect(renamed).toEqual([]);
    expect(publicDataChangeCount()).toBe(before);
  });
});
