// What the free text of an assignment says: teams and level in SUMMARY; site and crew in DESCRIPTION.

import { withoutFillerWords } from "../arenas/duplicate-name";
import type { CrewMember, Teams } from "./game-fields";

/** "Site: Central High School" and "Subsite: Main Gym" lines (Arbiter's DESCRIPTION). */
export function siteLines(description: string): { site: string | null; subsite: string | null } {
  const line = (label: string) => {
    const found = description.match(new RegExp(`^\\s*${label}:[ \\t]*(.+)$`, "im"));
    const value = found?.[1]?.trim();
    return value ? value : null;
  };
  return { site: line("Site"), subsite: line("Subsite") };
}

/** "North at South", "North vs. South", "North @ South", after an optional "Role:" prefix. */
export function teamsFrom(summary: string): Teams | null {
  const withoutRole = summary.replace(/^[A-Za-z ]{1,20}:\s*/, "");
  const withoutLevel = withoutRole.replace(/\s*\([^)]*\)\s*$/, "");
  const found = withoutLevel.match(/^(.+?)\s+(?:vs\.?|v\.?|@|at)\s+(.+)$/i);
  if (!found?.[1] || !found[2]) return null;
  return { away: found[1].trim(), home: found[2].trim() };
}

/** DESCRIPTION's "Level:" line, else the summary when it names no teams ("Varsity Girls - HS"). */
export function levelFrom(summary: string, description: string): string | null {
  const line = description.match(/^\s*Level:[ \t]*(.+)$/im)?.[1]?.trim();
  if (line) return line;
  const inParentheses = summary.match(/\(([^)]+)\)\s*$/)?.[1]?.trim();
  if (inParentheses) return inParentheses.replace(/\.$/, "");
  if (!teamsFrom(summary) && summary) return summary;
  return null;
}

// Partners' e-mail addresses and phone numbers are never kept, even when a feed lists them.
const CONTACT_DETAILS = /\S+@\S+|\+?\d[\d\s().-]{6,}\d/g;

/** Crew lines "Name  Position: Role": names and positions only. */
export function crewFrom(description: string): CrewMember[] {
  const crew: CrewMember[] = [];
  for (const line of description.split(/\r?\n/)) {
    const found = line.match(/^\s*(.+?)\s+Position:\s*(.+?)\s*$/i);
    if (!found?.[1] || !found[2]) continue;
    const name = found[1].replace(CONTACT_DETAILS, "").replace(/\s+/g, " ").trim();
    const position = found[2].replace(CONTACT_DETAILS, "").trim();
    if (name && position) crew.push({ name: name.slice(0, 100), position: position.slice(0, 50) });
  }
  return crew.slice(0, 10);
}

const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split(
    " ",
  ),
);

/** The state of "200 Sample School Rd, Sample City WA  99001" (or "…, City, WA"). */
export function stateFromAddress(address: string): string | null {
  const found = address.match(
    /(?:^|[\s,])([A-Za-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?\s*(?:,\s*(?:USA?|United States))?\s*$/,
  );
  const state = found?.[1]?.toUpperCase();
  return state && US_STATES.has(state) ? state : null;
}

/** A venue name as matching compares it: case, punctuation and words like "gym" or "arena" aside. */
const VENUE_FILLER = new Set(["the", "gym", "gymnasium", "arena", "center", "fieldhouse"]);
export function normalizeVenueName(name: string): string {
  return withoutFillerWords(name, VENUE_FILLER);
}

/** Aliases key on the venue text with case and spacing aside. */
export function venueKey(venueText: string): string {
  return venueText.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** A one-line US address split as the arena form asks for it: street, city, state and ZIP. */
export function addressParts(address: string): { address: string; city: string; state: string; zipCode: string } {
  const parts = address.split(",").map((part) => part.trim().replace(/\s+/g, " "));
  const street = parts.length > 1 ? (parts.shift() ?? "") : "";
  let rest = parts.join(", ");
  const zipCode = rest.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? "";
  if (zipCode) rest = rest.replace(/\s*\d{5}(?:-\d{4})?\s*$/, "");
  const state = stateFromAddress(rest) ?? "";
  if (state) rest = rest.replace(/,?\s*[A-Za-z]{2}\.?\s*$/, "");
  return { address: street, city: rest.replace(/,\s*$/, "").trim(), state, zipCode };
}

/** The submit form, prefilled from what an imported event says about its place. */
export function submitPathFor(place: { site: string | null; address: string | null }): string {
  const parts = place.address ? addressParts(place.address) : null;
  const query = new URLSearchParams();
  if (place.site) query.set("name", place.site);
  for (const [field, value] of Object.entries(parts ?? {})) if (value) query.set(field, value);
  return `/submit?${query.toString()}`;
}
