// Line and branch coverage per top folder (worker/, core/, app/) from the worker tests' istanbul
// summary (coverage/coverage-summary.json, written by `npm run test:coverage`).
//   node scripts/coverage-summary.ts [summaryFile]
import { readFileSync } from "node:fs";
import path from "node:path";

type Counts = { total: number; covered: number };
type FileSummary = { lines: Counts; branches: Counts };

const FOLDERS = ["worker", "core", "app"] as const;
const root = path.resolve(import.meta.dirname, "..");
const summaryFile = process.argv[2] ?? path.join(root, "coverage", "coverage-summary.json");
const summary = JSON.parse(readFileSync(summaryFile, "utf8")) as Record<string, FileSummary>;

const percent = ({ covered, total }: Counts) => (total === 0 ? "100.00" : ((covered / total) * 100).toFixed(2));

for (const folder of FOLDERS) {
  const lines: Counts = { total: 0, covered: 0 };
  const branches: Counts = { total: 0, covered: 0 };
  for (const [file, counts] of Object.entries(summary)) {
    if (file === "total" || !path.relative(root, file).startsWith(`${folder}${path.sep}`)) continue;
    lines.total += counts.lines.total;
    lines.covered += counts.lines.covered;
    branches.total += counts.branches.total;
    branches.covered += counts.branches.covered;
  }
  console.log(
    `${`${folder}/`.padEnd(8)} lines ${percent(lines)}% (${lines.covered}/${lines.total})  branches ${percent(branches)}% (${branches.covered}/${branches.total})`,
  );
}
