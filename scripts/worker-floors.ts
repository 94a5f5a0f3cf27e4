// `npm run floors`: the import graph between the rooms of worker/ and of core/ (each folder, and each
// file that sits directly in worker/ or core/, is one room), its strongly connected components, and
// every arrow that runs up the orders below. Exits 1 on a loop between rooms, an arrow up, a room on
// no floor, or biome.json's floor overrides differing from the ones the floors make; CI runs it right
// after the lint, whose overrides (noRestrictedImports) refuse each file an import from a floor
// above its own. `-- --graph` prints every arrow with its number of imports; `-- --write` rewrites
// those overrides.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import ts from "typescript";

// Bottom to top, and within a floor in order: a room imports only the rooms listed before it, so no
// arrow runs up and no two rooms import each other. biome.json forbids each floor the floors above it.
type Floor = { name: string; rooms: readonly string[] };
const WORKER_FLOORS: readonly Floor[] = [
  { name: "platform", rooms: ["platform", "search", "mail", "geocoding", "routing", "weather", "validation"] },
  { name: "db", rooms: ["db"] },
  {
    name: "domains",
    rooms: [
      "audit",
      "public-data",
      "auth",
      "schools",
      "arenas",
      "favorites",
      "suggestions",
      "contact",
      "feedback",
      "games",
      "pay",
      "contacts",
      "reports",
      "imports",
      "knowledge",
      "notifications",
      "availability",
      "feeds",
      "users",
      "admin",
    ],
  },
  // The context sits above every service: it is the sum of the member types the domains declare
  // (docs/decisions/230), and a service names only those members, never the whole context.
  { name: "http", rooms: ["context", "http"] },
  { name: "routes", rooms: ["openapi", "routes"] },
  { name: "entry", rooms: ["app.ts", "index.ts"] },
];

// core/, which the browser runs too, stands on its own floors (docs/decisions/249): the shared
// pieces (zod with its settings, the domain's enums, ids and error codes), the domains' texts,
// limits and pure functions, the input schemas that read them, and the failure type on top.
const CORE_FLOORS: readonly Floor[] = [
  {
    name: "base",
    rooms: [
      "zod.ts",
      "domain.ts",
      "common-text.ts",
      "rate-limit-text.ts",
      "map-tiles.ts",
      "http",
      "geo",
      "pagination",
      "openapi",
    ],
  },
  {
    name: "domains",
    rooms: [
      "auth",
      "contact",
      "feedback",
      "favorites",
      "weather",
      "arenas",
      "schools",
      "suggestions",
      "users",
      "games",
      "availability",
      "pay",
      "reports",
      "knowledge",
      "notifications",
      "imports",
      "contacts",
      "feeds",
      "admin",
    ],
  },
  { name: "validation", rooms: ["validation"] },
  { name: "failure", rooms: ["failure.ts"] },
];

const ROOT = resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx)$/;

type Override = { includes: string[]; linter: { rules: { style: { noRestrictedImports: unknown } } } };
type Restrictions = { paths?: Record<string, string>; patterns: { group: string[]; message: string }[] };

// A tree of rooms: its folder, its floors, and what every override of it says when it refuses an
// import. worker/ may also import core/, which sits under all of it; core/ keeps, in each override,
// the rules of biome.json's "core/**" override (nothing of worker/, app/, drizzle, cloudflare:*).
type Tree = { dir: string; floors: readonly Floor[]; message: string; under?: string; keeps?: Restrictions };

const BIOME = join(ROOT, "biome.json");
const readOverrides = () => (JSON.parse(readFileSync(BIOME, "utf8")) as { overrides: Override[] }).overrides;
const coreRules = readOverrides().find((override) => override.includes.join() === "core/**")?.linter.rules.style
  .noRestrictedImports as { options: Restrictions } | undefined;

const TREES: readonly Tree[] = [
  {
    dir: "worker",
    floors: WORKER_FLOORS,
    under: "core",
    message:
      "worker/ stands in floors: platform, db, domains, http, routes, then app.ts and index.ts. A module imports only its own floor and the floors below, by a relative path (scripts/worker-floors.ts, docs/decisions/227).",
  },
  {
    dir: "core",
    floors: CORE_FLOORS,
    keeps: coreRules?.options ?? { patterns: [] },
    message:
      "core/ stands in floors: base (zod.ts, domain.ts, openapi/ …), domains, validation, then failure.ts. A module imports only its own floor and the floors below, by a relative path (scripts/worker-floors.ts, docs/decisions/249).",
  },
];

type Arrow = { from: string; to: string; imports: string[] };

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });

// TypeScript's own pre-parser lists every import, export-from and import() of a file, types included.
const importsOf = (file: string): string[] =>
  ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((entry) => entry.fileName);

const arrowsOf = (top: string, files: readonly string[]): Map<string, Arrow> => {
  const roomOf = (file: string): string => relative(top, file).split("/")[0] ?? "";
  const arrows = new Map<string, Arrow>();
  for (const file of files) {
    const from = roomOf(file);
    for (const specifier of importsOf(file)) {
      const target = specifier.startsWith(".")
        ? resolve(file, "..", specifier)
        : specifier.startsWith("~/")
          ? join(ROOT, specifier.slice(2))
          : undefined;
      if (target === undefined || !target.startsWith(`${top}/`)) continue;
      const to = roomOf(SOURCE.test(target) ? target : `${target}.ts`);
      if (to === from) continue;
      const key = `${from} -> ${to}`;
      const arrow = arrows.get(key) ?? { from, to, imports: [] };
      arrow.imports.push(`${relative(ROOT, file)} -> ${specifier}`);
      arrows.set(key, arrow);
    }
  }
  return arrows;
};

// Tarjan's algorithm: the rooms that reach each other through imports.
const components = (rooms: readonly string[], arrows: Iterable<Arrow>): string[][] => {
  const next = new Map<string, string[]>(rooms.map((room) => [room, []]));
  for (const { from, to } of arrows) next.get(from)?.push(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room) ?? 0);
    stack.push(room);
    onStack.add(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(room, Math.min(low.get(room) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(room) !== index.get(room)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== room);
    found.push(component.sort());
  };
  for (const room of rooms) if (!index.has(room)) visit(room);
  return found;
};

// A room's place: its floor, then its position in that floor's list.
const placeOf = (floors: readonly Floor[], room: string): [number, number] | undefined => {
  for (const [floor, { rooms }] of floors.entries()) {
    const at = rooms.indexOf(room);
    if (at >= 0) return [floor, at];
  }
  return undefined;
};

const runsUp = (floors: readonly Floor[], { from, to }: Arrow): boolean => {
  const a = placeOf(floors, from);
  const b = placeOf(floors, to);
  if (a === undefined || b === undefined) return false;
  return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
};

// Per floor, one override for its folders and one for its files directly in the tree: an import
// that leaves the file's folder must name a room on this floor or below (or, from worker/, core/),
// by a relative path.
const isFile = (room: string) => SOURCE.test(room);

const overrideOf = (tree: Tree, rooms: readonly string[], below: readonly string[], top: boolean): Override => {
  const up = top ? "./" : "../";
  const allowed = below.map((room) => (isFile(room) ? `!${up}${room.replace(SOURCE, "")}` : `!${up}${room}/**`));
  const under = tree.under === undefined ? [] : [top ? `!../${tree.under}/**` : `!../../${tree.under}/**`];
  const group = [...(top ? ["./**"] : []), "../**", "~/**", ...allowed, ...under];
  const floor = { group, message: tree.message };
  const options =
    tree.keeps === undefined ? { patterns: [floor] } : { ...tree.keeps, patterns: [...tree.keeps.patterns, floor] };
  return {
    includes: rooms.map((room) => (isFile(room) ? `${tree.dir}/${room}` : `${tree.dir}/${room}/**`)),
    linter: { rules: { style: { noRestrictedImports: { level: "error", options } } } },
  };
};

const floorOverrides = (tree: Tree): Override[] =>
  tree.floors.slice(0, -1).flatMap((floor, at) => {
    const below = tree.floors.slice(0, at + 1).flatMap(({ rooms }) => rooms);
    const folders = floor.rooms.filter((room) => !isFile(room));
    const top = floor.rooms.filter(isFile);
    return [
      ...(folders.length > 0 ? [overrideOf(tree, folders, below, false)] : []),
      ...(top.length > 0 ? [overrideOf(tree, top, below, true)] : []),
    ];
  });

// The overrides this script writes are the ones that refuse an import with one of the trees' messages.
const MESSAGES = new Set(TREES.map((tree) => tree.message));
const isFloorOverride = (override: Override) =>
  (override.linter.rules.style.noRestrictedImports as { options?: Restrictions } | undefined)?.options?.patterns?.some(
    (pattern) => MESSAGES.has(pattern.message),
  ) === true;
const wanted = TREES.flatMap(floorOverrides);
if (process.argv.includes("--write")) {
  const biome = JSON.parse(readFileSync(BIOME, "utf8")) as { overrides: Override[] };
  const others = biome.overrides.filter((override) => !isFloorOverride(override));
  writeFileSync(BIOME, JSON.stringify({ ...biome, overrides: [...others, ...wanted] }, null, 2));
  execFileSync(join(ROOT, "node_modules/.bin/biome"), ["format", "--write", BIOME], { stdio: "inherit" });
}
const biomeDrifted = !isDeepStrictEqual(readOverrides().filter(isFloorOverride), wanted);

let failed = biomeDrifted;
const totals = { loops: 0, up: 0 };
for (const tree of TREES) {
  const top = join(ROOT, tree.dir);
  const files = sourceFiles(top);
  const rooms = [...new Set(files.map((file) => relative(top, file).split("/")[0] ?? ""))].sort();
  const arrows = [...arrowsOf(top, files).values()].sort((a, b) =>
    `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`),
  );
  const loops = components(rooms, arrows).filter((component) => component.length > 1);
  const up = arrows.filter((arrow) => runsUp(tree.floors, arrow));
  const unplaced = rooms.filter((room) => placeOf(tree.floors, room) === undefined);
  const gone = tree.floors.flatMap((floor) => floor.rooms).filter((room) => !rooms.includes(room));

  if (process.argv.includes("--graph")) {
    for (const { from, to, imports } of arrows) console.log(`${tree.dir}/${from} -> ${to} (${imports.length})`);
  }
  console.log(`${tree.dir}/: ${files.length} files in ${rooms.length} rooms, ${arrows.length} arrows between rooms`);
  for (const loop of loops) console.log(`loop of ${loop.length} rooms: ${loop.join(", ")}`);
  const floorOf = (room: string) => tree.floors[placeOf(tree.floors, room)?.[0] ?? -1]?.name;
  for (const arrow of up) {
    console.log(`runs up: ${arrow.from} -> ${arrow.to} (${floorOf(arrow.from)} -> ${floorOf(arrow.to)})`);
    for (const line of arrow.imports) console.log(`  ${line}`);
  }
  if (unplaced.length > 0) console.log(`on no floor (add to scripts/worker-floors.ts): ${unplaced.join(", ")}`);
  if (gone.length > 0) console.log(`on a floor but not in ${tree.dir}/ (drop it): ${gone.join(", ")}`);
  console.log(
    `${tree.dir}/: ${loops.length} loops (largest ${Math.max(0, ...loops.map((loop) => loop.length))} rooms), ${up.length} arrows up`,
  );
  totals.loops += loops.length;
  totals.up += up.length;
  if (loops.length > 0 || up.length > 0 || unplaced.length > 0 || gone.length > 0) failed = true;
}
if (biomeDrifted) console.log("biome.json's floor overrides differ from the floors here: npm run floors -- --write");
if (failed) process.exit(1);
