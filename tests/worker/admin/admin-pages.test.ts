import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_TEXT } from "~/core/admin/messages";
import { arenas, contactMessages, feedback } from "~/worker/db/schema.server";
import {
  auditFor,
  createArena,
  cursorAbove,
  db,
  expectText,
  ownTimeWindow,
  postForm,
  registerUser,
  request,
  signIn,
} from "../fixtures";

const PAGES = ["/admin", "/admin/pending-arenas", "/admin/feedback", "/admin/contact", "/admin/venue-aliases"];

describe("admin pages are guarded on the server", () => {
  it.each(PAGES)("%s sends a visitor to /login and back", async (path) => {
    const response = await request(path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
  });

  it.each(PAGES)("%s shows a signed-in non-admin the not-authorized view with 403", async (path) => {
    const { cookie } = await registerUser();
    const response = await request(path, { headers: { cookie } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expectText(html, "Administrator Access Required");
    expectText(html, "You don&#x27;t have permission to access this area.");
    expectText(html, "Return to Home");
  });

  it.each(PAGES.slice(1))("%s refuses a non-admin's form post without changing anything", async (path) => {
    const arena = await createArena({ approved: false });
    const { cookie } = await registerUser();
    const response = await postForm(
      path,
      { intent: "approve", id: arena.id, updatedAt: arena.updatedAt.toISOString() },
      { cookie },
    );
    expect(response.status).toBe(403);
    const [row] = await db.select({ approved: arenas.approved }).from(arenas).where(eq(arenas.id, arena.id));
    expect(row?.approved).toBe(false);
    expect(await auditFor(arena.id)).toEqual([]);
  });
});

describe("admin pages for an admin", () => {
  it("the dashboard shows the counts and the recent activity", async () => {
    const admin = await signIn({ admin: true });
    // A name of its own: the activity line must be this approval's, not another test's.
    const name = `Audited Arena ${crypto.randomUUID().slice(0, 8)}`;
    const arena = await createArena({ approved: false, name });
    await postForm(
      "/admin/pending-arenas",
      { intent: "approve", id: arena.id, updatedAt: arena.updatedAt.toISOString() },
      { cookie: admin.cookie },
    );
    const html = await (await request("/admin", { headers: { cookie: admin.cookie } })).text();
    // Whole card titles: "Arenas" alone must not pass on "Pending Arenas".
    for (const title of ["Arenas", "Pending Arenas", "Feedback", "Contact Messages", "More Actions"]) {
      expectText(html, `>${title}</h2>`);
    }
    expectText(html, "Submit new arena");
    expectText(html, `Approved arena “${name}”`);
    expectText(html, admin.email);
  });

  it("shows stored script payloads as text, never as markup", async () => {
    const admin = await signIn({ admin: true });
    // Written straight to the database, as if sanitising had been bypassed, at a time of this
    // test's own; the lists are read from just above it, so their first rows are these.
    const at = new Date(ownTimeWindow());
    await db
      .insert(feedback)
      .values({ type: "bug", content: `<img src=x onerror="alert('fb')">Broken`, createdAt: at });
    await db.insert(contactMessages).values({
      name: "<b>Mallory</b>",
      email: "m@example.com",
      subject: "<script>alert('subject')</script>",
      message: "Hello there, admin.",
      createdAt: at,
    });
    const from = `?cursor=${cursorAbove(at)}`;
    const feedbackHtml = await (await request(`/admin/feedback${from}`, { headers: { cookie: admin.cookie } })).text();
    expectText(feedbackHtml, "&lt;img src=x onerror=");
    expectText(feedbackHtml, `<img src=x onerror="alert('fb')">`, false);
    const contactHtml = await (await request(`/admin/contact${from}`, { headers: { cookie: admin.cookie } })).text();
    expectText(contactHtml, "&lt;script&gt;alert(");
    expectText(contactHtml, "&lt;b&gt;Mallory&lt;/b&gt;");
  });

  it("the pending card sends the version it shows; a changed arena is refused and the page then shows the new text", async () => {
    const { cookie } = await signIn({ admin: true });
    // Dated in a time of this test's own and listed from just above it: the first card is this one.
    const createdAt = new Date(ownTimeWindow());
    const arena = await createArena({ approved: false, name: `Before ${crypto.randomUUID().slice(0, 6)}`, createdAt });
    // The form posts back to the page it is on, so the refusal's page lists from the same place.
    const path = `/admin/pending-arenas?cursor=${cursorAbove(createdAt)}`;
    const listed = await (await request(path, { headers: { cookie } })).text();
    expectText(listed, `name="updatedAt" value="${arena.updatedAt.toISOString()}"`);
    const renamed = `After ${crypto.randomUUID().slice(0, 6)}`;
    await db
      .update(arenas)
      .set({ name: renamed, updatedAt: new Date(arena.updatedAt.getTime() + 1000) })
      .where(eq(arenas.id, arena.id));
    const stale = await postForm(
      path,
      { intent: "approve", id: arena.id, updatedAt: arena.updatedAt.toISOString() },
      { cookie },
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expectText(html, "This arena was changed since you opened it. Review the new version, then approve it.");
    expectText(html, renamed);
    const [row] = await db.select({ approved: arenas.approved }).from(arenas).where(eq(arenas.id, arena.id));
    expect(row?.approved).toBe(false);
  });

  it("the pending card says N/A for no conference, and names each possible duplicate, a pending one as pending", async () => {
    const { cookie } = await signIn({ admin: true });
    const createdAt = new Date(ownTimeWindow());
    const listed = await createArena({ name: `Listed ${crypto.randomUUID().slice(0, 6)}` });
    const waiting = await createArena({ approved: false, name: `Waiting ${crypto.randomUUID().slice(0, 6)}` });
    const pending = await createArena({
      approved: false,
      conference: "",
      possibleDuplicates: [listed.id, waiting.id],
      createdAt,
    });
    const html = await (
      await request(`/admin/pending-arenas?cursor=${cursorAbove(createdAt)}`, { headers: { cookie } })
    ).text();
    const card = html.slice(html.indexOf('data-testid="possible-duplicates"'));
    // One list item per duplicate: its link, then " · pending" when it is not published.
    const item = (arenaId: string) =>
      (card.split("<li>").find((part) => part.includes(`href="/arenas/${arenaId}"`)) ?? "")
        .split("</li>")[0]
        ?.replaceAll("<!-- -->", "") ?? "";
    expect(item(listed.id)).toContain(listed.name);
    expect(item(listed.id)).not.toContain(` · ${ADMIN_TEXT.duplicatePending}`);
    expect(item(waiting.id)).toContain(waiting.name);
    expect(item(waiting.id)).toContain(` · ${ADMIN_TEXT.duplicatePending}</span>`);
    const mine = html.slice(html.indexOf(pending.name));
    expect(mine.slice(mine.indexOf(">Conference<"), mine.indexOf(">Submitted On<"))).toContain("N/A");
  });

  it("page actions: approve, delete, feedback status and message transitions", async () => {
    const { cookie } = await signIn({ admin: true });
    const toApprove = await createArena({ approved: false });
    const toDelete = await createArena({ approved: false });
    const approved = await postForm(
      "/admin/pending-arenas",
      { intent: "approve", id: toApprove.id, updatedAt: toApprove.updatedAt.toISOString() },
      { cookie },
    );
    expect(approved.status).toBe(200);
    // A post before the scripts ran (or without them) lands on the page, which says what happened.
    expect(await approved.text()).toMatch(/role="status"[^>]*>Arena approved successfully</);
    const again = await postForm(
      "/admin/pending-arenas",
      { intent: "approve", id: toApprove.id, updatedAt: toApprove.updatedAt.toISOString() },
      { cookie },
    );
    expect(again.status).toBe(409);
    expectText(await again.text(), "Failed to approve arena");
    expect((await postForm("/admin/pending-arenas", { intent: "delete", id: toDelete.id }, { cookie })).status).toBe(
      200,
    );
    const gone = await postForm(
      "/admin/pending-arenas",
      { intent: "approve", id: toDelete.id, updatedAt: toDelete.updatedAt.toISOString() },
      { cookie },
    );
    expect(gone.status).toBe(404);

    const [entry] = await db.insert(feedback).values({ type: "bug", content: "Something is broken." }).returning();
    const updated = await postForm(
      "/admin/feedback",
      { intent: "status", id: entry?.id ?? "", status: "in-review" },
      {
        cookie,
      },
    );
    expectText(await updated.text(), "Feedback status updated to in-review");
    const invalid = await postForm(
      "/admin/feedback",
      { intent: "status", id: entry?.id ?? "", status: "done" },
      {
        cookie,
      },
    );
    expect(invalid.status).toBe(400);

    const [message] = await db
      .insert(contactMessages)
      .values({ name: "Ann", email: "a@b.co", subject: "Hello team", message: "Hello there, team." })
      .returning();
    const id = message?.id ?? "";
    const read = await postForm("/admin/contact", { intent: "status", id, status: "read" }, { cookie });
    expectText(await read.text(), "Message marked as read");
    expect((await postForm("/admin/contact", { intent: "status", id, status: "read" }, { cookie })).status).toBe(409);
    const replied = await postForm("/admin/contact", { intent: "status", id, status: "replied" }, { cookie });
    expectText(await replied.text(), "Message marked as replied");
  });
});
