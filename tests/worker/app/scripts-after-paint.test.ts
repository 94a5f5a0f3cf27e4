import { describe, expect, it } from "vitest";
import { SCRIPTS_AFTER_PAINT_BOOT, scriptsAfterFirstPaint } from "~/app/lib/scripts-after-paint.server";

// The head and the end of the body as React Router's <Scripts> writes them in a production page.
const NONCE = "bm9uY2Utb2YtdGhpcy1hbnN3ZXI=";
const PAGE = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/route.js" nonce="${NONCE}"/><link rel="icon" href="/favicon.svg"/></head><body><main><h1>Arena List</h1></main><script nonce="${NONCE}">window.__reactRouterContext = {};</script><script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/route.js";
import("/assets/entry.client.js");</script></body></html>`;

async function rewritten(html: string): Promise<string> {
  const page = new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  return scriptsAfterFirstPaint(page, NONCE).text();
}

describe("a page's scripts wait for its first paint", () => {
  it("keeps no module preload and no module script that the browser would fetch before painting", async () => {
    const html = await rewritten(PAGE);
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`<link rel="tipoff-modulepreload" href="/assets/entry.client.js" nonce="${NONCE}" />`);
    expect(html).toContain(`<link rel="tipoff-modulepreload" href="/assets/route.js" nonce="${NONCE}" />`);
    // The stylesheet and the other links are as written: the page paints with them.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("keeps the module script whole, followed by the boot script with the answer's nonce", async () => {
    const html = await rewritten(PAGE);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="tipoff/module">import * as route0 from "/assets/route.js";\nimport("/assets/entry.client.js");</script><script nonce="${NONCE}">${SCRIPTS_AFTER_PAINT_BOOT}</script></body>`,
    );
    expect(html.split(SCRIPTS_AFTER_PAINT_BOOT)).toHaveLength(2);
  });

  it("leaves a page without module scripts as it was", async () => {
    const plain = `<!DOCTYPE html><html><head><title>Offline</title></head><body><p>No scripts.</p></body></html>`;
    expect(await rewritten(plain)).toBe(plain);
  });
});
