import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hitRateLimit, limitOrFail } from "~/worker/platform/rate-limit.server";

const rule = { action: "test", limit: 3 };

describe("KV rate limiter", () => {
  it("allows the limit within the window, then refuses with a Retry-After until the window passes", async () => {
    const subject = crypto.randomUUID();
    const start = 1_700_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit(env.RATE_LIMITS, rule, subject, start + i * 1000));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toEqual({ allowed: false, retryAfterSeconds: 297 });
    // Five minutes after the first attempt it has left the window.
    expect((await hitRateLimit(env.RATE_LIMITS, rule, subject, start + 300_001)).allowed).toBe(true);
  });

  it("concurrent attempts cannot all slip through: exactly the limit pass", async () => {
    const subject = crypto.randomUUID();
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => hitRateLimit(env.RATE_LIMITS, rule, subject, now + i)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it("counts each subject and action apart", async () => {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    for (let i = 0; i < 3; i += 1) await hitRateLimit(env.RATE_LIMITS, rule, a);
    expect((await hitRateLimit(env.RATE_LIMITS, rule, a)).allowed).toBe(false);
    expect((await hitRateLimit(env.RATE_LIMITS, rule, b)).allowed).toBe(true);
    expect((await hitRateLimit(env.RATE_LIMITS, { ...rule, action: "other" }, a)).allowed).toBe(true);
  });

  it("limitOrFail: nothing while attempts remain, then the refusal with its message and when to retry", async () => {
    const subject = crypto.randomUUID();
    const start = 1_700_000_000_000;
    const message = `Slow down ${subject}`;
    const refusals = [];
    for (let i = 0; i < 4; i += 1) {
      refusals.push(limitOrFail(await hitRateLimit(env.RATE_LIMITS, rule, subject, start + i * 1000), message));
    }
    expect(refusals.slice(0, 3)).toEqual([null, null, null]);
    expect(refusals[3]).toEqual({ ok: false, kind: "rate_limited", message, retryAfterSeconds: 297 });
  });
});
