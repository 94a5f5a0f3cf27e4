import { expect, test } from "./fixtures.ts";

// The service worker runs here (the config blocks it elsewhere): its registration is under the CSP too.
test.use({ serviceWorkers: "allow" });

declare global {
  interface Window {
    reportCspViolation: (violation: string) => void;
  }
}

test("with the Content-Security-Policy on, pages hydrate and report no violation", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.pathname}`,
      );
    });
  });
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");

  // Hydrated: the search and the links work as client-side navigation.
  await page.getByRole("searchbox").first().fill("Fieldhouse");
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page).toHaveURL(/search=Fieldhouse/);
  await expect(page.getByText(/arena\(s\) found/)).toBeVisible();
  await page
    .getByRole("link", { name: /Fieldhouse/ })
    .first()
    .click();
  await expect(page.getByRole("link", { name: /Get Directions/ })).toBeVisible();

  for (const path of ["/login", "/register", "/contact", "/feedback"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
  }
  expect(violations).toEqual([]);
});
