import { describe, expect, it } from "vitest";
import {
  describeLong,
  judgedCommits,
  longSubjects,
  MAX_SUBJECT_LENGTH,
  parseLog,
  SUBJECT_BASELINE,
} from "../../../scripts/lib/commit-subjects.ts";

const commit = (hash: string, subject: string) => ({ hash, subject });

describe("commit subjects (scripts/check-commit-subjects.ts)", () => {
  it("allows 72 characters and refuses 73", () => {
    const fits = commit("a".repeat(40), "x".repeat(MAX_SUBJECT_LENGTH));
    const over = commit("b".repeat(40), "y".repeat(MAX_SUBJECT_LENGTH + 1));
    expect(MAX_SUBJECT_LENGTH).toBe(72);
    expect(longSubjects([fits, over])).toEqual([over]);
    expect(describeLong([over])).toBe(`bbbbbbb (73 > 72) ${"y".repeat(73)}`);
  });

  it("counts characters as a reader does, not UTF-16 units", () => {
    // 71 letters and one emoji (two UTF-16 units): 72 characters.
    expect(longSubjects([commit("c", `${"z".repeat(71)}🏀`)])).toEqual([]);
    expect(longSubjects([commit("d", "é".repeat(73))])).toHaveLength(1);
  });

  it("reads git log's hash and subject, one commit a line", () => {
    const output = `${"1".repeat(40)}\0First: a subject\n${"2".repeat(40)}\0Second\n\n`;
    expect(parseLog(output)).toEqual([commit("1".repeat(40), "First: a subject"), commit("2".repeat(40), "Second")]);
    expect(parseLog("")).toEqual([]);
  });

  it("judges only commits whose tree holds the check", () => {
    const before = commit("old", "A subject written before the check, long enough to pass seventy-two characters");
    const after = commit("new", "Short");
    expect(judgedCommits([after, before], new Set(["new"]))).toEqual([after]);
    expect(longSubjects(judgedCommits([after, before], new Set(["new"])))).toEqual([]);
  });

  it("names a full commit hash as its baseline", () => {
    expect(SUBJECT_BASELINE).toMatch(/^[0-9a-f]{40}$/);
  });
});
