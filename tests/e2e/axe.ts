// axe (WCAG 2.2 AA and best practices) on the page as it is, light and dark: shared by the page
// audit (a11y.spec.ts) and the specs that audit a state of their own.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
export const VIEWPORTS = [
  { label: "360", width: 360, height: 780 },
  { label: "1280", width: 1280, height: 900 },
] as const;
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
    // The palettes differ only in colour, so the dark pass checks contrast alone. Legacy mode runs axe
    // in the page itself instead of opening a blank page to merge frame results (a second or more per
    // run on the 2-core machine): the CSP (default-src 'self') and the app have no frames to merge.
    const axe = new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .withTags(AXE_TAGS);
    const { violations } = await (scheme === "dark" ? axe.withRules(["color-contrast"]) : axe).analyze();
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
      found.push(`${label} ${scheme}: ${violation.id} (${violation.nodes.length}) ${targets}`);
    }
  }
  return found;
}
