// axe (WCAG 2.2 AA and best practices) on the page as it is, light and dark: shared by the page
// audit (a11y.spec.ts) and the specs that audit a state of their own.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { default as Axe, Result, RunOptions } from "axe-core";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's minified build: the same rules as `axe.source` in under half the script, which each
 * document parses again.
 */
const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations on the page as it is now: every rule of AXE_TAGS, or only `rules`. axe-core
 * (which @axe-core/playwright evaluates twice on every run) is put into a document once and run
 * there directly; the CSP (default-src 'self') and the app have no frames to merge results from.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SCRIPT);
  const runOnly: RunOptions["runOnly"] = rules
    ? { type: "rule", values: [...rules] }
    : { type: "tag", values: AXE_TAGS };
  return page.evaluate(
    async (options) => (await (window as unknown as { axe: typeof Axe }).axe.run(document, options)).violations,
    { runOnly, resultTypes: ["violations"] } satisfies RunOptions,
  );
}
export const PHONE = { label: "360", width: 360, height: 780 } as const;
const DESKTOP = { label: "1280", width: 1280, height: 900 } as const;
/**
 * The widths each audit runs at: the 360 px phone on every run; with A11Y_FULL=1 (`npm run
 * test:a11y:full`) the 1280 px desktop too. The phone is where officials read the app, and most
 * of the audit's cost is axe itself, so every run checks every page and state at one width, light
 * and dark, and the full audit adds the second (docs/decisions/210).
 */
export const VIEWPORTS: readonly (typeof PHONE | typeof DESKTOP)[] =
  process.env.A11Y_FULL === "1" ? [PHONE, DESKTOP] : [PHONE];
const SCHEMES = ["light", "dark"] as const;

/** axe on the page as it is now, light and dark; one line per violation found. */
export async function auditCurrentPage(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  // Colours are read right after the switch: no transition may be halfway.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  for (const scheme of SCHEMES) {
    // What the theme switch does: the class on <html> picks the palette.
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), scheme === "dark");
    // The palettes differ only in colour, so the dark pass checks contrast alone.
    const violations = await axeViolations(page, scheme === "dark" ? ["color-contrast"] : undefined);
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
      found.push(`${label} ${scheme}: ${violation.id} (${violation.nodes.length}) ${targets}`);
    }
  }
  return found;
}

/**
 * axe on the page as it is now at each width of VIEWPORTS in turn (a resize, not a new load: the
 * layout follows the width), light and dark; one line per violation found.
 */
export async function auditAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    found.push(...(await auditCurrentPage(page, `${label} ${viewport.label}px`)));
  }
  return found;
}
