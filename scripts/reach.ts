// `npm run reach -- <file> [<file> ...]`: how many files of the repository each module reaches
// through its imports, type imports included, itself counted, by top folder (packages are not
// counted). What a service's imports drag in is what a reader walks and what a test must satisfy;
// decision 230 reports these counts. Imports are read with TypeScript's pre-parser, as
// `npm run floors` reads them.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");
const CANDIDATE_ENDINGS = [".ts", ".tsx", "/index.ts", "/index.tsx", ""];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  // `./x.ts`, `./x` and `./x.js` (written for a `.ts` file) all name the same module.
  for (const stem of [base, base.replace(/\.(js|ts)$/, "")]) {
    for (const ending of CANDIDATE_ENDINGS) {
      const file = stem + ending;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
}

/** Every repository file `start` reaches, itself included: each file is read once. */
export function reachedFiles(start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/** `worker/<room>` for files under worker/, else the top folder. */
function areaOf(file: string): string {
  const parts = relative(ROOT, file).split("/");
  return parts[0] === "worker" && parts.length > 2 ? `worker/${parts[1]}` : (parts[0] ?? "");
}

const modules = process.argv.slice(2);
if (modules.length === 0) {
  console.error("usage: npm run reach -- <file> [<file> ...]");
  process.exit(2);
}
for (const module of modules) {
  const start = resolve(ROOT, module);
  if (!existsSync(start)) {
    console.error(`${module}: no such file`);
    process.exit(2);
  }
  const byArea = new Map<string, number>();
  const files = reachedFiles(start);
  for (const file of files) byArea.set(areaOf(file), (byArea.get(areaOf(file)) ?? 0) + 1);
  const areas = [...byArea].sort(([a], [b]) => a.localeCompare(b)).map(([area, count]) => `${area} ${count}`);
  console.log(`${module}: ${files.size} files (${areas.join(", ")})`);
}
