import { expect, type Page } from "@playwright/test";

/**
 * Waits until every stylesheet the document links has been loaded and applied. A box or a colour
 * read before then is the browser's unstyled default (a button 21 px high, a white body): seeing a
 * heading proves the HTML is parsed, not that its stylesheet has arrived, and on a fast machine the
 * check can run in between. A link's `sheet` is set exactly when its rules apply. Polled from the
 * test's side: a page without JavaScript runs no timers or frames of its own to poll with, and
 * waiting for `load` never ends when a test holds the scripts back.
 */
export async function waitForStylesheets(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
          (link) => link.sheet !== null,
        ),
      ),
    )
    .toBe(true);
}
