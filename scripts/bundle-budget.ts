// First-load JavaScript of every page, gzip, from the production client build: the entry and the
// modules (with their static imports) of every route from the root down. The route manifest file is
// not counted: with React Router's lazy route discovery (the default, kept) the page carries only
// its own routes inline, and the browser never fetches manifest-*.js.
// Lazy chunks (the map, dialogs loaded on demand) are dynamic imports and are not counted.
//   node scripts/bundle-budget.ts [buildDir] [--enforce] [--write-ceilings]
// Two limits per page. The budget is the goal (≤ 125 KB for the home page, ≤ 135 KB for the rest,
// scripts/lib/page-budgets.ts).
// The ceiling is what a page weighs today plus 2 KB (scripts/bundle-ceilings.json): with --enforce
// the run fails when a page passes its ceiling, so nothing grows unnoticed while pages are still
// over their budget; a page with no ceiling (a new one) must meet its budget. --write-ceilings
// lowers each ceiling to the current size + 2 KB (never raises one) after a page got lighter, and drops
// the ceiling of a page back within its budget.
// Beside them, the HTML of the pages a visitor opens first (/, /arenas, an arena, /login), raw and
// gzip, against its budget: weighed on the e2e server by tests/e2e/client-bundle.spec.ts, which
// writes <buildDir>/html-weight.json (and fails past a budget itself); with --enforce a page over
// its HTML budget fails here too. A build no e2e test ran against has no weights to show.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { HTML_BUDGET_KB, HTML_WEIGHT_FILE, type HtmlWeight, JS_BUDGET_KB } from "./lib/page-budgets.ts";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/** Budgets in KB (1,000 bytes) of gzip: the home page is the front door, every other page shares one. */
export const BUDGET_KB = JS_BUDGET_KB;

const CEILING_MARGIN_KB = 2;
const CEILINGS_FILE = path.join(import.meta.dirname, "bundle-ceilings.json");

const args = process.argv.slice(2);
const enforce = args.includes("--enforce");
const writeCeilings = args.includes("--write-ceilings");
const ceilings: Record<string, number> = existsSync(CEILINGS_FILE)
  ? (JSON.parse(readFileSync(CEILINGS_FILE, "utf8")) as Record<string, number>)
  : {};
const buildDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? "build");
const clientDir = path.join(buildDir, "client");
const assetsDir = path.join(clientDir, "assets");

const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error(`No React Router manifest in ${assetsDir}: build first (npm run build)`);
const manifestSource = readFileSync(path.join(assetsDir, manifestFile), "utf8");
const manifest = JSON.parse(
  manifestSource.replace(/^window\.__reactRouterManifest=/, "").replace(/;?\s*$/, ""),
) as Manifest;

const gzipSizes = new Map<string, number>();
function gzipSize(asset: string): number {
  let size = gzipSizes.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, asset)), { level: 9 }).length;
    gzipSizes.set(asset, size);
  }
  return size;
}

function chain(route: RouteEntry): RouteEntry[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...chain(parent), route] : [route];
}

function urlOf(route: RouteEntry): string {
  const parts = chain(route)
    .map((entry) => entry.path ?? "")
    .filter(Boolean);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

const pages = Object.values(manifest.routes).filter(
  (route) => route.id !== "root" && !Object.values(manifest.routes).some((other) => other.parentId === route.id),
);

type PageSize = { id: string; url: string; kb: number; budgetKb: number };
const sizes: PageSize[] = pages.map((route) => {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const entry of chain(route)) {
    files.add(entry.module);
    for (const file of entry.imports ?? []) files.add(file);
  }
  const bytes = [...files].reduce((total, file) => total + gzipSize(file), 0);
  const budgetKb = route.index && route.parentId === "root" ? BUDGET_KB.home : BUDGET_KB.other;
  return { id: route.id, url: urlOf(route), kb: bytes / 1000, budgetKb };
});

sizes.sort((a, b) => b.kb - a.kb);
const width = Math.max(...sizes.map((size) => size.id.length));
// A ceiling only ever loosens the budget of a page still over it; a page back under its budget is
// held to the budget.
const ceilingOf = (size: PageSize) => Math.max(size.budgetKb, ceilings[size.id] ?? size.budgetKb);
console.log(`First-load JS per page, gzip (${path.relative(process.cwd(), buildDir) || "."}): size / budget, ceiling`);
for (const size of sizes) {
  const status = size.kb > ceilingOf(size) ? "FAIL" : size.kb > size.budgetKb ? "over" : "  ok";
  console.log(
    `${status}  ${size.id.padEnd(width)}  ${size.kb.toFixed(1).padStart(6)} KB / ${size.budgetKb} KB, ${ceilingOf(size)} KB  ${size.url}`,
  );
}
const overBudget = sizes.filter((size) => size.kb > size.budgetKb);
const overCeiling = sizes.filter((size) => size.kb > ceilingOf(size));
console.log(`${overBudget.length} of ${sizes.length} pages over budget; ${overCeiling.length} over their ceiling.`);

if (writeCeilings) {
  const next = Object.fromEntries(
    sizes
      // Pages within their budget need no ceiling: the budget itself is enforced from then on.
      .filter((size) => size.kb > size.budgetKb)
      .map((size) => {
        const current = Math.max(size.budgetKb, Math.ceil(size.kb + CEILING_MARGIN_KB));
        return [size.id, Math.min(current, ceilings[size.id] ?? current)] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(CEILINGS_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Ceilings written to ${path.relative(process.cwd(), CEILINGS_FILE)}.`);
}
const htmlOver = printHtmlWeights();

if (enforce && htmlOver > 0) {
  console.log("A page's HTML grew past its budget: send less of it before the first paint (docs/decisions/248).");
  process.exit(1);
}
if (enforce && overCeiling.length > 0) {
  console.log(
    "A page grew past its ceiling: make it lighter (or, for a deliberate change, raise its ceiling in the same commit and say why).",
  );
  process.exit(1);
}

/** The HTML weights the e2e test measured against this build, beside their budgets; how many are over. */
function printHtmlWeights(): number {
  const file = path.join(buildDir, HTML_WEIGHT_FILE);
  if (!existsSync(file)) {
    console.log(
      `\nHTML per page: not weighed for this build (tests/e2e/client-bundle.spec.ts writes ${HTML_WEIGHT_FILE}).`,
    );
    return 0;
  }
  const weights = JSON.parse(readFileSync(file, "utf8")) as Record<string, HtmlWeight>;
  console.log("\nHTML per page, as served (raw) and gzip: gzip / budget");
  let over = 0;
  for (const [page, weight] of Object.entries(weights)) {
    const budget = HTML_BUDGET_KB[page];
    const kb = weight.gzipBytes / 1000;
    const status = budget === undefined ? "    " : kb > budget ? "FAIL" : "  ok";
    if (budget !== undefined && kb > budget) over += 1;
    console.log(
      `${status}  ${page.padEnd(12)} ${(weight.bytes / 1000).toFixed(1).padStart(6)} KB raw  ${kb.toFixed(1).padStart(5)} KB / ${budget ?? "-"} KB  ${weight.url}`,
    );
  }
  return over;
}
