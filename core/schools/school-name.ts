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

/**
 * Words written two ways: each is compared in one form ("Saint"/"St", "Preparatory"/"Prep",
 * "Township"/"Twp", "County"/"Co", "Center"/"Ctr", the directory's "Sch" for "School").
 */
const WORD_FORMS: ReadonlyMap<string, string> = new Map([
  ["saint", "st"],
  ["mount", "mt"],
  ["fort", "ft"],
  ["and", "&"],
  ["junior", "jr"],
  ["senior", "sr"],
  ["preparatory", "prep"],
  ["academy", "acad"],
  ["acedemy", "acad"],
  ["township", "twp"],
  ["county", "co"],
  ["center", "ctr"],
  ["centre", "ctr"],
  ["cntr", "ctr"],
  ["sch", "school"],
  ["schl", "school"],
  ["technical", "tech"],
  ["technology", "tech"],
  ["heights", "hts"],
  ["cmp", "campus"],
  ["highschool", "high school"],
]);

/**
 * Run-together abbreviations the directory and calendars write for a kind of school, read as
 * their words: "SHS" (Senior High School), "JSHS" and "JRSHS" (Junior-Senior High School), "ISD".
 */
const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ["shs", ["sr", "hs"]],
  ["jshs", ["jr", "sr", "hs"]],
  ["jrshs", ["jr", "sr", "hs"]],
  ["jhs", ["jr", "hs"]],
  ["hs", ["hs"]],
  ["cc", ["community", "college"]],
]);

/**
 * What a name ends with when it says only "a high school", longest first: "Jr/Sr High School",
 * "Senior High", "High School", "HS", "H.S.", "School", "Secondary School", "Attendance Center"
 * (Mississippi), "ISD" (Texas files many schools under the district's name).
 */
const KIND_ENDINGS: readonly (readonly string[])[] = [
  ["jr", "sr", "high", "school"],
  ["jr", "sr", "high"],
  ["jr", "sr", "hs"],
  ["sr", "high", "school"],
  ["sr", "high"],
  ["sr", "hs"],
  ["high", "school"],
  ["secondary", "school"],
  ["attendance", "ctr"],
  ["school", "district"],
  // A college's main campus is the college ("Ohio University-Main Campus").
  ["main", "campus"],
  ["public", "schools"],
  ["public", "school"],
  // "H L Richards High Sch(Campus)": the directory's word for a school's one building.
  ["campus"],
  ["high"],
  ["hs"],
  ["h", "s"],
  ["school"],
  ["secondary"],
  ["isd"],
  ["cisd"],
];

/** A grade or a grade span's end the directory adds to a name ("Obama 6-12", "High School 01", "9-12 Ctr"). */
const GRADE = /^(?:\d{1,2}|k|kg|pk)$/;

/** The most endings taken off one name ("Spring-Ford SHS 9-12 Ctr": the centre, two grades and "SHS"). */
const MAX_ENDINGS = 6;

/** Every spelling of a word that shares its form ("st": "st", "saint"), for a search by words. */
export function wordSpellings(word: string): string[] {
  const form = WORD_FORMS.get(word) ?? word;
  const spellings = new Set([word, form]);
  for (const [spelling, itsForm] of WORD_FORMS) if (itsForm === form) spellings.add(spelling);
  return [...spellings].filter((spelling) => !spelling.includes(" ") && spelling !== "&");
}

function formsOf(word: string): string[] {
  const form = WORD_FORMS.get(word) ?? word;
  return ABBREVIATIONS.get(form)?.slice() ?? form.split(" ");
}

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
      // "H.S." and "H. S." are one abbreviation, "P.E." another.
      .replace(/\b(\p{L})\.\s?(\p{L})\.?(?=\s|$|[^\p{L}])/gu, "$1$2")
      .replace(/&/g, " & ")
      .split(/[^\p{L}\p{N}&]+/u)
      .filter(Boolean)
      .flatMap(formsOf)
  );
}

function endsWith(words: readonly string[], ending: readonly string[]): boolean {
  if (ending.length >= words.length) return false;
  const offset = words.length - ending.length;
  return ending.every((word, index) => words[offset + index] === word);
}

/** How many of the last words only say the kind of school or its grades; never all of them. */
function kindTail(words: readonly string[]): number {
  let end = words.length;
  for (let taken = 0; taken < MAX_ENDINGS && end > 1; taken += 1) {
    const head = words.slice(0, end);
    const last = head.at(-1) ?? "";
    if (GRADE.test(last) || (last === "ctr" && GRADE.test(head.at(-2) ?? ""))) {
      end -= 1;
      continue;
    }
    const ending = KIND_ENDINGS.find((kind) => endsWith(head, kind));
    if (!ending) break;
    end -= ending.length;
  }
  // "Bald Eagle Area JSHS", "Lebanon Area": Pennsylvania's district word is dropped as often as written.
  if (end > 1 && words[end - 1] === "area") end -= 1;
  return words.length - end;
}

/** A name's own words, without a leading "the" and a trailing "High School" (or its short forms). */
export function distinctiveSchoolWords(name: string): string[] {
  const words = nameWords(name);
  if (words[0] === "the" && words.length > 1) words.shift();
  return words.slice(0, words.length - kindTail(words));
}

/**
 * How many of the last words (lower case, as a search splits them) only say the kind of school
 * ("High School", "HS", "SHS", "H S", "Sr High", "School"); 0 when nothing else would be left.
 */
export function kindEndingLength(words: readonly string[]): number {
  for (let length = Math.min(words.length - 1, MAX_ENDINGS); length >= 1; length -= 1) {
    const tail = words.slice(words.length - length).flatMap(formsOf);
    const head = words.slice(0, words.length - length).flatMap(formsOf);
    if (kindTail([...head, ...tail]) >= tail.length && tail.every((word) => word !== "area")) return length;
  }
  return 0;
}

/** Where a name's kind of school ends before more words ("Blytheville High School-A New Tech School"). */
const KIND_THEN_MORE: readonly (readonly string[])[] = [["high", "school"], ["hs"], ["h", "s"]];

/**
 * Every key a school of the index answers to: its name's, its name's up to "High School" when more
 * follows ("Blytheville High School-A New Tech School", "Gaylord High SchoolVoc Bldg"), and each of
 * its aliases' ("WKU", "Tennessee Tech"). Keys too short to name anything are left out.
 */
export function schoolNameKeys(name: string, alias = ""): string[] {
  const keys = new Set([schoolNameKey(name)]);
  const words = nameWords(name);
  for (let at = 1; at < words.length - 1; at += 1) {
    const kind = KIND_THEN_MORE.find((ending) => ending.every((word, index) => words[at + index] === word));
    if (kind && at + kind.length < words.length) {
      keys.add(words.slice(0, at).join(""));
      break;
    }
  }
  for (const other of alias.slice(0, NAME_MAX).split(/[|,;]/)) keys.add(schoolNameKey(other));
  return [...keys].filter((key) => key.length >= MIN_KEY_LENGTH);
}

/** A key shorter than this names nothing in particular ("HS", "A"). */
export const MIN_KEY_LENGTH = 3;

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
  return words.includes("hs") || words.includes("high") || /\bh\.\s?s\.?$/i.test(name);
}

/**
 * Extra words the full-text index finds a school by: "HS" for a high school named "… High …", and
 * the words of a name that lost its hyphens read apart ("Hewitt Trussville").
 */
export function schoolKeywords(name: string, kind: SchoolKind): string {
  const keywords = new Set<string>();
  if (kind === "high_school" && namesHighSchool(name)) keywords.add("HS");
  // Its initials, as schedules shorten a name ("WKU", "MTSU", "NISH", "CSAS"): a search by a word's
  // start finds "CSAS" in "CSASU" (Chattanooga School for Arts and Sciences Upper).
  const initials = nameInitials(name);
  if (initials) keywords.add(initials.toUpperCase());
  for (const word of name.slice(0, NAME_MAX).split(/\s+/)) {
    const parts = word.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2");
    if (parts !== word) keywords.add(parts);
  }
  return [...keywords].join(" ");
}

/** A name's initials, lower case ("Western Kentucky University": "wku"), or "" when too short or long. */
export function nameInitials(name: string): string {
  const initials = name
    .slice(0, NAME_MAX)
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && !INITIALS_SKIP.has(word.toLowerCase()))
    .map((word) => word[0] ?? "")
    .join("")
    .toLowerCase();
  return initials.length >= 2 && initials.length <= MAX_INITIALS ? initials : "";
}

/** Words a name's initials leave out ("Illinois Institute of Technology": IIT). */
const INITIALS_SKIP = new Set(["of", "the", "at", "and", "for", "in", "on"]);
/** Longer initials are no one's short name. */
const MAX_INITIALS = 8;

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
