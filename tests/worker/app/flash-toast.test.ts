import { describe, expect, it } from "vitest";
import { KEEP_FETCH_HEADER } from "~/app/lib/offline-text";
import { cookiesFrom, flashMessageIn, postForm, request, STRONG_PASSWORD } from "../fixtures";

/** The flash message a page shows without JavaScript, and whether the response clears the cookie. */
async function pageFlash(cookie: string, headers: Record<string, string> = {}) {
  const page = await request("/", { headers: { cookie, ...headers } });
  const message = flashMessageIn(await page.text());
  const clears = page.headers.getSetCookie().some((line) => /^tipoff_toast=;.*Max-Age=0/i.test(line));
  return { message, clears };
}

describe("the flash message after a redirect", () => {
  it("is left for the page when the service worker fetches a page to keep offline", async () => {
    const email = `flash-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const registered = await postForm("/register", { name: "Flo Official", email, password: STRONG_PASSWORD });
    const cookie = cookiesFrom(registered);
    expect(cookie).toContain("tipoff_toast=");

    // The pack's fetch, between the redirect and the page's render: no message, the cookie kept.
    expect(await pageFlash(cookie, { [KEEP_FETCH_HEADER]: "1" })).toEqual({ message: null, clears: false });
    // The page itself then shows it, once, and clears it.
    expect(await pageFlash(cookie)).toEqual({ message: "Account created successfully!", clears: true });
  });
});
