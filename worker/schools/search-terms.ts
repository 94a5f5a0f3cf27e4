import { kindEndingLength, schoolNameKey } from "../../core/schools/school-name";
import { toFtsQuery } from "../search/fts-query";

/** What a schools search looks for, read from the words a person typed. */
export type SchoolSearchTerms = {
  /** The full-text query: every word but a trailing kind of school must match (as word prefixes). */
  fts: string;
  /** The name key a school of exactly that name has (core/schools/school-name.ts), or null. */
  nameKey: string | null;
  /** The words ended in "High School", "HS", "H.S.", "High" or the like: high schools rank first among equals. */
  highSchool: boolean;
};

/** The words as the full-text query splits them (letters and digits), lower case. */
function searchWords(search: string): string[] {
  return search
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A trailing "High School", "HS" or "H.S." says which kind of school, not which one: it is not
 * required to match (a private school named "… Academy" is still found as "… HS"), and ranks high
 * schools first instead. Null when the search has no words to match.
 */
export function schoolSearchTerms(search: string): SchoolSearchTerms | null {
  const words = searchWords(search);
  const ending = kindEndingLength(words);
  const fts = toFtsQuery(words.slice(0, words.length - ending).join(" "));
  if (!fts) return null;
  const endingWords = words.slice(words.length - ending);
  return {
    fts,
    nameKey: schoolNameKey(search) || null,
    highSchool: ending > 0 && !(endingWords.length === 1 && endingWords[0] === "school"),
  };
}
