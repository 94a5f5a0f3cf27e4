import { SCALAR_BUNDLE } from "../../worker/openapi/reference-page.ts";
import { expect, test } from "./fixtures.ts";

// The API reference at /api/docs is the Worker's own page, not the app's: it loads Scalar's pinned
// bundle and nothing of ours, under a CSP that lets that bundle run and fetch the document. CI has
// no network, so the bundle is answered by a stand-in that does what Scalar's does first: take the
// page's inline call (nonced too), fetch the document from our origin and render into #app. Scalar
// itself was looked at by hand (decision 070).
const STAND_IN = `
  window.Scalar = {
    createApiReference(selector, config) {
      fetch(config.url)
        .then((response) => response.json())
        .then((spec) => {
          const heading = document.createElement("h1");
          heading.textContent = spec.info.title + " " + spec.info.version;
          document.querySelector(selector).append(heading);
        });
    },
  };
`;

declare global {
  interface Window {
    reportCspViolation: (violation: string) => void;
  }
}

test("the API reference runs Scalar's pinned bundle under its CSP, with none of the app's scripts", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.route(SCALAR_BUNDLE, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN }),
  );
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });

  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(csp).toContain("connect-src 'self'");

  await expect(page.getByRole("heading", { name: /^Tipoff API \d+\.\d+\.\d+$/ })).toBeVisible();
  expect(scripts).toEqual([SCALAR_BUNDLE]);
  expect(violations).toEqual([]);
});
