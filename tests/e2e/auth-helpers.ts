import { expect, type Page, test } from "@playwright/test";

export const STRONG_PASSWORD = "Str0ng!Passw0rd";
/** better-auth's session cookie on the e2e server's plain-HTTP loopback origin (no `__Secure-` prefix). */
export const SESSION_COOKIE = "better-auth.session_token";

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A client IP no other test uses (the server's limits count per IP). */
export function uniqueIp(): string {
  return `198.51.100.${Math.floor(Math.random() * 250) + 1}-${Math.random().toString(36).slice(2, 6)}`;
}

export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

export async function register(
  page: Page,
  { name = "E2E Official", email = uniqueEmail(), password = STRONG_PASSWORD } = {},
) {
  await page.goto("/register");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  return { name, email, password };
}

/** Fills and sends the login form already on the page. */
export async function login(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/**
 * Signs the page's browser context in as an account, then opens `redirectTo`. An account of the run's
 * pool brings a session of its own for the page, set as the cookie the sign-in would leave; any other
 * signs in through the auth API. The login form has tests of its own (auth.spec.ts); every other test
 * skips loading and typing into it.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string; pageSession?: string },
  redirectTo = "/",
) {
  const origin = test.info().project.use.baseURL ?? "";
  if (account.pageSession) {
    await page.context().addCookies([
      {
        name: SESSION_COOKIE,
        value: encodeURIComponent(account.pageSession),
        url: origin,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
  } else {
    const response = await page.request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: account.password },
      headers: { origin },
    });
    if (!response.ok()) throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
  }
  await page.goto(redirectTo);
  await expect(page).toHaveURL(redirectTo);
}
