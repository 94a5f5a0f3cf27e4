import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { users } from "~/worker/db/schema.server";
import worker from "~/worker/index";
import { cookiesFrom, db, ORIGIN, postForm, registerUser, request, STRONG_PASSWORD, uniqueIp } from "../fixtures";

/** Makes every INSERT (or DELETE) on a table fail inside D1, as an outage would. */
async function breakTable(table: string, operation: "INSERT" | "DELETE") {
  const name = `fail_${table}_${operation.toLowerCase()}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} BEGIN SELECT RAISE(ABORT, 'simulated outage'); END`,
  ).run();
  return () => env.DB.prepare(`DROP TRIGGER ${name}`).run();
}

describe("authentication failures, each with its own message", () => {
  it("sign-up, rate limit: 'Too many registration attempts. Please try again later.'", async () => {
    const ip = uniqueIp();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await postForm(
        "/register",
        {
          name: "Rate Limited",
          email: `rl-${attempt}-${crypto.randomUUID().slice(0, 6)}@example.com`,
          password: STRONG_PASSWORD,
        },
        { ip },
      );
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await last?.text()).toContain("Too many registration attempts. Please try again later.");
  });

  it("sign-up, other error: 'Registration failed. Please try again.'", async () => {
    const repair = await breakTable("users", "INSERT");
    try {
      const response = await postForm("/register", {
        name: "Unlucky",
        email: `unlucky-${crypto.randomUUID().slice(0, 6)}@example.com`,
        password: STRONG_PASSWORD,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.text()).toContain("Registration failed. Please try again.");
    } finally {
      await repair();
    }
  });

  it("sign-in, other error: 'Sign in failed. Please try again.'", async () => {
    const { email, password } = await registerUser();
    const repair = await breakTable("sessions", "INSERT");
    try {
      const response = await postForm("/login", { email, password });
      expect(response.status).toBe(500);
      expect(await response.text()).toContain("Sign in failed. Please try again.");
    } finally {
      await repair();
    }
  });

  it("sign-out failure: 'Sign out failed. Please try again.'", async () => {
    const { cookie } = await registerUser();
    vi.spyOn(env.SESSIONS, "delete").mockRejectedValue(new Error("KV unavailable"));
    const response = await postForm("/logout", {}, { cookie });
    const page = await request("/", { headers: { cookie: cookiesFrom(response, cookie) } });
    expect(await page.text()).toContain("Sign out failed. Please try again.");
  });

  it("a form-level failure: 'Authentication failed. Please try again.'", async () => {
    // Something unforeseen after better-auth answered: the session's cookies cannot be read.
    const { email, password } = await registerUser();
    vi.spyOn(Headers.prototype, "getSetCookie").mockImplementationOnce(() => {
      throw new Error("unreadable Set-Cookie");
    });
    const response = await postForm("/login", { email, password });
    vi.restoreAllMocks();
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Authentication failed. Please try again.");
  });

  it("the auth API's own 429 carries Retry-After and the client-side message", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": ip },
        body: JSON.stringify({ email: `nobody-${crypto.randomUUID()}@example.com`, password: "Wrong!Passw0rd" }),
      });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited?.json()).toEqual({
      error: { code: "rate_limited", message: "Too many attempts. Please wait 5 minutes before trying again." },
    });
  });
});

describe("e-mail verification (required)", () => {
  const verifyingEnv = {
    ...env,
    REQUIRE_EMAIL_VERIFICATION: "true",
    MAIL_API_KEY: "re_test_key",
    APP_ENV: "production",
  };

  async function call(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", ORIGIN);
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(new URL(path, ORIGIN), { redirect: "manual", ...init, headers }),
      verifyingEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("sign-up returns no session, mails a link through the provider, and the link works", async () => {
    const sent: Array<{ url: string; body: { to: string[]; text: string } }> = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith("https://api.resend.com/")) {
        sent.push({ url, body: JSON.parse(String(init?.body)) });
        return Response.json({ id: "email_1" });
      }
      return realFetch(input, init);
    });
    const email = `verify-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const form = { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": uniqueIp() };

    const signUp = await call("/register", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ name: "Vera", email, password: STRONG_PASSWORD }),
    });
    expect(signUp.status).toBe(302);
    expect(signUp.headers.get("location")).toBe("/login");
    expect(signUp.headers.getSetCookie().join()).not.toContain("better-auth.session_token");
    const toastPage = await call("/login", { headers: { cookie: cookiesFrom(signUp) } });
    expect(await toastPage.text()).toContain(
      "Please check your email and click the verification link to complete registration.",
    );

    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.to).toEqual([email]);
    const link = /https?:\/\/\S+verify-email\S+/.exec(sent[0]?.body.text ?? "")?.[0];
    expect(link).toBeDefined();

    const early = await call("/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ email, password: STRONG_PASSWORD }),
    });
    expect(early.status).toBe(403);
    expect(await early.text()).toContain("Please check your email and verify your account before signing in.");

    const verified = await call(new URL(link ?? "").pathname + new URL(link ?? "").search);
    expect(verified.status).toBe(302);
    const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(true);

    const signIn = await call("/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ email, password: STRONG_PASSWORD }),
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.getSetCookie().join()).toContain("better-auth.session_token");
  });
});
