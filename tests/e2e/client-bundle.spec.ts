import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { HTML_BUDGET_KB, HTML_WEIGHT_FILE, type HtmlWeight } from "../../scripts/lib/page-budgets.ts";

// The build the end-to-end server serves. The client build itself fails on drizzle, `cloudflare:*`,
// anything under worker/ and any `*.server` module (vite.config.ts, docs/decisions/205), so the
// schema and the database layer are not looked for here; what it does not refuse is.
const PORT = process.env.E2E_PORT ?? "4173";
const BUILD_DIR = process.env.TIPOFF_BUILD_DIR ?? (PORT === "4173" ? "build" : `build-e2e-${PORT}`);
const CLIENT_DIR = path.join(BUILD_DIR, "client");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test("no client file carries the API reference: /api/docs is the Worker's page, loading Scalar itself", () => {
  const leaks = files(CLIENT_DIR).filter((file) => /@scalar\/|createApiReference/.test(readFileSync(file, "utf8")));
  expect(leaks).toEqual([]);
});

test("a page's scripts wait for its first paint, then load and hydrate it", async ({ page, request }) => {
  // As served, nothing in the page makes the browser fetch a script before it paints: no module
  // preload and no module script (docs/decisions/250-scripts-after-the-first-paint.md); the
  // stylesheet comes first in the head.
  for (const pagePath of ["/", "/arenas", "/login"]) {
    const html = await (await request.get(pagePath)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(html, `${pagePath} preloads no script as served`).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html, `${pagePath} runs no module as served`).not.toMatch(/<script[^>]*type="module"/);
    const stylesheet = head.search(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    expect(stylesheet, `${pagePath} links its stylesheet`).toBeGreaterThan(0);
    expect(stylesheet, `${pagePath}: the stylesheet before the waiting preloads`).toBeLessThan(
      head.indexOf('rel="tipoff-modulepreload"'),
    );
  }
  // In the browser the waiting ones become real after the first frame, and React takes the page
  // (page.goto waits for it: fixtures.ts).
  await page.goto("/arenas");
  const loaded = await page.evaluate(() => ({
    waitingScripts: document.querySelectorAll('script[type="tipoff/module"]').length,
    waitingPreloads: document.querySelectorAll('link[rel="tipoff-modulepreload"]').length,
    preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
  }));
  expect(loaded.waitingScripts).toBe(0);
  expect(loaded.waitingPreloads).toBe(0);
  expect(loaded.preloads).toBeGreaterThan(5);
});

test("the build's hashed files are kept a year; a page and the service worker are asked for again", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = /<script[^>]*src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html);
  const scriptPath = script?.[1] ?? script?.[2];
  expect(scriptPath, "the home page names a script under /assets/").toBeTruthy();
  const asset = await request.get(scriptPath ?? "");
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/")).headers()["cache-control"]).not.toContain("immutable");
  expect((await request.get("/sw.js")).headers()["cache-control"] ?? "").not.toContain("immutable");
});

test("the pages a visitor opens first send HTML within their budgets, gzip", async ({ request }) => {
  // Weighed as a visitor gets them (no session), gzip at level 6 like the Lighthouse bench's proxy.
  // The weights go beside the build for scripts/bundle-budget.ts to print with the JavaScript's.
  const { arenas } = (await (await request.get("/api/arenas?limit=1")).json()) as { arenas: { id: string }[] };
  const urls: Record<string, string> = {
    "/": "/",
    "/arenas": "/arenas",
    "/arenas/:id": `/arenas/${arenas[0]?.id}`,
    "/login": "/login",
  };
  const weights: Record<string, HtmlWeight> = {};
  for (const [page, url] of Object.entries(urls)) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.body();
    weights[page] = { url, bytes: html.length, gzipBytes: gzipSync(html, { level: 6 }).length };
  }
  writeFileSync(path.join(BUILD_DIR, HTML_WEIGHT_FILE), `${JSON.stringify(weights, null, 2)}\n`);
  for (const [page, weight] of Object.entries(weights)) {
    expect(weight.gzipBytes / 1000, `${page} (${weight.url}), KB of gzip`).toBeLessThanOrEqual(
      HTML_BUDGET_KB[page] ?? 0,
    );
  }
});
