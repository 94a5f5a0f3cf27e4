import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKMARK_COOKIE } from "~/worker/db/client.server";
import { arenas } from "~/worker/db/schema.server";
import { SHARED_READ_CAPACITY, SHARED_READ_MAX_AGE_MS, sharedReads } from "~/worker/public-data/shared-reads.server";
import { publicDataChanged, VERSION_TRUSTED_MS } from "~/worker/public-data/version.server";
import { createArena, db, expectText, request, signIn, withoutBookmark } from "./fixtures";

afterEach(() => vi.restoreAllMocks());

/** A reader that counts what it asks D1 for. */
function countingQueries(shared: string) {
  const calls = { both: 0, own: 0 };
  return {
    calls,
    queries: {
      both: async (): Promise<[string, string]> => {
        calls.both += 1;
        return [shared, "own rows"];
      },
      own: async () => {
        calls.own += 1;
        return "own rows";
      },
    },
  };
}

const reader = (readsOwnWrite = false) => sharedReads(env.PUBLIC_PAGES, { readsOwnWrite });
const uniqueKey = () => `test:${crypto.randomUUID()}`;

describe("shared reads: public rows read once per isolate and version", () => {
  it("the first reader reads both from D1; the next ones only their own rows, and get the same shared rows", async () => {
    const key = uniqueKey();
    const { calls, queries } = countingQueries("shared rows");
    expect(await reader().read(key, queries)).toEqual(["shared rows", "own rows"]);
    expect(await reader().read(key, queries)).toEqual(["shared rows", "own rows"]);
    expect(await reader().read(key, queries)).toEqual(["shared rows", "own rows"]);
    expect(calls).toEqual({ both: 1, own: 2 });
  });

  it("a change of public data is read at once: older rows are never served again", async () => {
    const key = uniqueKey();
    await reader().read(key, countingQueries("before").queries);
    await publicDataChanged(env.PUBLIC_PAGES);
    const { calls, queries } = countingQueries("after");
    expect(await reader().read(key, queries)).toEqual(["after", "own rows"]);
    expect(calls.both).toBe(1);
  });

  it("a version bumped by another isolate is read once this isolate's trust in its own has run out", async () => {
    const key = uniqueKey();
    await reader().read(key, countingQueries("before").queries);
    // Another isolate's write: KV changes, this isolate's memory does not.
    await env.PUBLIC_PAGES.put("public-pages:version", crypto.randomUUID());
    expect((await reader().read(key, countingQueries("after").queries))[0]).toBe("before");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + VERSION_TRUSTED_MS + 1);
    expect((await reader().read(key, countingQueries("after").queries))[0]).toBe("after");
  });

  it("rows are kept no longer than their maximum age, whatever the version says", async () => {
    const key = uniqueKey();
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    await reader().read(key, countingQueries("first").queries);
    clock.mockReturnValue(now + SHARED_READ_MAX_AGE_MS - 1);
    // The version is trusted for a second only: keep it the same as KV has it.
    expect((await reader().read(key, countingQueries("second").queries))[0]).toBe("first");
    clock.mockReturnValue(now + SHARED_READ_MAX_AGE_MS);
    expect((await reader().read(key, countingQueries("third").queries))[0]).toBe("third");
  });

  it(`at most ${SHARED_READ_CAPACITY} reads are kept: the oldest goes first`, async () => {
    const keys = Array.from({ length: SHARED_READ_CAPACITY + 1 }, uniqueKey);
    for (const key of keys) await reader().read(key, countingQueries(key).queries);
    const oldest = countingQueries("read again");
    const newest = countingQueries("read again");
    expect((await reader().read(keys[0] ?? "", oldest.queries))[0]).toBe("read again");
    expect((await reader().read(keys.at(-1) ?? "", newest.queries))[0]).toBe(keys.at(-1));
  });

  it("a request with the person's D1 bookmark (a write a moment ago) reads D1 and keeps nothing", async () => {
    const key = uniqueKey();
    const bookmarked = countingQueries("with the write");
    expect(await reader(true).read(key, bookmarked.queries)).toEqual(["with the write", "own rows"]);
    expect(await reader(true).read(key, bookmarked.queries)).toEqual(["with the write", "own rows"]);
    expect(bookmarked.calls).toEqual({ both: 2, own: 0 });
    const next = countingQueries("next reader");
    expect((await reader().read(key, next.queries))[0]).toBe("next reader");
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

  it("signed-in people share the kept rows, but one who just wrote (their D1 bookmark) reads D1; favorites stay theirs", async () => {
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
    expectText(
      await (await request(path, { headers: { cookie: `${cookie}; ${bookmark}` } })).text(),
      `${word} Pavilion`,
    );

    const favorite = await request("/favorites", {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ arenaId: arena.id, favorite: "true", redirectTo: path }),
    });
    expect(favorite.status).toBe(302);
    // Favorites are read per person even while the public rows are kept.
    const mine = await (await request(path, { headers: { cookie } })).text();
    expectText(mine, `${word} Fieldhouse`);
    expectText(mine, `Remove ${word} Fieldhouse from favorites`);
    const visitor = await (await request(path, rendered)).text();
    expectText(visitor, `Add ${word} Fieldhouse to favorites`);
    expectText(visitor, `Remove ${word} Fieldhouse from favorites`, false);
  });
});
