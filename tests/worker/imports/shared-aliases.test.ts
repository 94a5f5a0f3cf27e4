import { describe, expect, it } from "vitest";
import { SHARED_ALIAS_TEXT } from "~/core/imports/shared-alias-text";
import { encodeCursor } from "~/core/pagination/cursor";
import { venueAliases } from "~/worker/db/schema.server";
import { venueKey } from "~/worker/imports/event-text";
import { aliasesFor } from "~/worker/imports/venues.server";
import {
  api,
  auditFor,
  createArena,
  createUser,
  db,
  establishAccount,
  expectText,
  json,
  ownTimeWindow,
  postForm,
  request,
  signIn,
} from "../fixtures";

type SharedAliasItem = {
  id: string;
  venueText: string;
  arenaId: string;
  arenaName: string;
  people: number;
  confirmedAt: string;
};
type SharedAliasList = { aliases: SharedAliasItem[]; nextCursor: string | null };

/** `people` different established users who each matched the venue text to the arena, confirmed at `at`. */
async function confirmAlias(venueText: string, arenaId: string, people: number, at: number) {
  const userIds: string[] = [];
  for (let person = 0; person < people; person += 1) {
    const user = await createUser();
    await establishAccount(user.id, arenaId);
    userIds.push(user.id);
    await db.insert(venueAliases).values({
      userId: user.id,
      venueKey: venueKey(venueText),
      venueText,
      arenaId,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
  }
  return userIds;
}

/** The list's cursor that starts with the aliases confirmed at `newest` and before (its key: time, arena, venue). */
const aliasCursorAbove = (newest: number) => encodeCursor([newest + 1, "~", "~"]);

async function listFrom(cookie: string, newest: number, limit = 25): Promise<SharedAliasList> {
  const response = await api(`/api/admin/venue-aliases?cursor=${aliasCursorAbove(newest)}&limit=${limit}`, { cookie });
  expect(response.status).toBe(200);
  return json<SharedAliasList>(response);
}

describe("shared venue aliases", () => {
  it("lists an alias three people confirmed, newest first, and leaves out one only two confirmed", async () => {
    const window = ownTimeWindow();
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    const older = `Older Gym ${crypto.randomUUID()}`;
    const newer = `Newer Gym ${crypto.randomUUID()}`;
    const tooFew = `Two People Gym ${crypto.randomUUID()}`;
    await confirmAlias(older, arena.id, 3, window - 2000);
    await confirmAlias(newer, arena.id, 4, window);
    await confirmAlias(tooFew, arena.id, 2, window - 1000);

    const first = await listFrom(admin.cookie, window, 1);
    expect(first.aliases).toEqual([
      expect.objectContaining({
        venueText: newer,
        arenaId: arena.id,
        arenaName: arena.name,
        people: 4,
        confirmedAt: new Date(window).toISOString(),
      }),
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await json<SharedAliasList>(
      await api(`/api/admin/venue-aliases?cursor=${first.nextCursor}&limit=1`, { cookie: admin.cookie }),
    );
    expect(second.aliases.map((alias) => alias.venueText)).toEqual([older]);
    const page = await listFrom(admin.cookie, window);
    expect(page.aliases.map((alias) => alias.venueText)).not.toContain(tooFew);
  });

  it("undo stops the shared use for everyone, keeps each person's own alias, is audited and stays undone", async () => {
    const window = ownTimeWindow();
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    const venueText = `Shared Gym ${crypto.randomUUID()}`;
    const key = venueKey(venueText);
    const [confirmer] = await confirmAlias(venueText, arena.id, 3, window);
    const stranger = await createUser();
    expect((await aliasesFor({ db }, stranger.id, [key])).shared.get(key)?.arenaId).toBe(arena.id);

    const [shared] = (await listFrom(admin.cookie, window)).aliases.filter((alias) => alias.venueText === venueText);
    if (!shared) throw new Error("shared alias not listed");
    const undo = await api(`/api/admin/venue-aliases/${shared.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(undo.status).toBe(200);
    expect(await json(undo)).toEqual({
      alias: { id: shared.id, venueText, arenaName: arena.name, shared: false },
    });

    expect((await aliasesFor({ db }, stranger.id, [key])).shared.has(key)).toBe(false);
    expect((await aliasesFor({ db }, confirmer ?? "", [key])).own.get(key)).toBe(arena.id);
    const afterUndo = await listFrom(admin.cookie, window);
    expect(afterUndo.aliases.map((alias) => alias.venueText)).not.toContain(venueText);

    // A fourth confirmation does not silently share it again.
    await confirmAlias(venueText, arena.id, 1, window);
    expect((await aliasesFor({ db }, stranger.id, [key])).shared.has(key)).toBe(false);

    const records = await auditFor(shared.id, "venue_alias.unshare");
    expect(records).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        entityType: "venue_alias",
        before: expect.objectContaining({ venueText, arenaName: arena.name, shared: true }),
        after: expect.objectContaining({ shared: false }),
      }),
    ]);

    const again = await api(`/api/admin/venue-aliases/${shared.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ error: { code: "not_found", message: SHARED_ALIAS_TEXT.notFound } });
  });

  it("the admin page lists it and its Undo form works without JavaScript", async () => {
    const window = ownTimeWindow();
    const admin = await signIn({ admin: true });
    const arena = await createArena();
    const venueText = `Page Gym ${crypto.randomUUID()}`;
    await confirmAlias(venueText, arena.id, 3, window);
    const path = `/admin/venue-aliases?cursor=${aliasCursorAbove(window)}`;

    const before = await (await request(path, { headers: { cookie: admin.cookie } })).text();
    expectText(before, SHARED_ALIAS_TEXT.pageTitle);
    expectText(before, venueText);
    expectText(before, arena.name);
    const [shared] = (await listFrom(admin.cookie, window)).aliases.filter((alias) => alias.venueText === venueText);
    if (!shared) throw new Error("shared alias not listed");

    const posted = await postForm(path, { intent: "undo", id: shared.id }, { cookie: admin.cookie });
    expect(posted.status).toBe(200);
    const after = await posted.text();
    expectText(after, SHARED_ALIAS_TEXT.undone.replace("'", "&#x27;"));
    expectText(after, venueText, false);

    const again = await postForm(path, { intent: "undo", id: shared.id }, { cookie: admin.cookie });
    expect(again.status).toBe(404);
    expectText(await again.text(), SHARED_ALIAS_TEXT.notFound);
  });
});
