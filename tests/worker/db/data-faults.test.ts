import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { BROWSE_TEXT } from "~/app/lib/browse-text";
import { ADMIN_TEXT } from "~/core/admin/messages";
import { ARENA_TEXT } from "~/core/arenas/messages";
import { CONTACT_TEXT } from "~/core/contact/messages";
import { FAVORITE_TEXT } from "~/core/favorites/messages";
import { FEEDBACK_TEXT } from "~/core/feedback/messages";
import { contactMessages, favorites, feedback } from "~/worker/db/schema.server";
import {
  arenaForm,
  carriesInPageData,
  createArena,
  cursorAbove,
  db,
  failStatements,
  ownTimeWindow,
  postForm,
  request,
  type SignedIn,
  signIn,
  uniqueIp,
} from "../fixtures";

// When D1 fails under a page, the person is told in the app's fixed words (the page's toast, its
// text sent with the page), the page still answers, and nothing is half-changed. The session's own
// reads (the user row and their favorite ids) are left alone: those failing is a signed-out page.

/** Reads of a table's rows for the page: selects from it, apart from the session's own statement (with the favorite ids). */
const readsOf = (table: string) => (sql: string) =>
  sql.startsWith("select") && sql.includes(`from "${table}"`) && !sql.includes('from "sessions"');

async function page(path: string, user: SignedIn) {
  const response = await request(path, { headers: { cookie: user.cookie, "cf-connecting-ip": user.ip } });
  return { status: response.status, html: await response.text() };
}

describe("a page whose rows cannot be read", () => {
  it.each([
    ["/", "arenas", BROWSE_TEXT.loadFeaturedFailed],
    ["/arenas", "arenas", BROWSE_TEXT.loadArenasFailed],
    ["/favorites", "favorites", FAVORITE_TEXT.loadFailed],
  ])("%s tells a signed-in person: %s rows fail", async (path, table, message) => {
    const user = await signIn();
    // A new public-data version, so the isolate's kept rows are not used.
    await createArena();
    failStatements(readsOf(table));
    const { status, html } = await page(path, user);
    expect(status).toBe(200);
    expect(carriesInPageData(html, message)).toBe(true);
  });

  it("an arena's page says the details could not be loaded", async () => {
    const user = await signIn();
    const arena = await createArena();
    failStatements(readsOf("arenas"));
    const { status, html } = await page(`/arenas/${arena.id}`, user);
    expect(status).toBe(500);
    // Not "Arena Not Found": the arena exists, it could not be read; a way to try again.
    expect(html).toContain(`<h1 class="text-3xl font-bold">${BROWSE_TEXT.loadDetailsFailed}</h1>`);
    expect(html).not.toContain(ARENA_TEXT.notFoundTitle);
    expect(html).toMatch(new RegExp(`href="/arenas/${arena.id}"[^>]*>${BROWSE_TEXT.tryAgain}<`));
    expect(html).not.toContain(arena.name);
  });

  it.each([
    ["/admin/pending-arenas", "arenas", ADMIN_TEXT.loadPendingFailed],
    ["/admin/feedback", "feedback", FEEDBACK_TEXT.loadFailed],
    ["/admin/contact", "contact_messages", CONTACT_TEXT.loadFailed],
  ])("%s tells the admin: %s rows fail", async (path, table, message) => {
    const admin = await signIn({ admin: true });
    failStatements(readsOf(table));
    const { status, html } = await page(path, admin);
    expect(status).toBe(200);
    expect(carriesInPageData(html, message)).toBe(true);
  });
});

describe("a change that cannot be written", () => {
  it("an admin's delete: the arena stays, the admin is told", async () => {
    const admin = await signIn({ admin: true });
    // Dated in a time of this test's own, and listed from just above it, so its card is the first.
    const createdAt = new Date(ownTimeWindow());
    const arena = await createArena({ approved: false, createdAt });
    failStatements((sql) => sql.startsWith('delete from "arenas"'));
    const response = await postForm("/admin/pending-arenas", { intent: "delete", id: arena.id }, admin);
    expect(response.status).toBe(500);
    expect(carriesInPageData(await response.text(), ADMIN_TEXT.deleteFailed)).toBe(true);
    vi.restoreAllMocks();
    const { html } = await page(`/admin/pending-arenas?cursor=${cursorAbove(createdAt)}`, admin);
    expect(html).toContain(arena.name);
  });

  it("a feedback status and a message status: unchanged, with the fixed message", async () => {
    const admin = await signIn({ admin: true });
    const [entry] = await db.insert(feedback).values({ type: "bug", content: "The map pin is wrong." }).returning();
    // A subject and a time of this message's own: the inbox, read from just above that time, shows
    // this message's row first, whatever other files wrote.
    const subject = `Gate code ${crypto.randomUUID().slice(0, 8)}`;
    const createdAt = new Date(ownTimeWindow());
    const [contactMessage] = await db
      .insert(contactMessages)
      .values({ name: "Pat", email: "pat@example.com", subject, message: "Which gate is open?", createdAt })
      .returning();
    failStatements((sql) => sql.startsWith('update "feedback"') || sql.startsWith('update "contact_messages"'));
    for (const [path, id, status, message] of [
      ["/admin/feedback", entry?.id ?? "", "in-review", FEEDBACK_TEXT.updateFailed],
      ["/admin/contact", contactMessage?.id ?? "", "read", CONTACT_TEXT.updateFailed],
    ] as const) {
      const answer = await postForm(path, { intent: "status", id, status }, admin);
      expect(answer.status).toBe(500);
      expect(carriesInPageData(await answer.text(), message)).toBe(true);
    }
    vi.restoreAllMocks();
    const { html } = await page(`/admin/contact?cursor=${cursorAbove(createdAt)}`, admin);
    const row = [...html.matchAll(/<tr\b.*?<\/tr>/gs)].map((match) => match[0]).find((tr) => tr.includes(subject));
    expect(row).toContain(">Unread<");
    const [stored] = await db
      .select({ status: feedback.status })
      .from(feedback)
      .where(eq(feedback.id, entry?.id ?? ""));
    expect(stored?.status).toBe("new");
  });

  it("a contact message that cannot be stored: the visitor keeps their text", async () => {
    const subject = `Locker room ${crypto.randomUUID().slice(0, 6)}`;
    failStatements((sql) => sql.startsWith('insert into "contact_messages"'));
    const response = await postForm(
      "/contact",
      { name: "Pat Official", email: "pat@example.com", subject, message: "Where is the officials' locker room?" },
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(CONTACT_TEXT.sendFailed);
    expect(html).toContain(`value="${subject}"`);
  });

  it("an arena edit that cannot be saved: the form is kept, the toast and the form say so", async () => {
    const user = await signIn();
    const arena = await createArena({ createdBy: user.id, approved: false });
    const form = arenaForm({ name: arena.name, food: "Diner on 5th" });
    failStatements((sql) => sql.startsWith('update "arenas"'));
    const response = await postForm(
      `/arenas/${arena.id}/edit`,
      { ...form, updatedAt: arena.updatedAt.toISOString() },
      user,
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(carriesInPageData(html, ARENA_TEXT.updateFailed)).toBe(true);
    expect(html).toContain(ARENA_TEXT.formFailed);
    expect(html).toContain("Diner on 5th");
  });

  it("favorites that cannot be read do not lose the saved ones", async () => {
    const user = await signIn();
    const arena = await createArena();
    await db.insert(favorites).values({ userId: user.id, arenaId: arena.id });
    failStatements(readsOf("arenas"));
    await page("/favorites", user);
    vi.restoreAllMocks();
    const { html } = await page("/favorites", user);
    expect(html).toContain(arena.name);
  });
});
