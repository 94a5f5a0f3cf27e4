// What the free text of an assignment says: teams and level in SUMMARY; site and crew in DESCRIPTION.
// Every reader here runs in time linear in its input, and reads at most a bounded prefix of it: a
// calendar is somebody else's file, and a title of a million spaces must cost what its size does.

import { withoutFillerWords } from "../../core/arenas/duplicate-name";
import type { CrewMember, Teams } from "../../core/imports/game-fields";

/** The longest title, place and description line read; real ones are far shorter. */
export const EVENT_TEXT_LIMITS = { summary: 300, location: 300, descriptionLine: 300, descriptionLines: 200 } as const;

/** A description's lines, each trimmed, at most the first few hundred. */
function descriptionLines(description: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start <= description.length && lines.length < EVENT_TEXT_LIMITS.descriptionLines) {
    let end = description.indexOf("\n", start);
    if (end === -1) end = description.length;
    lines.push(description.slice(start, Math.min(end, start + EVENT_TEXT_LIMITS.descriptionLine)).trim());
    start = end + 1;
  }
  return lines;
}

/** The value of a "Label: value" line of the description, or null. */
function labelledLine(description: string, label: string): string | null {
  const prefix = `${label.toLowerCase()}:`;
  for (const line of descriptionLines(description)) {
    if (line.slice(0, prefix.length).toLowerCase() !== prefix) continue;
    const value = line.slice(prefix.length).trim();
    if (value) return value;
  }
  return null;
}

/** "Site: Central High School" and "Subsite: Main Gym" lines (Arbiter's DESCRIPTION). */
export function siteLines(description: string): { site: string | null; subsite: string | null } {
  return { site: labelledLine(description, "Site"), subsite: labelledLine(description, "Subsite") };
}

/** "Referee: " before a title (DragonFly): up to 20 letters and spaces, then a colon. */
function withoutRole(summary: string): string {
  const colon = summary.indexOf(":");
  if (colon < 1 || colon > 20 || !/^[A-Za-z ]+$/.test(summary.slice(0, colon))) return summary;
  return summary.slice(colon + 1).trim();
}

/** A title's trailing "(Varsity Boys.)", as RefQuest and DragonFly put the level. */
function trailingParentheses(summary: string): { rest: string; inside: string | null } {
  const trimmed = summary.trimEnd();
  if (!trimmed.endsWith(")")) return { rest: summary, inside: null };
  const open = trimmed.lastIndexOf("(");
  if (open === -1) return { rest: summary, inside: null };
  return { rest: trimmed.slice(0, open).trim(), inside: trimmed.slice(open + 1, -1).trim() || null };
}

type Separator = "at" | "versus";

/**
 * The word that splits a title into two teams, by priority: "vs" first (a team named "… V" stays
 * whole), then "@", "at", and a lower-case "v" last, since an upper-case V is a Roman numeral.
 * A separator is always a whole word between spaces.
 */
function separatorOf(word: string): { kind: Separator; rank: number } | null {
  const lower = word.toLowerCase();
  if (lower === "vs" || lower === "vs." || lower === "versus") return { kind: "versus", rank: 0 };
  if (word === "@") return { kind: "at", rank: 1 };
  if (lower === "at") return { kind: "at", rank: 2 };
  if (word === "v" || word === "v.") return { kind: "versus", rank: 3 };
  return null;
}

/**
 * "North at South" and "North @ South": North visits South. "North vs South" (also "vs.", "v"):
 * the two teams as written, neither claimed as home, since calendars put the home team on
 * either side. A role prefix ("Referee: ") and a trailing level in parentheses are set aside.
 */
export function teamsFrom(summary: string): Teams | null {
  const title = trailingParentheses(withoutRole(summary.slice(0, EVENT_TEXT_LIMITS.summary))).rest;
  const words = title.split(/\s+/).filter(Boolean);
  let best: { index: number; kind: Separator; rank: number } | null = null;
  for (let index = 1; index < words.length - 1; index += 1) {
    const separator = separatorOf(words[index] ?? "");
    if (separator && (!best || separator.rank < best.rank)) best = { index, ...separator };
  }
  if (!best) return null;
  const first = words.slice(0, best.index).join(" ");
  const second = words.slice(best.index + 1).join(" ");
  return best.kind === "at" ? { away: first, home: second } : { versus: [first, second] };
}

/** DESCRIPTION's "Level:" line, else the summary's trailing parentheses, else a summary naming no teams. */
export function levelFrom(summary: string, description: string): string | null {
  const line = labelledLine(description, "Level");
  if (line) return line.slice(0, 100);
  const bounded = summary.slice(0, EVENT_TEXT_LIMITS.summary);
  const inside = trailingParentheses(bounded).inside;
  if (inside) return inside.replace(/\.$/, "").slice(0, 100);
  if (!teamsFrom(bounded) && bounded) return bounded.slice(0, 100);
  return null;
}

/** Whether a word is (part of) a phone number: digits and the marks numbers are written with. */
const isPhonePart = (word: string) => /^[+(]?[\d().+-]+$/.test(word) && /\d/.test(word);
const digitCount = (word: string) => word.replace(/\D/g, "").length;

/** A crew line's words without e-mail addresses and phone numbers: partners' details are never kept. */
function withoutContactDetails(text: string): string {
  const words = text.split(/\s+/).filter((word) => word !== "" && !word.includes("@"));
  const kept: string[] = [];
  for (let index = 0; index < words.length; ) {
    let end = index;
    let digits = 0;
    while (end < words.length && isPhonePart(words[end] ?? "")) {
      digits += digitCount(words[end] ?? "");
      end += 1;
    }
    if (end > index && digits >= 7) {
      index = end;
      continue;
    }
    kept.push(...words.slice(index, Math.max(end, index + 1)));
    index = Math.max(end, index + 1);
  }
  return kept.join(" ");
}

const POSITION = "position:";

/** Crew lines "Name  Position: Role": names and positions only. */
export function crewFrom(description: string): CrewMember[] {
  const crew: CrewMember[] = [];
  for (const line of descriptionLines(description)) {
    if (crew.length >= 10) break;
    const at = line.toLowerCase().indexOf(POSITION);
    if (at < 1) continue;
    const name = withoutContactDetails(line.slice(0, at));
    const position = withoutContactDetails(line.slice(at + POSITION.length));
    if (name && position) crew.push({ name: name.slice(0, 100), position: position.slice(0, 50) });
  }
  return crew;
}

const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split(
    " ",
  ),
);
const COUNTRY_WORDS = new Set(["usa", "us", "united", "states", "u.s.a.", "u.s."]);

/** The state of "200 Sample School Rd, Sample City WA  99001" (or "…, City, WA", or "…, OH 43219, USA"). */
export function stateFromAddress(address: string): string | null {
  const words = address
    .slice(0, EVENT_TEXT_LIMITS.location)
    .split(/[\s,]+/)
    .filter(Boolean);
  let last = words.length - 1;
  while (last >= 0 && COUNTRY_WORDS.has((words[last] ?? "").toLowerCase())) last -= 1;
  if (last >= 0 && /^\d{5}(?:-\d{4})?$/.test(words[last] ?? "")) last -= 1;
  if (last < 1) return null;
  const state = (words[last] ?? "").replace(/\.$/, "").toUpperCase();
  return state.length === 2 && US_STATES.has(state) ? state : null;
}

/** Places that say no place: the official learns it later ("Away", "TBA", "TBD"). */
const NO_PLACE = new Set(["away", "tba", "tbd", "tbc", "to be announced", "to be determined", "n/a", "none", "-"]);

/** Whether what an event says about its place names no place at all. */
export function namesNoPlace(text: string): boolean {
  const words = text.slice(0, 100).toLowerCase().replace(/[().]/g, " ").split(/\s+/).filter(Boolean).join(" ");
  return words === "" || NO_PLACE.has(words);
}

/** A venue name as matching compares it: case, punctuation and words like "gym" or "arena" aside. */
const VENUE_FILLER = new Set(["the", "gym", "gymnasium", "arena", "center", "fieldhouse"]);
export function normalizeVenueName(name: string): string {
  return withoutFillerWords(name.slice(0, EVENT_TEXT_LIMITS.location), VENUE_FILLER);
}

/** Aliases key on the venue text with case and spacing aside. */
export function venueKey(venueText: string): string {
  return venueText.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** A one-line US address split as the arena form asks for it: street, city, state and ZIP. */
export function addressParts(address: string): { address: string; city: string; state: string; zipCode: string } {
  const parts = address
    .slice(0, EVENT_TEXT_LIMITS.location)
    .split(",")
    .map((part) => part.trim().replace(/\s+/g, " "));
  const street = parts.length > 1 ? (parts.shift() ?? "") : "";
  let rest = parts.join(", ");
  const zipCode = rest.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? "";
  if (zipCode) rest = rest.replace(/\s*\d{5}(?:-\d{4})?\s*$/, "");
  const state = stateFromAddress(rest) ?? "";
  if (state) rest = rest.replace(/,?\s*[A-Za-z]{2}\.?\s*$/, "");
  return { address: street, city: rest.replace(/,\s*$/, "").trim(), state, zipCode };
}
