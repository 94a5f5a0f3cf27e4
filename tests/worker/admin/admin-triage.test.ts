import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ContactStatus, FeedbackStatus } from "~/core/domain";
import { contactMessages, feedback } from "~/worker/db/schema.server";
import { listFeedback } from "~/worker/feedback/triage.server";
import { api, auditFor, createUser, cursorAbove, db, json, ownTimeWindow, signIn } from "../fixtures";

async function createFeedback(values: Partial<typeof feedback.$inferInsert> = {}) {
  const [row] = await db
    .insert(feedback)
    .values({ type: "feature", content: "Please add more arenas.", ...values })
    .returning();
  if (!row) throw new Error("no feedback");
  return row;
}

async function createMessage(status: ContactStatus) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: "Sam", email: "sam@example.com", subject: "Question here", message: "Hello there, team.", status })
    .returning();
  if (!row) throw new Error("no message");
  return row;
}

describe("feedback triage", () => {
  const STATUSES: FeedbackStatus[] = ["new", "in-review", "completed", "rejected"];
  const PAIRS = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(PAIRS)("%s → %s is allowed and audited", async (from, to) => {
    const admin = await signIn({ admin: true });
    const entry = await createFeedback({ status: from });
    const response = await api(`/api/admin/feedback/${entry.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { status: to },
    });
    expect(await json(response)).toEqual({ feedback: { id: entry.id, status: to } });
    const [row] = await db.select({ status: feedback.status }).from(feedback).where(eq(feedback.id, entry.id));
    expect(row?.status).toBe(to);
    expect(await auditFor(entry.id)).toMatchObject([
      { action: "feedback.status", actorEmail: admin.email, before: { status: from }, after: { status: to } },
    ]);
  });

  it("setting the status it already has changes nothing and logs nothing", async () => {
    const admin = await signIn({ admin: true });
    const entry = await createFeedback({ status: "completed" });
    const body = { status: "completed" };
    expect((await api(`/api/admin/feedback/${entry.id}`, { method: "PATCH", cookie: admin.cookie, body })).status).toBe(
      200,
    );
    expect(await auditFor(entry.id)).toEqual([]);
  });

  it("filters by status and type, newest first, with the submitter's name and email when known", async () => {
    // Feedback is shared with every other file of this worker, and their rows are newer than any
    // "now" of ours. So this test writes into a millisecond window of its own, decades back, and
    // reads the list from a cursor just above it: the page starts with our rows, and the rows of
    // other types and statuses placed between them show that the filter drops them.
    const author = await createUser({ name: "Riley Referee", email: `riley-${crypto.randomUUID()}@example.com` });
    const windowStart = ownTimeWindow();
    const at = (offset: number) => new Date(windowStart + offset);
    const older = await createFeedback({ type: "bug", status: "new", userId: author.id, createdAt: at(0) });
    await createFeedback({ type: "feature", status: "new", createdAt: at(1000) });
    await createFeedback({ type: "bug", status: "rejected", createdAt: at(2000) });
    const newer = await createFeedback({ type: "bug", status: "new", userId: null, createdAt: at(3000) });
    const cursor = cursorAbove(newer.createdAt);

    const page = await listFeedback({ db }, { status: "new", type: "bug", cursor, limit: 2 });
    expect(page.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page.items[0]?.submitter).toBeNull();
    expect(page.items[1]?.submitter).toEqual({ name: "Riley Referee", email: author.email });
  });

  it("pages through thousands without loading them all", async () => {
    const admin = await signIn({ admin: true });
    const base = Date.now() - 10_000_000;
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      type: "other" as const,
      content: `Bulk feedback ${i}`,
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    }));
    // D1 binds at most 100 parameters per statement: 12 rows of 7 columns each, batched.
    const inserts = [];
    for (let i = 0; i < rows.length; i += 12) inserts.push(db.insert(feedback).values(rows.slice(i, i + 12)));
    const [first, ...rest] = inserts;
    if (first) await db.batch([first, ...rest]);

    const seen = new Set<string>();
    let cursor = "";
    let pages = 0;
    do {
      const query = new URLSearchParams({ type: "other", limit: "100", ...(cursor ? { cursor } : {}) });
      const page = await json<{ feedback: Array<{ id: string }>; nextCursor: string | null }>(
        await api(`/api/admin/feedback?${query}`, { cookie: admin.cookie }),
      );
      expect(page.feedback.length).toBeLessThanOrEqual(100);
      for (const item of page.feedback) seen.add(item.id);
      cursor = page.nextCursor ?? "";
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen.size).toBeGreaterThanOrEqual(1200);
    expect(pages).toBeGreaterThanOrEqual(12);
  });
});

describe("contact message transitions", () => {
  const CASES: Array<[ContactStatus, ContactStatus, number]> = [
    ["unread", "read", 200],
    ["unread", "replied", 200],
    ["read", "replied", 200],
    ["read", "read", 409],
    ["read", "unread", 409],
    ["replied", "read", 409],
    ["replied", "unread", 409],
    ["replied", "replied", 409],
    ["unread", "unread", 409],
  ];

  it.each(CASES)("%s → %s answers %i", async (from, to, status) => {
    const admin = await signIn({ admin: true });
    const message = await createMessage(from);
    const response = await api(`/api/admin/contact/${message.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { status: to },
    });
    expect(response.status).toBe(status);
    const [row] = await db
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    const records = await auditFor(message.id);
    if (status === 200) {
      expect(row?.status).toBe(to);
      expect(records).toMatchObject([
        {
          action: "contact.status",
          actorId: admin.id,
          before: { status: from, subject: "Question here" },
          after: { status: to },
        },
      ]);
    } else {
      expect(row?.status).toBe(from);
      expect(records).toEqual([]);
      expect(await json(response)).toMatchObject({ error: { code: "conflict" } });
    }
  });

  it("lists by tab, newest first, with the full message", async () => {
    const admin = await signIn({ admin: true });
    const unread = await createMessage("unread");
    await createMessage("replied");
    const page = await json<{ messages: Array<{ id: string; status: string; message: string }> }>(
      await api("/api/admin/contact?status=unread", { cookie: admin.cookie }),
    );
    expect(page.messages.every((message) => message.status === "unread")).toBe(true);
    expect(page.messages.find((message) => message.id === unread.id)?.message).toBe("Hello there, team.");
  });
});
