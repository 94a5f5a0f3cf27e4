import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMITS } from "~/core/contact/messages";
import { contactMessages } from "~/worker/db/schema.server";
import { api, cookiesFrom, db, expectText, json, postForm, request, uniqueIp } from "../fixtures";

const valid = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  subject: "Wrong arena address",
  message: "The address for the gym points to the old building.",
};

const post = (body: unknown, init: { ip?: string; headers?: Record<string, string> } = {}) =>
  api("/api/contact", { method: "POST", body, ...init });

describe("POST /api/contact", () => {
  it("stores a new message as unread, trimmed and sanitised", async () => {
    const response = await post({
      ...valid,
      name: "  Jordan <script>x()</script>Lee ",
      message: 'Hello <iframe src="javascript:alert(1)"></iframe>there, see <a onclick="steal()">this</a>.',
    });
    expect(response.status).toBe(201);
    const { message } = await json<{ message: { id: string; status: string } }>(response);
    expect(message.status).toBe("unread");
    const [row] = await db
      .select({ name: contactMessages.name, message: contactMessages.message, status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    expect(row).toEqual({ name: "Jordan Lee", message: "Hello there, see <a >this</a>.", status: "unread" });
  });

  it.each([
    ["name", "", "Name must be at least 2 characters"],
    ["name", "J", "Name must be at least 2 characters"],
    ["name", "n".repeat(101), "Name must be no more than 100 characters"],
    ["email", "", "Please enter a valid email address"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "two@@example.com", "Please enter a valid email address"],
    ["email", `${"e".repeat(243)}@example.com`, "Email address is too long"],
    ["subject", "", "Subject must be at least 5 characters"],
    ["subject", "Help", "Subject must be at least 5 characters"],
    ["subject", "s".repeat(201), "Subject must be no more than 200 characters"],
    ["message", "", "Message must be at least 10 characters"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["message", "m".repeat(3001), "Message must be no more than 3000 characters"],
  ])("rejects %s = %j with the fixed message", async (field, value, message) => {
    const response = await post({ ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: { code: "validation_error", message, fields: { [field]: [message] } },
    });
  });

  it("accepts every field at its limits", async () => {
    const atMinimum = { name: "Jo", email: "a@b.co", subject: "Hello", message: "1234567890" };
    const atMaximum = {
      name: "n".repeat(100),
      email: `${"e".repeat(242)}@example.com`,
      subject: "s".repeat(200),
      message: "m".repeat(3000),
    };
    expect(atMaximum.email).toHaveLength(254);
    expect((await post(atMinimum)).status).toBe(201);
    expect((await post(atMaximum)).status).toBe(201);
  });

  it("a script-only field is empty after sanitising, so it is too short", async () => {
    const response = await post({ ...valid, subject: "<script>alert('x')</script>" });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { message: "Subject must be at least 5 characters" } });
  });

  it(`allows ${CONTACT_RATE_LIMITS.ip.limit} per IP in five minutes, then 429 with Retry-After`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < CONTACT_RATE_LIMITS.ip.limit; i += 1) expect((await post(valid, { ip })).status).toBe(201);
    const refused = await post(valid, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({
      error: { code: "rate_limited", message: "Too many contact attempts. Please wait 5 minutes before trying again." },
    });
  });

  it("allows 2 per visitor session id, whatever the IP", async () => {
    const headers = { "x-visitor-id": crypto.randomUUID() };
    expect((await post(valid, { headers })).status).toBe(201);
    expect((await post(valid, { headers })).status).toBe(201);
    const refused = await post(valid, { headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await post(valid, { headers: { "x-visitor-id": crypto.randomUUID() } })).status).toBe(201);
  });
});

describe("/contact form", () => {
  it("stores the message as unread and goes home with the toast", async () => {
    const subject = `Form subject ${crypto.randomUUID().slice(0, 8)}`;
    const response = await postForm("/contact", { ...valid, subject, visitorId: crypto.randomUUID() });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const home = await request("/", { headers: { cookie: cookiesFrom(response) } });
    expectText(await home.text(), "Your message has been sent successfully!");
    const [row] = await db
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(row?.status).toBe("unread");
  });

  it("answers 400 with every field's message and keeps what was typed", async () => {
    const response = await postForm("/contact", { name: "J", email: "nope", subject: "Hi", message: "Short" });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
    ]) {
      expectText(html, message);
    }
    expectText(html, 'value="nope"');
  });

  it("limits one visitor session id to 2 messages", async () => {
    const visitorId = crypto.randomUUID();
    expect((await postForm("/contact", { ...valid, visitorId })).status).toBe(302);
    expect((await postForm("/contact", { ...valid, visitorId })).status).toBe(302);
    const refused = await postForm("/contact", { ...valid, visitorId });
    expect(refused.status).toBe(429);
    expectText(await refused.text(), "Too many contact attempts. Please wait 5 minutes before trying again.");
  });
});
