import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, users } from "~/worker/db/schema.server";
import {
  cookiesFrom,
  db,
  flashMessageIn,
  postForm,
  registerUser,
  request,
  STRONG_PASSWORD,
  uniqueIp,
} from "../fixtures";

async function flashToast(response: Response): Promise<string | null> {
  const cookie = cookiesFrom(response);
  if (!cookie.includes("tipoff_toast")) return null;
  const page = await request("/", { headers: { cookie } });
  return flashMessageIn(await page.text());
}

describe("register", () => {
  it("creates the account, signs in and says 'Account created successfully!'", async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await postForm("/register", { name: "Nia Official", email, password: STRONG_PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=.+HttpOnly.*SameSite=Lax/i);
    expect(await flashToast(response)).toBe("Account created successfully!");
    const [row] = await db.select({ name: users.name, role: users.role }).from(users).where(eq(users.email, email));
    expect(row).toEqual({ name: "Nia Official", role: "user" });
    const [credential] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(credential?.password).toMatch(/^scrypt\$16384\$16\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  });

  it("an e-mail already registered gets the fixed message", async () => {
    const { email } = await registerUser();
    const response = await postForm("/register", { name: "Someone Else", email, password: STRONG_PASSWORD });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("This email is already registered. Please try logging in instead.");
  });

  it("the server rejects what the browser would: weak password, missing name", async () => {
    // An address of its own: that no account has it at the end must be down to these refusals.
    const email = `ann-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const weak = await postForm("/register", { name: "Ann", email, password: "weakpassword" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Password does not meet security requirements");
    const missing = await postForm("/register", { email, password: STRONG_PASSWORD });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Please fill in all fields");
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("does not let a client choose its own role", async () => {
    const email = `sneaky-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": uniqueIp() },
      body: JSON.stringify({ name: "Sneaky", email, password: STRONG_PASSWORD, role: "admin" }),
    });
    expect(response.status).toBeLessThan(500);
    const rows = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(rows.every((row) => row.role === "user")).toBe(true);
  });
});

describe("login", () => {
  it("signs in, returns to a same-site redirectTo and says 'Successfully logged in!'", async () => {
    const { email, password } = await registerUser();
    const response = await postForm("/login", { email, password, redirectTo: "/submit" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/submit");
    expect(await flashToast(response)).toBe("Successfully logged in!");
  });

  it.each(["https://evil.example/phish", "//evil.example", "/\\evil.example"])(
    "ignores an off-site redirectTo %s",
    async (redirectTo) => {
      const { email, password } = await registerUser();
      const response = await postForm("/login", { email, password, redirectTo });
      expect(response.headers.get("location")).toBe("/");
    },
  );

  it("a wrong password gets 'Invalid email or password. Please try again.'", async () => {
    const { email } = await registerUser();
    const response = await postForm("/login", { email, password: "Wrong!Passw0rd" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid email or password. Please try again.");
  });

  it("an unknown e-mail gets the same message (no account enumeration)", async () => {
    // Unknown to everyone, and with no sign-in attempts of other tests counted against it.
    const email = `nobody-${crypto.randomUUID()}@example.com`;
    const response = await postForm("/login", { email, password: STRONG_PASSWORD });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid email or password. Please try again.");
  });

  it("the server's per-IP limit answers 429 with Retry-After and 'Too many login attempts. Please try again later.'", async () => {
    const ip = uniqueIp();
    // An address of its own: the per-address limit must not be what answers 429 here.
    const email = `nobody-${crypto.randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await postForm("/login", { email, password: "Wrong!Passw0rd" }, { ip });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.text()).toContain("Too many login attempts. Please try again later.");
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("a signed-in user who opens /login goes home", async () => {
    const { cookie } = await registerUser();
    const response = await request("/login", { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("logout", () => {
  it("signs out, goes home and says 'Successfully signed out'; the old cookie no longer works", async () => {
    const { cookie } = await registerUser();
    const response = await postForm("/logout", {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(await flashToast(response)).toBe("Successfully signed out");
    const me = await request("/api/me", { headers: { cookie } });
    expect(me.status).toBe(401);
  });
});

describe("sessions and roles", () => {
  it("GET /api/me returns the user and isAdmin, or 401", async () => {
    const { cookie, email, name } = await registerUser();
    const me = await request("/api/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { email: string; name: string }; isAdmin: boolean };
    expect(body).toMatchObject({ user: { email, name }, isAdmin: false });

    const visitor = await request("/api/me");
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: { code: "unauthorized", message: "You must be logged in" } });
  });

  it("admin status follows the role in D1 at once, even for an existing session", async () => {
    const { cookie, email } = await registerUser();
    await db.update(users).set({ role: "admin" }).where(eq(users.email, email));
    expect(((await (await request("/api/me", { headers: { cookie } })).json()) as { isAdmin: boolean }).isAdmin).toBe(
      true,
    );
    await db.update(users).set({ role: "user" }).where(eq(users.email, email));
    expect(((await (await request("/api/me", { headers: { cookie } })).json()) as { isAdmin: boolean }).isAdmin).toBe(
      false,
    );
  });

  it("a forged or tampered session cookie is treated as signed out", async () => {
    for (const cookie of ["better-auth.session_token=forged.signature", "better-auth.session_token=%00%ff"]) {
      const response = await request("/api/me", { headers: { cookie } });
      expect(response.status).toBe(401);
      const page = await request("/profile", { headers: { cookie }, redirect: "manual" });
      expect(page.status).toBe(302);
    }
  });

  it("better-auth refuses a POST without Origin with a 4xx and changes nothing", async () => {
    const email = `no-origin-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await env.DB.prepare("SELECT 1")
      .first()
      .then(() =>
        request("/api/auth/sign-up/email", {
          method: "POST",
          headers: { origin: "", "content-type": "application/json", "cf-connecting-ip": uniqueIp(), cookie: "a=b" },
          body: JSON.stringify({ name: "No Origin", email, password: STRONG_PASSWORD }),
        }),
      );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe("route guards", () => {
  it.each(["/favorites", "/submit", "/profile"])("a visitor opening %s is sent to /login and back", async (path) => {
    const response = await request(path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });

  it("/submit tells a visitor 'You must be logged in to submit an arena'", async () => {
    const response = await request("/submit", { redirect: "manual" });
    expect(await flashToast(response)).toBe("You must be logged in to submit an arena");
  });
});
