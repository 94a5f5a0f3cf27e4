/**
 * Commit subjects are at most 72 characters, so `git log --oneline`, a pull request's list and a
 * terminal show each one whole; the why goes in the body. Older history is left as it was written.
 */
export const MAX_SUBJECT_LENGTH = 72;

/**
 * The last commit whose subject is not judged: main as it stood when the check came in. Everything
 * after it is judged, provided its tree holds the check (see `judgedCommits`).
 */
export const SUBJECT_BASELINE = "e1e8ca39431b3ab958d405ab194542f93e0f07a1";

/** The file whose presence in a commit's tree makes the commit's subject judged. */
export const SUBJECT_CHECK_PATH = "scripts/check-commit-subjects.ts";

export type Commit = { hash: string; subject: string };

/** `git log --format=%H%x00%s` output, one commit a line. */
export function parseLog(output: string): Commit[] {
  return output
    .split("\n")
    .filter((line) => line.includes("\0"))
    .map((line) => {
      const at = line.indexOf("\0");
      return { hash: line.slice(0, at), subject: line.slice(at + 1) };
    });
}

/**
 * The commits whose subjects count: those made with the check in their tree. A branch begun before
 * the check and merged after it keeps its old subjects (its merge commit is judged); a commit
 * rebased onto the check is judged like a new one.
 */
export function judgedCommits(commits: readonly Commit[], holdsCheck: ReadonlySet<string>): Commit[] {
  return commits.filter((commit) => holdsCheck.has(commit.hash));
}

/** Characters as a reader counts them (code points), not UTF-16 units. */
export const subjectLength = (subject: string): number => [...subject].length;

/** The judged commits whose subject is too long, in the order given. */
export function longSubjects(commits: readonly Commit[], max = MAX_SUBJECT_LENGTH): Commit[] {
  return commits.filter((commit) => subjectLength(commit.subject) > max);
}

/** One line per refused commit: its short hash, its length and its subject. */
export function describeLong(commits: readonly Commit[], max = MAX_SUBJECT_LENGTH): string {
  return commits
    .map((commit) => `${commit.hash.slice(0, 7)} (${subjectLength(commit.subject)} > ${max}) ${commit.subject}`)
    .join("\n");
}
