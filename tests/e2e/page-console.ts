// What a page's tour reads besides the page itself: the browser's console, and the moment React
// has hydrated the page and its requests have settled. Shared by the accessibility tour (the
// production build) and the dev server's tour (console-clean.spec.ts).
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

type ConsoleType = "error" | "warning";

/** Every console message of the given types, and every uncaught error, each with its page. */
export function collectConsole(page: Page, types: readonly ConsoleType[] = ["error", "warning"]): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (types.some((wanted) => wanted === type)) {
      found.push(`${type} on ${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => found.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  return found;
}

/** Waits until React has taken over the element (its fiber is attached to the DOM node). */
export async function untilHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

/**
 * Opens a page and waits until React has hydrated it (the fixtures' `page.goto` waits for that)
 * and the network is quiet: a warning of the hydration, or of a script that loads late, is logged
 * by then.
 */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}
