// First-load JavaScript of every page, gzip, from the production client build: the entry, the
// route manifest, and the modules (with their static imports) of every route from the root down.
// Lazy chunks (the map, dialogs loaded on demand) are dynamic imports and are not counted.
//   node scripts/bundle-budget.ts [buildDir] [--enforce]
// With --enforce it exits 1 when a page is over its budget.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/** Budgets in KB (1,000 bytes) of gzip: the home page is the front door, every other page shares one. */
export const BUDGET_KB = { home: 127, other: 150 } as const;

const args = process.argv.slice(2);
const enforce = args.includes("--enforce");
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
  const files = new Set<string>([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
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
console.log(`First-load JS per page, gzip (${path.relative(process.cwd(), buildDir) || "."}):`);
for (const size of sizes) {
  const over = size.kb > size.budgetKb;
  console.log(
    `${over ? "OVER" : "  ok"}  ${size.id.padEnd(width)}  ${size.kb.toFixed(1).padStart(6)} KB / ${size.budgetKb} KB  ${size.url}`,
  );
}
const overBudget = sizes.filter((size) => size.kb > size.budgetKb);
if (overBudget.length > 0) {
  console.log(`${overBudget.length} of ${sizes.length} pages over budget.`);
  if (enforce) process.exit(1);
}
