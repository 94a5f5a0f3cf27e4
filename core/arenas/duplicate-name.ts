// Pure and import-free: the duplicate check on the server, the submit form and the tests share it.

/** An existing arena a new one may duplicate, as the form, the API and the admin card show it. */
export type DuplicateCandidate = { id: string; name: string; city: string; state: string };

/** The form field that says "none of these": the submit then records and saves (docs/decisions/077). */
export const CONFIRM_NOT_DUPLICATE = "confirmNotDuplicate";

/** Words that do not tell two arenas apart ("The Pit" and "Pit Arena" are one gym). */
const FILLER_WORDS = new Set(["the", "arena", "center", "centre"]);

/**
 * A name reduced to what identifies the building: lowercase, accents and punctuation gone
 * (an apostrophe joins its word, any other mark separates), the given filler words dropped, one
 * space between words.
 */
export function withoutFillerWords(name: string, filler: ReadonlySet<string>): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word !== "" && !filler.has(word))
    .join(" ");
}

/** Two arena names that normalize alike are near-identical (docs/decisions/077). */
export function normalizeArenaName(name: string): string {
  return withoutFillerWords(name, FILLER_WORDS);
}

/** City or state compared as a person would: case, accents, punctuation and spacing aside. */
export function normalizePlace(place: string): string {
  return place
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
