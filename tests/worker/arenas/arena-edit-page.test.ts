import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { arenas } from "~/worker/db/schema.server";
import { arenaForm, createArena, db, postForm, request, signIn } from "../fixtures";

const stored = async (id: string) => (await db.select().from(arenas).where(eq(arenas.id, id)))[0];
// React escapes the apostrophe in "don't" when it renders the message.
const html = (text: string) => text.replaceAll("'", "&#x27;");

async function editPage(id: string, cookie: string) {
  const response = await request(`/arenas/${id}/edit`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

describe("/arenas/:id/edit", () => {
  it("sends a visitor to /login with 'You must be logged in to edit an arena'", async () => {
    const arena = await createArena();
    const response = await request(`/arenas/${arena.id}/edit`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/arenas/${arena.id}/edit`)}`,
    );
    const login = await request("/login", {
      headers: { cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "" },
    });
    expect(await login.text()).toContain(ARENA_TEXT.editLoginRequired);
  });

  it("streams the loading text, then the creator's form with the values and the version", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: false, parking: "Behind the gym" });
    const page = await editPage(arena.id, owner.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(ARENA_TEXT.editTitle);
    // The fallback is in the shell; the form follows once the arena and the permission check resolve.
    expect(page.text.indexOf(ARENA_TEXT.loadingDetails)).toBeGreaterThan(-1);
    expect(page.text.indexOf(`value="${arena.name}"`)).toBeGreaterThan(page.text.indexOf(ARENA_TEXT.loadingDetails));
    expect(page.text).toContain("Behind the gym");
    expect(page.text).toContain(`name="updatedAt" value="${arena.updatedAt.toISOString()}"`);
    expect(page.text).toContain(ARENA_TEXT.pendingReview);
  });

  it("tells a creator that saving a published arena sends it back to review", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: true });
    expect((await editPage(arena.id, owner.cookie)).text).toContain(ARENA_TEXT.backToReview);
  });

  it("shows another user the Unauthorized view, and refuses their POST with 403", async () => {
    const owner = await signIn();
    const other = await signIn();
    const arena = await createArena({ createdBy: owner.id });
    const page = await editPage(arena.id, other.cookie);
    expect(page.text).toContain(ARENA_TEXT.unauthorizedTitle);
    expect(page.text).toContain(html(ARENA_TEXT.editForbidden));
    expect(page.text).toContain("Go Back");
    expect(page.text).not.toContain('name="updatedAt"');

    const fields = { ...arenaForm({ name: "Taken Over" }), updatedAt: arena.updatedAt.toISOString() };
    const response = await postForm(`/arenas/${arena.id}/edit`, fields, other);
    expect(response.status).toBe(403);
    expect(await stored(arena.id)).toEqual(arena);
  });

  it("shows another user's pending arena as 'Arena Not Found', with no form to edit it", async () => {
    const owner = await signIn();
    const other = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: false });
    const page = await editPage(arena.id, other.cookie);
    expect(page.text).toContain(ARENA_TEXT.notFoundTitle);
    expect(page.text).not.toContain(arena.name);
    expect(page.text).not.toContain('name="updatedAt"');
  });

  it("shows 'Arena Not Found' for an unknown or malformed id", async () => {
    const { cookie } = await signIn();
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      expect((await editPage(id, cookie)).text).toContain(ARENA_TEXT.notFoundTitle);
    }
  });

  it("saves the creator's change and goes to the arena with 'Arena updated successfully'", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: false });
    const fields = { ...arenaForm({ name: "Saved By Form" }), updatedAt: arena.updatedAt.toISOString() };
    const response = await postForm(`/arenas/${arena.id}/edit`, fields, owner);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/arenas/${arena.id}`);
    expect((await stored(arena.id))?.name).toBe("Saved By Form");
    const next = await request("/", { headers: { cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "" } });
    expect(await next.text()).toContain(ARENA_TEXT.updated);
  });

  it("a stale save gets 409 with the message, the typed values and the newer version", async () => {
    const owner = await signIn();
    const arena = await createArena({ createdBy: owner.id, approved: false });
    const base = { updatedAt: arena.updatedAt.toISOString() };
    expect(
      (await postForm(`/arenas/${arena.id}/edit`, { ...arenaForm({ name: "Theirs" }), ...base }, owner)).status,
    ).toBe(302);
    const response = await postForm(
      `/arenas/${arena.id}/edit`,
      { ...arenaForm({ name: "Mine Kept" }), ...base },
      owner,
    );
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain(html(ARENA_TEXT.conflict));
    expect(page).toContain('value="Mine Kept"');
    const newer = (await stored(arena.id))?.updatedAt.toISOString();
    expect(page).toContain(`name="updatedAt" value="${newer}"`);
    expect((await stored(arena.id))?.name).toBe("Theirs");
  });
});
