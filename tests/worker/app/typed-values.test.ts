import { describe, expect, it } from "vitest";
import { postForm, registerUser, signIn } from "../fixtures";

// A form the server refuses comes back, without JavaScript, as a new page: it shows what was typed,
// never a password (which would sit in the page's HTML).

/** The `value` an input of this name renders, or null without one. */
function renderedValue(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input ? (/value="([^"]*)"/.exec(input)?.[1] ?? "") : null;
}

describe("a refused form shows what was typed", () => {
  it("sign-up: the name and e-mail, not the password", async () => {
    const email = `typed-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await postForm("/register", { name: "Early Typist", email, password: "short1!" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(renderedValue(html, "name")).toBe("Early Typist");
    expect(renderedValue(html, "email")).toBe(email);
    expect(renderedValue(html, "password")).toBe("");
    expect(html).not.toContain("short1!");
  });

  it("login: the e-mail, not the password", async () => {
    const { email } = await registerUser();
    const response = await postForm("/login", { email, password: "Wrong!Passw0rd" });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(renderedValue(html, "email")).toBe(email);
    expect(html).not.toContain("Wrong!Passw0rd");
  });

  it("the profile's name, in its own form only", async () => {
    const person = await signIn();
    const response = await postForm("/profile", { intent: "update-name", name: "N" }, { cookie: person.cookie });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(renderedValue(html, "name")).toBe("N");
  });

  it("the profile's game-day buffer and usual start", async () => {
    const person = await signIn();
    const buffer = await postForm(
      "/profile",
      { intent: "game-day-buffer", defaultBufferMinutes: "9999" },
      { cookie: person.cookie },
    );
    expect(buffer.status).toBe(400);
    expect(renderedValue(await buffer.text(), "defaultBufferMinutes")).toBe("9999");
  });
});
