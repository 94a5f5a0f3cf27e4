// `node scripts/screenshots.ts [baseUrl] [path ...]`: PNGs of pages at phone and desktop width, light
// and dark, into screenshots/ (git-ignored), for looking at what we built.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ROOT } from "./lib/local-env.ts";

const [baseUrl = "http://localhost:5173", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/arenas", "/login", "/register"];
const outDir = path.join(ROOT, "screenshots");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const theme of ["light", "dark"] as const) {
  for (const [label, viewport] of [
    ["phone", { width: 360, height: 780 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(new URL(route, baseUrl).toString(), { waitUntil: "networkidle" });
      const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}-${label}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: false });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
