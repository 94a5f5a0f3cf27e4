import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "~/worker/db/client.server";
import { arenas } from "~/worker/db/schema.server";
import { SHARED_READ_CAPACITY, SHARED_READ_MAX_AGE_MS, sharedReads } from "~/worker/public-data/shared-reads.server";
import { PUBLIC_WRITE_COOKIE, publicDataChanged, VERSION_TRUSTED_MS } from "~/worker/public-data/version.server";
import { createArena, db, expectText, request, signIn, standClockAt, withoutBookmark } from "../fixtures";

/** A query that counts how often it is asked. */
function countingQuery(rows: string) {
  const calls = { count: 0 };
  return {
    calls,
    query: async () => {
      calls.count += 1;
      return rows;
    },
  };
}

const reader = (readsOwnWrite = false) => sharedReads(env.PUBLIC_PAGES, { readsOwnWrite });
const uniqueKey = () => `test:${crypto.randomUUID()}`;

describe("shared reads: public rows read once per isolate and version", () => {
  it("the first reader asks D1; the next ones get the same rows from the isolate", async () => {
    const key = uniqueKey();
    const { calls, query } = countingQuery("shared rows");
    for (let reads = 0; reads < 3; reads += 1) expect(await reader().read(key, query)).toBe("shared rows");
    expect(calls.count).toBe(1);
  });

  it("a change of public data is read at once: older rows are never served again", async () => {
    const key = uniqueKey();
    await reader().read(key, countingQuery("before").query);
    await publicDataChanged(env.PUBLIC_PAGES);
    const { calls, query } = countingQuery("after");
    expect(await reader().read(key, query)).toBe("after");
    expect(calls.count).toBe(1);
  });

  it("a version bumped by another isolate is read once this isolate's trust in its own has run out", async () => {
    const key = uniqueKey();
    // The clock stands still, and this isolate's version is learnt at its time: the trust then runs
    // from here, not from whenever another file's request (or its mocked clock) last read it.
    const now = Date.now();
    const clock = standClockAt(now);
    await publicDataChanged(env.PUBLIC_PAGES);
    await reader().read(key, countingQuery("before").query);
    // Another isolate's write: KV changes, this isolate's memory does not.
    await env.PUBLIC_PAGES.put("public-pages:version", crypto.randomUUID());
    clock.mockReturnValue(now + VERSION_TRUSTED_MS - 1);
    expect(await reader().read(key, countingQuery("after").query)).toBe("before");
    clock.mockReturnValue(now + VERSION_TRUSTED_MS);
    expect(await reader().read(key, countingQuery("after").query)).toBe("after");
  });

  it("rows are kept no longer than their maximum age, whatever the version says", async () => {
    const key = uniqueKey();
    const now = Date.now();
    const clock = standClockAt(now);
    // A version learnt at this test's time, so only the rows' age can end them here.
    await publicDataChanged(env.PUBLIC_PAGES);
    await reader().read(key, countingQuery("first").query);
    clock.mockReturnValue(now + SHARED_READ_MAX_AGE_MS - 1);
    expect(await reader().read(key, countingQuery("second").query)).toBe("first");
    clock.mockReturnValue(now + SHARED_READ_MAX_AGE_MS);
    expect(await reader().read(key, countingQuery("third").query)).toBe("third");
  });

  it(`at most ${SHARED_READ_CAPACITY} reads are kept: the oldest goes first`, async () => {
    const keys = Array.from({ length: SHARED_READ_CAPACITY + 1 }, uniqueKey);
    for (const key of keys) await reader().read(key, countingQuery(key).query);
    expect(await reader().read(keys[0] ?? "", countingQuery("read again").query)).toBe("read again");
    expect(await reader().read(keys.at(-1) ?? "", countingQuery("read again").query)).toBe(keys.at(-1));
  });

  it("a request with the person's D1 bookmark (a write a moment ago) reads D1 and keeps nothing", async () => {
    const key = uniqueKey();
    const bookmarked = countingQuery("with the write");
    expect(await reader(true).read(key, bookmarked.query)).toBe("with the write");
    expect(await reader(true).read(key, bookmarked.query)).toBe("with the write");
    expect(bookmarked.calls.count).toBe(2);
    expect(await reader().read(key, countingQuery("next reader").query)).toBe("next reader");
  });
});

/** Renames straight in D1, as nothing in the app does: the kept rows cannot know. */
async function renameQuietly(id: string, name: string) {
  await db.update(arenas).set({ name }).where(eq(arenas.id, id));
}

describe("the list page's shared rows", () => {
  // Any cookie but the maps app's skips the page cache: the page is rendered, its rows shared.
  const rendered = { headers: { cookie: "tipoff_test=1" } };

  it("a rendered page shows the kept rows, and a public-data change at once", async () => {
    const word = `Shared${crypto.randomUUID().slice(0, 8)}`;
    const arena = await createArena({ name: `${word} Fieldhouse` });
    const path = `/arenas?search=${word}`;
    expectText(await (await request(path, rendered)).text(), `${word} Fieldhouse`);

    await renameQuietly(arena.id, `${word} Pavilion`);
    expectText(await (await request(path, rendered)).text(), `${word} Fieldhouse`);

    await publicDataChanged(env.PUBLIC_PAGES);
    const html = await (await request(path, rendered)).text();
    expectText(html, `${word} Pavilion`);
    expectText(html, `${word} Fieldhouse`, false);
  });

  it("signed-in people share the kept rows, even just after a write of their own; one who just changed public data reads D1; favorites stay theirs", async () => {
    const word = `Shared${crypto.randomUUID().slice(0, 8)}`;
    const arena = await createArena({ name: `${word} Fieldhouse` });
    const cookie = withoutBookmark((await signIn()).cookie);
    const path = `/arenas?search=${word}`;
    expectText(await (await request(path, { headers: { cookie } })).text(), `${word} Fieldhouse`);

    await renameQuietly(arena.id, `${word} Pavilion`);
    expectText(await (await request(path, { headers: { cookie } })).text(), `${word} Fieldhouse`);
    const session = env.DB.withSession("first-primary");
    await session.prepare("select 1").run();
    const bookmark = `${BOOKMARK_COOKIE}=${session.getBookmark()}`;
    // A write that left public data alone (a favorite, a game): the kept rows still serve them.
    expectText(
      await (await request(path, { headers: { cookie: `${cookie}; ${bookmark}` } })).text(),
      `${word} Fieldhouse`,
    );
    // Their own change to public data: D1, which has it.
    expectText(
      await (await request(path, { headers: { cookie: `${cookie}; ${bookmark}; ${PUBLIC_WRITE_COOKIE}=1` } })).text(),
      `${word} Pavilion`,
    );
    // The public-write cookie alone, without a bookmark, is nothing.
    expectText(
      await (await request(path, { headers: { cookie: `${cookie}; ${PUBLIC_WRITE_COOKIE}=1` } })).text(),
      `${word} Fieldhouse`,
    );

    const favorite = await request("/favorites", {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ arenaId: arena.id, favorite: "true", redirectTo: path }),
    });
    expect(favorite.status).toBe(302);
    // Favorites are the person's own (read with their session) even while the public rows are kept.
    const mine = await (await request(path, { headers: { cookie } })).text();
    expectText(mine, `${word} Fieldhouse`);
    expectText(mine, `Remove ${word} Fieldhouse from favorites`);
    const visitor = await (await request(path, rendered)).text();
    expectText(visitor, `Add ${word} Fieldhouse to favorites`);
    expectText(visitor, `Remove ${word} Fieldhouse from favorites`, false);
  });
});
