import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseAdminArgs, roleUpdateSql } from "../../../scripts/lib/admin-role.ts";
import { registerUser, request } from "../fixtures";

async function isAdmin(cookie: string) {
  return ((await (await request("/api/me", { headers: { cookie } })).json()) as { isAdmin: boolean }).isAdmin;
}

describe("npm run admin -- grant|revoke <email>", () => {
  it("parses its arguments and refuses anything else", () => {
    expect(parseAdminArgs(["grant", "Someone@Example.com"])).toEqual({
      command: "grant",
      email: "someone@example.com",
      remote: false,
    });
    expect(parseAdminArgs(["revoke", "a@b.co", "--remote"])).toEqual({
      command: "revoke",
      email: "a@b.co",
      remote: true,
    });
    for (const bad of [
      [],
      ["grant"],
      ["promote", "a@b.co"],
      ["grant", "a@b.co", "extra"],
      ["grant", "a@b.co", "--prod"],
    ]) {
      expect(() => parseAdminArgs(bad)).toThrow("Usage: npm run admin -- <grant|revoke> <email> [--remote]");
    }
  });

  it("grant makes the account an admin at once, revoke takes it back; an unknown e-mail changes nothing", async () => {
    const { cookie, email } = await registerUser();
    expect(await isAdmin(cookie)).toBe(false);

    const granted = await env.DB.prepare(roleUpdateSql("grant", email)).all();
    expect(granted.results).toMatchObject([{ email, role: "admin" }]);
    expect(await isAdmin(cookie)).toBe(true);

    await env.DB.prepare(roleUpdateSql("revoke", email)).run();
    expect(await isAdmin(cookie)).toBe(false);

    // An address no other test can have registered.
    const nobody = await env.DB.prepare(roleUpdateSql("grant", `nobody-${crypto.randomUUID()}@example.com`)).all();
    expect(nobody.results).toEqual([]);
  });

  it("is safe with quotes in the e-mail", async () => {
    const sql = roleUpdateSql("grant", "o'brien@example.com'; DROP TABLE users; --");
    expect((await env.DB.prepare(sql).all()).results).toEqual([]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())?.n).toBeGreaterThanOrEqual(
      0,
    );
  });
});
