import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEEDBACK_RATE_LIMIT } from "~/core/feedback/messages";
import { feedback } from "~/worker/db/schema.server";
import { api, cookiesFrom, db, expectText, json, postForm, registerUser, request, uniqueIp } from "../fixtures";

const post = (body: unknown, init: { cookie?: string; ip?: string } = {}) =>
  api("/api/feedback", { method: "POST", body, ...init });

async function stored(id: string) {
  const [row] = await db
    .select({ type: feedback.type, content: feedback.content, status: feedback.status, userId: feedback.userId })
    .from(feedback)
    .where(eq(feedback.id, id));
  return row;
}

describe("POST /api/feedback", () => {
  it("a visitor's feedback is stored as new with no user, type feature by default", async () => {
    const response = await post({ content: "  Show the officials' entrance please.  " });
    expect(response.status).toBe(201);
    const { feedback: created } = await json<{ feedback: { id: string; status: string } }>(response);
    expect(created.status).toBe("new");
    expect(await stored(created.id)).toEqual({
      type: "feature",
      content: "Show the officials' entrance please.",
      status: "new",
      userId: null,
    });
  });

  it("a signed-in user's feedback carries their id", async () => {
    const { cookie } = await registerUser();
    const me = await json<{ user: { id: string } }>(await api("/api/me", { cookie }));
    const response = await post({ type: "bug", content: "The map pin is in the wrong place." }, { cookie });
    const { feedback: created } = await json<{ feedback: { id: string } }>(response);
    expect(await stored(created.id)).toMatchObject({ type: "bug", userId: me.user.id });
  });

  it.each([
    ["", "Feedback is required"],
    ["   ", "Feedback is required"],
    ["123456789", "Feedback must be at least 10 characters"],
    ["x".repeat(2001), "Feedback must be no more than 2000 characters"],
  ])("rejects %j with the fixed message", async (content, message) => {
    const response = await post({ type: "other", content });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { code: "validation_error", message } });
  });

  it("accepts exactly 10 and exactly 2000 characters", async () => {
    expect((await post({ content: "1234567890" })).status).toBe(201);
    expect((await post({ content: "y".repeat(2000) })).status).toBe(201);
  });

  it("rejects types and bodies outside the enumeration with 400", async () => {
    for (const body of [
      { type: "praise", content: "Long enough text" },
      { type: 3, content: "Long enough text" },
      [],
    ]) {
      expect((await post(body)).status).toBe(400);
    }
  });

  it("stores a script payload as harmless text", async () => {
    const response = await post({ content: `<script>alert(1)</script>Nice <img src=x onerror="alert(2)"> app` });
    const { feedback: created } = await json<{ feedback: { id: string } }>(response);
    const row = await stored(created.id);
    expect(row?.content).toBe("Nice <img src=x > app");
    expect(row?.content).not.toMatch(/script|onerror/i);
  });

  it(`allows ${FEEDBACK_RATE_LIMIT.limit} per IP in five minutes, then 429 with Retry-After`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i += 1) {
      expect((await post({ content: `Feedback number ${i}` }, { ip })).status).toBe(201);
    }
    const refused = await post({ content: "One more piece of feedback" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many feedback submissions. Please wait 5 minutes before trying again.",
      },
    });
    expect((await post({ content: "From another address" })).status).toBe(201);
  });
});

describe("/feedback form", () => {
  it("sends a visitor's feedback and comes back to an empty form with the toast", async () => {
    const content = `Form feedback ${crypto.randomUUID()}`;
    const response = await postForm("/feedback", { type: "bug", content });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/feedback");
    const next = await request("/feedback", { headers: { cookie: cookiesFrom(response) } });
    expectText(await next.text(), "Feedback submitted successfully!");
    const [row] = await db
      .select({ type: feedback.type, userId: feedback.userId, status: feedback.status })
      .from(feedback)
      .where(eq(feedback.content, content));
    expect(row).toEqual({ type: "bug", userId: null, status: "new" });
  });

  it("answers 400 with the fixed message, and 429 past the per-IP limit", async () => {
    const short = await postForm("/feedback", { type: "feature", content: "Too short" });
    expect(short.status).toBe(400);
    expectText(await short.text(), "Feedback must be at least 10 characters");
    const ip = uniqueIp();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i += 1) {
      expect((await postForm("/feedback", { content: `Feedback number ${i}` }, { ip })).status).toBe(302);
    }
    const refused = await postForm("/feedback", { content: "One too many here" }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expectText(await refused.text(), "Too many feedback submissions. Please wait 5 minutes before trying again.");
  });
});
