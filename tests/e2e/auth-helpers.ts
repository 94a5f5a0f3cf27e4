import type { Page } from "@playwright/test";

export const STRONG_PASSWORD = "Str0ng!Passw0rd";

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Each test is its own client IP, so the server's per-IP limits of one test never touch another. */
export async function useOwnIp(page: Page) {
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${Math.random().toString(36).slice(2, 6)}`;
  await page.context().setExtraHTTPHeaders({ "cf-connecting-ip": ip });
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

export async function login(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}
