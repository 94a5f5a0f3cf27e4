import { describe, expect, it } from "vitest";
import { request } from "../fixtures";

describe("API basics", () => {
  it("GET /api/health reports that D1 answers", async () => {
    const response = await request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("an unknown API route answers 404 JSON in the error shape", async () => {
    const response = await request("/api/does-not-exist", { method: "POST" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "No API route for POST /api/does-not-exist" },
    });
  });
});

describe("API errors", () => {
  it("malformed JSON gets 400 JSON with a clear message, never a stack trace", async () => {
    const response = await request("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"type": "bug", "content": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toMatch(/malformed json/i);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("a body that fails validation gets 400 with the fixed field message", async () => {
    const response = await request("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "bug", content: "short" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_error",
        message: "Feedback must be at least 10 characters",
        fields: { content: ["Feedback must be at least 10 characters"] },
      },
    });
  });

  it("an unknown enumeration value is a 400, not a 500", async () => {
    const response = await request("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "praise", content: "This is long enough to pass." }),
    });
    expect(response.status).toBe(400);
  });
});
