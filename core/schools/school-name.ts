// How a school's name is compared: by its own words, with case, accents, punctuation, hyphens and
// the words every high school shares set aside ("Berkmar High School", "Berkmar HS", "Berkmar
// H.S." and "Berkmar High" are one name). No imports: the seed scripts read it in Node, the Worker
// and the pages through Vite. Every function runs in time linear in a bounded prefix of its text.

/** The longest name read; a real one is far shorter. */
const NAME_MAX = 200;

/** The kinds of school in the index: a high school, or a college by the years its programs take. */
export const SCHOOL_KINDS = ["high_school", "two_year", "four_year", "other"] as const;
export type SchoolKind = (typeof SCHOOL_KINDS)[number];

export const SCHOOL_SECTORS = ["public", "private"] as const;
export type SchoolSector = (typeof SCHOOL_SECTORS)[number];

/** Words written two ways: each is compared in its short form. */
const WORD_FORMS: ReadonlyMap<string, string> = new Map([
  ["saint", "st"],
  ["mount", "mt"],
  ["fort", "ft"],
  ["and", "&"],
  ["junior", "jr"],
  ["senior", "sr"],
]);

/**
 * What a name ends with when it says only "a high school", longest first: "Jr/Sr High School",
 * "Senior High", "High School", "High", "HS", "H.S.", "School", "Secondary School".
 */
const KIND_ENDINGS: readonly (readonly string[])[] = [
  ["jr", "sr", "high", "school"],
  ["jr", "sr", "high"],
  ["sr", "high", "school"],
  ["sr", "high"],
  ["high", "school"],
  ["secondary", "school"],
  ["highschool"],
  ["high"],
  ["hs"],
  ["h", "s"],
  ["school"],
  ["secondary"],
];

/** A name's words: lower case, accents and apostrophes aside, split at anything not a letter or digit. */
export function nameWords(name: string): string[] {
  return (
    name
      .slice(0, NAME_MAX)
      // "HewittTrussville": the public directory lost the hyphen; the two words are read apart.
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/['’`]/g, "")
      .replace(/&/g, " & ")
      .split(/[^\p{L}\p{N}&]+/u)
      .filter(Boolean)
      .map((word) => WORD_FORMS.get(word) ?? word)
  );
}

function endsWith(words: readonly string[], ending: readonly string[]): boolean {
  if (ending.length >= words.length) return false;
  const offset = words.length - ending.length;
  return ending.every((word, index) => words[offset + index] === word);
}

/** A name's own words, without a leading "the" and a trailing "High School" (or its short forms). */
export function distinctiveSchoolWords(name: string): string[] {
  const words = nameWords(name);
  if (words[0] === "the" && words.length > 1) words.shift();
  const ending = KIND_ENDINGS.find((kind) => endsWith(words, kind));
  return ending ? words.slice(0, words.length - ending.length) : words;
}

/**
 * How many of the last words (lower case, as a search splits them) only say the kind of school
 * ("High School", "HS", "H S", "Sr High", "School"); 0 when nothing else would be left.
 */
export function kindEndingLength(words: readonly string[]): number {
  const forms = words.map((word) => WORD_FORMS.get(word) ?? word);
  return KIND_ENDINGS.find((kind) => endsWith(forms, kind))?.length ?? 0;
}

/**
 * The key two names of one school share: its own words run together, so "Hewitt-Trussville HS" and
 * the directory's "HewittTrussville High School" are both "hewitttrussville". "" for no name.
 */
export function schoolNameKey(name: string): string {
  return distinctiveSchoolWords(name).join("");
}

/** Whether a name says it is a high school ("… High School", "… HS", "… High", "Jr/Sr High"). */
export function namesHighSchool(name: string): boolean {
  const words = nameWords(name);
  return words.includes("hs") || words.includes("high") || words.includes("highschool") || /\bh\.\s?s\.?$/i.test(name);
}

/**
 * Extra words the full-text index finds a school by: "HS" for a high school named "… High …", and
 * the words of a name that lost its hyphens read apart ("Hewitt Trussville").
 */
export function schoolKeywords(name: string, kind: SchoolKind): string {
  const keywords = new Set<string>();
  if (kind === "high_school" && namesHighSchool(name)) keywords.add("HS");
  for (const word of name.slice(0, NAME_MAX).split(/\s+/)) {
    const parts = word.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2");
    if (parts !== word) keywords.add(parts);
  }
  return [...keywords].join(" ");
}

/** The kind of a college by its IPEDS ICLEVEL: 1 four-year, 2 two-year, else (under two years, unknown) other. */
export function collegeKind(iclevel: number | null): SchoolKind {
  if (iclevel === 1) return "four_year";
  if (iclevel === 2) return "two_year";
  return "other";
}

/** A school's town as a page lists it: "Lilburn, GA". */
export function schoolPlaceLine(school: { city: string; state: string }): string {
  return [school.city, school.state].filter(Boolean).join(", ");
}
