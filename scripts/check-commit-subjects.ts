// Fails when a commit after the baseline has a subject over 72 characters (scripts/lib/commit-subjects.ts).
// Works in any clone: in a shallow one, or one that lacks the baseline, it judges the commits present.
import { execFileSync, spawnSync } from "node:child_process";
import {
  describeLong,
  judgedCommits,
  longSubjects,
  MAX_SUBJECT_LENGTH,
  parseLog,
  SUBJECT_BASELINE,
  SUBJECT_CHECK_PATH,
} from "./lib/commit-subjects.ts";

const git = (args: string[], input?: string): string =>
  execFileSync("git", args, { encoding: "utf8", input, maxBuffer: 64 * 1024 * 1024 });
const succeeds = (args: string[]): boolean => spawnSync("git", args, { stdio: "ignore" }).status === 0;

if (!succeeds(["rev-parse", "--verify", "--quiet", "HEAD"])) {
  console.log("commit subjects: not a git checkout with commits; nothing to judge");
  process.exit(0);
}

const shallow = git(["rev-parse", "--is-shallow-repository"]).trim() === "true";
const baselinePresent = succeeds(["cat-file", "-e", `${SUBJECT_BASELINE}^{commit}`]);
const commits = parseLog(git(["log", "--format=%H%x00%s", baselinePresent ? `${SUBJECT_BASELINE}..HEAD` : "HEAD"]));

// One git process answers for every commit: "<hash>:<path>" is "missing" where the tree lacks it.
const answers = commits.length
  ? git(["cat-file", "--batch-check"], commits.map((commit) => `${commit.hash}:${SUBJECT_CHECK_PATH}\n`).join(""))
      .trimEnd()
      .split("\n")
  : [];
const holdsCheck = new Set(commits.filter((_, i) => !answers[i]?.endsWith(" missing")).map((commit) => commit.hash));
const judged = judgedCommits(commits, holdsCheck);

const scope = baselinePresent
  ? `after ${SUBJECT_BASELINE.slice(0, 7)}`
  : `present (baseline ${SUBJECT_BASELINE.slice(0, 7)} is not in this ${shallow ? "shallow " : ""}clone)`;
const tooLong = longSubjects(judged);
if (tooLong.length > 0) {
  console.error(`commit subjects over ${MAX_SUBJECT_LENGTH} characters, of ${judged.length} judged ${scope}:`);
  console.error(describeLong(tooLong));
  console.error("Shorten each subject (git rebase -i, reword) and put the why in the body.");
  process.exit(1);
}
console.log(`commit subjects: ${judged.length} judged ${scope}, none over ${MAX_SUBJECT_LENGTH} characters`);
