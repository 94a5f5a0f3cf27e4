import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/worker/db/schema.server";
import { api, db, json, postForm, registerUser, STRONG_PASSWORD, uniqueIp } from "../fixtures";

const email = () => `guard-${crypto.randomUUID().slice(0, 8)}@example.com`;
type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string[]> } };

describe("better-auth's own endpoints keep the app's rules", () => {
  it("sign-up over HTTP refuses a weak password and an over-long name, and sanitises the name", async () => {
    const weak = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "Weak Pass", email: email(), password: "aaaaaaaa" },
    });
    expect(weak.status).toBe(400);
    expect((await json<ErrorReply>(weak)).error.message).toBe("Password does not meet security requirements");

    const longName = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "N".repeat(5000), email: email(), password: STRONG_PASSWORD },
    });
    expect(longName.status).toBe(400);
    expect((await json<ErrorReply>(longName)).error.message).toBe("Name must be no more than 100 characters");

    const address = email();
    const created = await api("/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "Ann<script>alert(1)</script> Lee", email: address, password: STRONG_PASSWORD },
    });
    expect(created.status).toBe(200);
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.email, address));
    expect(row?.name).toBe("Ann Lee");
  });

  it("update-user takes only a valid name; change-password only a strong password", async () => {
    const { cookie } = await registerUser();
    const huge = await api("/api/auth/update-user", { method: "POST", cookie, body: { name: "x".repeat(200_000) } });
    expect(huge.status).toBe(400);
    const renamed = await api("/api/auth/update-user", { method: "POST", cookie, body: { name: "  Fresh Name " } });
    expect(renamed.status).toBe(200);

    const weak = await api("/api/auth/change-password", {
      method: "POST",
      cookie,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "password1" },
    });
    expect(weak.status).toBe(400);
    expect((await json<ErrorReply>(weak)).error.fields?.newPassword).toEqual([
      "Password does not meet security requirements",
    ]);
  });

  it("endpoints the app does not use answer 404", async () => {
    for (const path of ["/api/auth/forget-password", "/api/auth/change-email", "/api/auth/list-sessions"]) {
      const response = await api(path, { method: "POST", body: { email: email() } });
      expect(response.status).toBe(404);
    }
  });
});

describe("limits on every path into accounts", () => {
  it("verification e-mails: 3 per IP in 5 minutes, and 3 per address in an hour from any IP", async () => {
    const ip = uniqueIp();
    const send = (to: string, from = ip) =>
      api("/api/auth/send-verification-email", { method: "POST", ip: from, body: { email: to } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(email())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const address = email();
    const perAddress = [];
    for (let i = 0; i < 4; i += 1) perAddress.push((await send(address, uniqueIp())).status);
    expect(perAddress).toEqual([200, 200, 200, 429]);
  });

  it("wrong passwords on account deletion meet the change-password limit", async () => {
    const { cookie } = await registerUser();
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await postForm(
        "/profile",
        { intent: "delete-account", password: "Wrong!Passw0rd", confirm: "on" },
        { cookie, ip },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("sign-in is limited per account as well as per IP: guesses from many IPs stop after 10", async () => {
    const account = await registerUser();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await api("/api/auth/sign-in/email", {
        method: "POST",
        ip: uniqueIp(),
        body: { email: account.email, password: "Wrong!Passw0rd" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const page = await postForm("/login", { email: account.email, password: account.password }, { ip: uniqueIp() });
    expect(page.status).toBe(429);
  });
});
