// `npm run floors`: the import graph between the rooms of worker/ (each folder, and each file that sits
// directly in worker/, is one room), its strongly connected components, and every arrow that runs up
// the order below. Exits 1 on a loop between rooms, an arrow up, a room on no floor, or biome.json's
// worker/ overrides differing from the ones FLOORS makes; CI runs it right after the lint, whose
// overrides (noRestrictedImports) refuse each file an import from a floor above its own.
// `-- --graph` prints every arrow with its number of imports; `-- --write` rewrites those overrides.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import ts from "typescript";

// Bottom to top, and within a floor in order: a room imports only the rooms listed before it, so no
// arrow runs up and no two rooms import each other. biome.json forbids each floor the floors above it.
const FLOORS: readonly { name: string; rooms: readonly string[] }[] = [
  { name: "platform", rooms: ["platform", "search", "mail", "geocoding", "routing", "weather", "validation"] },
  { name: "db", rooms: ["db", "health.server.ts"] },
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
  { name: "http", rooms: ["ctx.ts", "ctx.server.ts", "bindings.ts", "context.server.ts", "http"] },
  { name: "routes", rooms: ["openapi", "routes"] },
  { name: "entry", rooms: ["app.ts", "index.ts"] },
];

const ROOT = resolve(import.meta.dirname, "..");
const WORKER = join(ROOT, "worker");
const SOURCE = /\.(ts|tsx)$/;

type Arrow = { from: string; to: string; imports: string[] };

const roomOf = (file: string): string => {
  const [head] = relative(WORKER, file).split("/");
  return head ?? "";
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });

// TypeScript's own pre-parser lists every import, export-from and import() of a file, types included.
const importsOf = (file: string): string[] =>
  ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((entry) => entry.fileName);

const arrowsOf = (files: readonly string[]): Map<string, Arrow> => {
  const arrows = new Map<string, Arrow>();
  for (const file of files) {
    const from = roomOf(file);
    for (const specifier of importsOf(file)) {
      const target = specifier.startsWith(".")
        ? resolve(file, "..", specifier)
        : specifier.startsWith("~/")
          ? join(ROOT, specifier.slice(2))
          : undefined;
      if (target === undefined || !target.startsWith(`${WORKER}/`)) continue;
      const to = roomOf(target.endsWith(".ts") ? target : `${target}.ts`);
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
const placeOf = (room: string): [number, number] | undefined => {
  for (const [floor, { rooms }] of FLOORS.entries()) {
    const at = rooms.indexOf(room);
    if (at >= 0) return [floor, at];
  }
  return undefined;
};

const runsUp = ({ from, to }: Arrow): boolean => {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a === undefined || b === undefined) return false;
  return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
};

// Per floor, one override for its folders and one for its files directly in worker/: an import that
// leaves the file's folder must name a room on this floor or below, or core/, by a relative path.
type Override = { includes: string[]; linter: { rules: { style: { noRestrictedImports: unknown } } } };
const isFile = (room: string) => SOURCE.test(room);
const MESSAGE =
  "worker/ stands in floors: platform, db, domains, http, routes, then app.ts and index.ts. A module imports only its own floor and the floors below, by a relative path (scripts/worker-floors.ts, docs/decisions/227).";

const overrideOf = (rooms: readonly string[], below: readonly string[], top: boolean): Override => {
  const up = top ? "./" : "../";
  const allowed = below.map((room) => (isFile(room) ? `!${up}${room.replace(SOURCE, "")}` : `!${up}${room}/**`));
  const group = [...(top ? ["./**"] : []), "../**", "~/**", ...allowed, top ? "!../core/**" : "!../../core/**"];
  return {
    includes: rooms.map((room) => (isFile(room) ? `worker/${room}` : `worker/${room}/**`)),
    linter: {
      rules: {
        style: { noRestrictedImports: { level: "error", options: { patterns: [{ group, message: MESSAGE }] } } },
      },
    },
  };
};

const floorOverrides = (): Override[] =>
  FLOORS.slice(0, -1).flatMap((floor, at) => {
    const below = FLOORS.slice(0, at + 1).flatMap(({ rooms }) => rooms);
    const folders = floor.rooms.filter((room) => !isFile(room));
    const top = floor.rooms.filter(isFile);
    return [
      ...(folders.length > 0 ? [overrideOf(folders, below, false)] : []),
      ...(top.length > 0 ? [overrideOf(top, below, true)] : []),
    ];
  });

const BIOME = join(ROOT, "biome.json");
const biome = JSON.parse(readFileSync(BIOME, "utf8")) as { overrides: Override[] };
const ofWorker = (override: Override) => override.includes.every((path) => path.startsWith("worker/"));
const others = biome.overrides.filter((override) => !ofWorker(override));
if (process.argv.includes("--write")) {
  writeFileSync(BIOME, JSON.stringify({ ...biome, overrides: [...others, ...floorOverrides()] }, null, 2));
  execFileSync(join(ROOT, "node_modules/.bin/biome"), ["format", "--write", BIOME], { stdio: "inherit" });
}
const current = (JSON.parse(readFileSync(BIOME, "utf8")) as { overrides: Override[] }).overrides.filter(ofWorker);
const biomeDrifted = !isDeepStrictEqual(current, floorOverrides());

const files = sourceFiles(WORKER);
const rooms = [...new Set(files.map(roomOf))].sort();
const arrows = [...arrowsOf(files).values()].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
const loops = components(rooms, arrows).filter((component) => component.length > 1);
const up = arrows.filter(runsUp);
const unplaced = rooms.filter((room) => placeOf(room) === undefined);
const gone = FLOORS.flatMap((floor) => floor.rooms).filter((room) => !rooms.includes(room));

if (process.argv.includes("--graph")) {
  for (const { from, to, imports } of arrows) console.log(`${from} -> ${to} (${imports.length})`);
}
console.log(`worker/: ${files.length} files in ${rooms.length} rooms, ${arrows.length} arrows between rooms`);
for (const loop of loops) console.log(`loop of ${loop.length} rooms: ${loop.join(", ")}`);
const floorOf = (room: string) => FLOORS[placeOf(room)?.[0] ?? -1]?.name;
for (const arrow of up) {
  console.log(`runs up: ${arrow.from} -> ${arrow.to} (${floorOf(arrow.from)} -> ${floorOf(arrow.to)})`);
  for (const line of arrow.imports) console.log(`  ${line}`);
}
if (unplaced.length > 0) console.log(`on no floor (add to FLOORS in scripts/worker-floors.ts): ${unplaced.join(", ")}`);
if (gone.length > 0) console.log(`on a floor but not in worker/ (drop from FLOORS): ${gone.join(", ")}`);
if (biomeDrifted) console.log("biome.json's worker/ overrides differ from FLOORS: npm run floors -- --write");
console.log(
  `${loops.length} loops (largest ${Math.max(0, ...loops.map((loop) => loop.length))} rooms), ${up.length} arrows up`,
);
if (loops.length > 0 || up.length > 0 || unplaced.length > 0 || gone.length > 0 || biomeDrifted) process.exit(1);
