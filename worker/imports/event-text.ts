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

/**
 * "Referee: ", "Varsity Girls: " or "Game #12: " before a title: up to 20 letters, digits, spaces
 * and "#" from a letter on, then a colon (so "7:00 PM …" is no prefix).
 */
function splitPrefix(summary: string): { prefix: string | null; rest: string } {
  const colon = summary.indexOf(":");
  if (colon < 1 || colon > 20 || !/^[A-Za-z][A-Za-z0-9# ]*$/.test(summary.slice(0, colon)))
    return { prefix: null, rest: summary };
  return { prefix: summary.slice(0, colon).trim(), rest: summary.slice(colon + 1).trim() };
}

/** "Game 12", "#1234": a game's number, neither a level nor a team. */
const isGameNumber = (text: string) => /^(?:game\s*)?#?\d{1,8}$/i.test(text.trim());

// The words a level, a sport or a game's number is written with, never a team's own name.
const LEVEL_WORDS = new Set(
  (
    "varsity jv junior senior freshman freshmen frosh sophomore soph fr so jr sr v " +
    "boys girls boy girl men women mens womens coed co-ed male female " +
    "basketball bball hoops soccer volleyball football baseball softball hockey lacrosse wrestling " +
    "hs ms high middle school elementary grade grades youth adult rec recreation club travel aau " +
    "ncaa naia njcaa d1 d2 d3 d-i d-ii d-iii division div conference league tournament tourney " +
    "game games scrimmage playoff playoffs semifinal semifinals final finals championship sectional " +
    "regional district state pool bracket round and & / + -"
  ).split(" "),
);
/** "U14G", "14U", "8th", "#12", "12", "6A": an age group, a grade, a class or a game's number. */
const LEVEL_WORD_SHAPE = /^(?:u\d{1,2}[bg]?|\d{1,2}u|\d{1,2}(?:st|nd|rd|th)|#?\d{1,6}|[1-7]a|a{1,6})$/;

function isLevelWord(word: string): boolean {
  const bare = word
    .toLowerCase()
    .replace(/^[("'[]+|[)"'\].,:;!?]+$/g, "")
    .replace(/'s$/, "");
  return bare === "" || LEVEL_WORDS.has(bare) || LEVEL_WORD_SHAPE.test(bare);
}

/** Whether a part of a title names a level or sport only ("Varsity Girls Basketball", "HS", "U14G Tournament"). */
function isLevelPhrase(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 8 && words.every(isLevelWord);
}

/**
 * A title's trailing parentheses, when they hold a level ("(Varsity Boys.)", as RefQuest and
 * DragonFly put it); a team's abbreviation ("Buffalo (BUF)") stays with its team.
 */
function trailingLevel(summary: string): { rest: string; level: string | null } {
  const trimmed = summary.trimEnd();
  if (!trimmed.endsWith(")")) return { rest: summary, level: null };
  const open = trimmed.lastIndexOf("(");
  if (open === -1) return { rest: summary, level: null };
  const inside = trimmed.slice(open + 1, -1).trim();
  if (inside === "" || !(inside.endsWith(".") || isLevelPhrase(inside))) return { rest: summary, level: null };
  return { rest: trimmed.slice(0, open).trim(), level: inside.replace(/\.$/, "").trim() || null };
}

/** A title split at its spaced dashes ("HC Davos - SCL Tigers", "Varsity Girls – Parkview at Grayson"). */
function dashParts(title: string): string[] {
  return title
    .split(/\s+[-–—]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

type TitleRead = { teams: Teams | null; level: string | null };

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

/** Two teams split at a separator word, or null. */
function teamsAtWord(title: string): Teams | null {
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

/**
 * A title read apart: the teams ("North at South", "North @ South": North visits South; "North vs
 * South", "v", or "A - B": the two as written, neither claimed as home) and the level it names.
 * A role or level before a colon ("Referee: ", "Varsity Girls: "), a level in trailing parentheses
 * and parts between spaced dashes that name only a level or sport ("Varsity Girls Basketball -
 * Parkview at Grayson") are set aside from the teams.
 */
function readTitle(summary: string): TitleRead {
  const { prefix, rest } = splitPrefix(summary.slice(0, EVENT_TEXT_LIMITS.summary));
  const trailing = trailingLevel(rest);
  const parts = dashParts(trailing.rest).filter((part) => !isGameNumber(part));
  const levelParts = [
    ...(prefix && !isGameNumber(prefix) && isLevelPhrase(prefix) ? [prefix] : []),
    ...parts.filter(isLevelPhrase),
    ...(trailing.level ? [trailing.level] : []),
  ];
  const teamParts = parts.filter((part) => !isLevelPhrase(part));
  const level = levelParts.length > 0 ? levelParts.join(" - ").slice(0, 100) : null;
  if (teamParts.length === 0) return { teams: null, level };
  const atWord = teamsAtWord(teamParts.join(" - "));
  if (atWord) return { teams: atWord, level };
  // "HC Davos - SCL Tigers": a dash between two names is the lowest-priority separator.
  const [first, second] = teamParts;
  if (teamParts.length === 2 && first && second) return { teams: { versus: [first, second] }, level };
  return { teams: null, level };
}

/** The teams a title names, or null (see readTitle). */
export function teamsFrom(summary: string): Teams | null {
  return readTitle(summary).teams;
}

/**
 * The teams of an event: its title's, else the description's "Home:" and "Away:" (or "Visitor:")
 * lines, else a note written "Away at Home (1:00PM EDT)" (RefQuest).
 */
export function eventTeams(summary: string, description: string): Teams | null {
  const fromTitle = teamsFrom(summary);
  if (fromTitle) return fromTitle;
  const home = labelledLine(description, "Home") ?? labelledLine(description, "Home Team");
  const away =
    labelledLine(description, "Away") ??
    labelledLine(description, "Visitor") ??
    labelledLine(description, "Visiting") ??
    labelledLine(description, "Away Team");
  if (home && away) return { away: away.slice(0, 100), home: home.slice(0, 100) };
  for (const line of descriptionLines(description).slice(0, 20)) {
    const note = /^(.+?)\s*\((\d{1,2}:\d{2}\s?[AaPp][Mm][^)]{0,10})\)$/.exec(line);
    const teams = note?.[1] ? teamsAtWord(note[1]) : null;
    if (teams) return teams;
  }
  return null;
}

/**
 * The level: the description's "Level:" line, else what the title says of it (trailing
 * parentheses, a level before a colon or between dashes), else a title naming no teams.
 */
export function levelFrom(summary: string, description: string): string | null {
  const line = labelledLine(description, "Level");
  if (line) return line.slice(0, 100);
  const bounded = summary.slice(0, EVENT_TEXT_LIMITS.summary);
  const trailing = trailingLevel(splitPrefix(bounded).rest).level;
  if (trailing) return trailing.slice(0, 100);
  const title = readTitle(bounded);
  if (!title.teams) return bounded.trim() ? bounded.trim().slice(0, 100) : null;
  return title.level;
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

/** An officiating position as the platforms name it: "Referee", "Umpire 1", "U2", "Crew Chief", "Lead". */
const POSITION =
  /^(?:referee|ref|umpire|ump|crew chief|chief|lead|trail|center|centre|slot|alternate|alt|official|observer|evaluator|scorekeeper|scorer|timer|timekeeper|r|u)\s?\d?$/i;

/** "Your", "You", "My": the person whose calendar it is. */
const SELF = /^(?:your?|my|me)$/i;

const MAX_CREW = 10;

/** One person of the crew, contact details removed; the calendar's owner is "You". */
function crewMember(name: string, position: string): CrewMember | null {
  const cleanName = withoutContactDetails(name).replace(/[,;]+$/, "");
  const cleanPosition = withoutContactDetails(position).replace(/[,;]+$/, "");
  if (!cleanName) return null;
  return {
    name: SELF.test(cleanName) ? "You" : cleanName.slice(0, 100),
    position: cleanPosition.slice(0, 50),
  };
}

/**
 * "Pat Lee  Position: Referee" (Arbiter), several to a line when the line breaks were lost: the
 * text between two "Position:" labels is the first's position, then the next one's name (after a
 * run of spaces, else after the position's own words).
 */
function positionEntries(line: string): CrewMember[] {
  const pieces = line.split(/position:/i);
  if (pieces.length < 2) return [];
  const members: CrewMember[] = [];
  let name = pieces[0] ?? "";
  for (let index = 1; index < pieces.length; index += 1) {
    const piece = (pieces[index] ?? "").trim();
    let position = piece;
    let next = "";
    if (index < pieces.length - 1) {
      const gap = /\s{2,}|\t/.exec(piece);
      if (gap) {
        position = piece.slice(0, gap.index);
        next = piece.slice(gap.index);
      } else {
        const words = piece.split(/\s+/);
        const positionWords = POSITION.test(`${words[0] ?? ""} ${words[1] ?? ""}`.trim()) ? 2 : 1;
        position = words.slice(0, positionWords).join(" ");
        next = words.slice(positionWords).join(" ");
      }
    }
    const member = crewMember(name, position);
    if (member) members.push(member);
    name = next;
  }
  return members;
}

/** "Referee: Pat Lee" and "Umpire 2 - Sam Roe" (HorizonWebRef and others): a position, then a name. */
function roleFirstEntry(line: string): CrewMember | null {
  const split = /^([A-Za-z ]{1,20}?\s?\d?)\s*(?::|\s-\s)\s*(.+)$/.exec(line);
  if (!split?.[1] || !split[2] || !POSITION.test(split[1].trim())) return null;
  return crewMember(split[2], split[1].trim());
}

/** "Crew: Pat Lee (Referee), Sam Roe (Umpire)": a list after a label, each "Name (Position)". */
function listedEntries(line: string): CrewMember[] {
  const label = /^(?:crew|officials|partners|assigned officials|assigned)\s*:\s*/i.exec(line);
  if (!label) return [];
  return line
    .slice(label[0].length)
    .split(/[;,]/)
    .flatMap((entry) => {
      const trimmed = entry.trim();
      const withRole = /^(.*?)\s*\(([^()]{1,50})\)$/.exec(trimmed);
      const member = withRole ? crewMember(withRole[1] ?? "", withRole[2] ?? "") : crewMember(trimmed, "");
      return member ? [member] : [];
    });
}

/**
 * The crew, names and positions only: "Name  Position: Role" lines (Arbiter, several to a line
 * too), "Role: Name" lines, and "Crew: Name (Role), …" lists. "Your Position: Umpire 1" is the
 * calendar's owner, "You".
 */
export function crewFrom(description: string): CrewMember[] {
  const crew: CrewMember[] = [];
  for (const line of descriptionLines(description)) {
    if (crew.length >= MAX_CREW) break;
    const found = /position:/i.test(line) ? positionEntries(line) : listedEntries(line);
    if (found.length > 0) crew.push(...found);
    else {
      const member = roleFirstEntry(line);
      if (member) crew.push(member);
    }
  }
  return crew.slice(0, MAX_CREW);
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
  const zip = last >= 0 && /^\d{5}(?:-\d{4})?$/.test(words[last] ?? "");
  if (zip) last -= 1;
  // "Perry Co.": a last word alone, with no comma or ZIP before it, is a name's, not a state.
  if (last < 1 || (!zip && !address.slice(0, EVENT_TEXT_LIMITS.location).includes(","))) return null;
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
