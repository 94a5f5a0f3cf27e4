// `npm run sizes`: every function longer than the limit (80 lines, from its first line to its
// last) in the folders kept small: worker/imports and the arena and arrival forms. A long
// function there is split into named steps; CI runs this after the lint and fails on any.
// `-- --all <paths...>` lists every function over the limit in other paths, without failing.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

const LIMIT = 80;
const ROOT = resolve(import.meta.dirname, "..");
const KEPT_SMALL = [
  "worker/imports",
  "app/components/arena-form",
  "app/routes/game-arrival",
  "app/routes/arena-edit",
  "app/routes/submit",
];

type Sized = { file: string; name: string; line: number; lines: number };

const sourceFiles = (path: string): string[] => {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => sourceFiles(join(path, name)));
};

const nameOf = (node: ts.Node): string => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return "(anonymous)";
};

function functionsOf(file: string): Sized[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Sized[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file: relative(ROOT, file), name: nameOf(node), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = process.argv.includes("--all");
const paths = all ? process.argv.slice(process.argv.indexOf("--all") + 1) : KEPT_SMALL;
const long = paths
  .flatMap(sourceFiles)
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap(functionsOf)
  .filter((fn) => fn.lines > LIMIT)
  .sort((a, b) => b.lines - a.lines);
for (const fn of long) console.log(`${String(fn.lines).padStart(4)}  ${fn.name}  ${fn.file}:${fn.line}`);
console.log(`${long.length} functions over ${LIMIT} lines in ${paths.join(", ")}`);
if (!all && long.length > 0) process.exit(1);
