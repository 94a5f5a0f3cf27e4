// What an event's place says, read apart: the site's name, the street, city, state and ZIP, in every
// shape calendars write LOCATION ("45 Rowland Ave, Delaware, OH 43015", "Alumni Hall - Ohio Dominican
// University, 1216 Sunbury Rd, Columbus, OH 43219", Google's "…, USA", a name alone). Linear in the
// text, and only its first few hundred characters are read. No imports of the app: pages read it.

/** The longest place text read; a real LOCATION is far shorter. */
const PLACE_TEXT_MAX = 300;

export type VenuePlace = {
  /** The site's name as written ("Alumni Hall - Ohio Dominican University"), or "" when none. */
  name: string;
  street: string;
  city: string;
  /** Two-letter code, upper case, or "". */
  state: string;
  zipCode: string;
};

const STATE_CODES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split(
    " ",
  ),
);
const STATE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    alabama: "AL",
    alaska: "AK",
    arizona: "AZ",
    arkansas: "AR",
    california: "CA",
    colorado: "CO",
    connecticut: "CT",
    delaware: "DE",
    "district of columbia": "DC",
    florida: "FL",
    georgia: "GA",
    hawaii: "HI",
    idaho: "ID",
    illinois: "IL",
    indiana: "IN",
    iowa: "IA",
    kansas: "KS",
    kentucky: "KY",
    louisiana: "LA",
    maine: "ME",
    maryland: "MD",
    massachusetts: "MA",
    michigan: "MI",
    minnesota: "MN",
    mississippi: "MS",
    missouri: "MO",
    montana: "MT",
    nebraska: "NE",
    nevada: "NV",
    "new hampshire": "NH",
    "new jersey": "NJ",
    "new mexico": "NM",
    "new york": "NY",
    "north carolina": "NC",
    "north dakota": "ND",
    ohio: "OH",
    oklahoma: "OK",
    oregon: "OR",
    pennsylvania: "PA",
    "rhode island": "RI",
    "south carolina": "SC",
    "south dakota": "SD",
    tennessee: "TN",
    texas: "TX",
    utah: "UT",
    vermont: "VT",
    virginia: "VA",
    washington: "WA",
    "west virginia": "WV",
    wisconsin: "WI",
    wyoming: "WY",
    "puerto rico": "PR",
  }),
);
const COUNTRY_PARTS = new Set(["usa", "us", "united states", "united states of america", "u.s.a.", "u.s."]);
const ZIP = /^\d{5}(?:-\d{4})?$/;
// A street starts with its house number ("45 Rowland Ave", "1216-B Sunbury Rd") or is a PO box.
const NUMBERED_STREET = /^(?:\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?\s+\S|p\.?\s?o\.?\s+box\b)/i;
// A street without a number still ends in its kind of road ("West Spring Street and Elm Street").
const STREET_ENDING =
  /\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|pike|hwy|highway|pkwy|parkway|ct|pl|cir|circle|ter|terrace|trl|trail|sq|square)\.?$/i;

// Words that name an institution (the school's side of "Gym - School").
const INSTITUTION = /\b(?:university|college|school|academy|institute|hs|h\.s\.|high|middle|elementary|prep)\b/i;

const NAMES_INSTITUTION = /\b(?:university|college|school|academy|institute|hs|h\.\s?s|high|prep)\.?$/i;

/** The state at the end of a part's words ("Sample City WA", "Columbus Ohio", "New York"): its code and the words before. */
function trailingState(words: string[]): { state: string; rest: string[] } | null {
  const last = (words.at(-1) ?? "").replace(/\.$/, "");
  if (last.length === 2 && STATE_CODES.has(last.toUpperCase())) {
    return { state: last.toUpperCase(), rest: words.slice(0, -1) };
  }
  for (let size = Math.min(4, words.length); size >= 1; size -= 1) {
    const code = STATE_NAMES.get(words.slice(-size).join(" ").toLowerCase());
    if (code) return { state: code, rest: words.slice(0, -size) };
  }
  return null;
}

/** Reads a place text into its parts; what it cannot tell apart stays in the name. */
export function readVenuePlace(text: string): VenuePlace {
  const parts = text
    .slice(0, PLACE_TEXT_MAX)
    // A LOCATION written on several lines has a line where others put a comma.
    .split(/[,\r\n]/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  while (parts.length > 0 && COUNTRY_PARTS.has((parts.at(-1) ?? "").toLowerCase())) parts.pop();

  let zipCode = "";
  let state = "";
  let city = "";
  const tail = parts.at(-1);
  if (tail !== undefined) {
    const words = tail.split(" ");
    if (ZIP.test(words.at(-1) ?? "")) zipCode = words.pop() ?? "";
    // A single part is an address only with its ZIP ("Delaware OH 43015"); else it is a name.
    const found = parts.length > 1 || zipCode ? trailingState(words) : null;
    if (found) {
      state = found.state;
      words.splice(0, words.length, ...found.rest);
    }
    if (state || (zipCode && parts.length > 1)) {
      parts.pop();
      // "Sample City WA 99001": the city shares the state's part; else it is the part before.
      city = words.join(" ");
      // "Dacula HS, GA": a part ending in an institution's word is the place's name, not its town
      // (which "College Station" and "High Point" are).
      const before = parts.at(-1) ?? "";
      if (!city && parts.length > 0 && !NUMBERED_STREET.test(before) && !NAMES_INSTITUTION.test(before)) {
        city = parts.pop() ?? "";
      }
    } else {
      zipCode = "";
    }
  }

  let streetAt = parts.findIndex((part) => NUMBERED_STREET.test(part));
  if (streetAt === -1 && (state || zipCode) && STREET_ENDING.test(parts.at(-1) ?? "")) {
    streetAt = parts.length - 1;
  }
  if (streetAt === -1) return { name: parts.join(", "), street: "", city, state, zipCode };
  // With no state, a part after the street is its town ("Alumni Hall, 1216 Sunbury Rd, Columbus").
  const afterStreet = parts.slice(streetAt + 1);
  if (!city && !state && afterStreet.length > 0) city = afterStreet.pop() ?? "";
  return {
    name: parts.slice(0, streetAt).join(", "),
    street: [parts[streetAt], ...afterStreet].join(", "),
    city,
    state,
    zipCode,
  };
}

/** The address part of a place as one line ("1216 Sunbury Rd, Columbus, OH 43219"), or "". */
export function placeAddressLine(place: Pick<VenuePlace, "street" | "city" | "state" | "zipCode">): string {
  const stateZip = [place.state, place.zipCode].filter(Boolean).join(" ");
  return [place.street, place.city, stateZip].filter(Boolean).join(", ");
}

const ROOM_WORDS =
  "(?:(?:main|aux\\.?|auxiliary|auxillary|old|new|small|big|large|upper|lower|north|south|east|west|practice|competition|girls'?|boys'?|varsity|jv|freshman|ms|field)\\s+)*";
/** A room of a school, not a place of its own name: "Gym 2", "Aux Gym", "Main Gym", "Court 3", "Gym #B". */
const ROOM = new RegExp(
  `^(?:the\\s+)?${ROOM_WORDS}(?:gym|gymnasium|court|fieldhouse|field house)(?:\\s*#?\\s*[0-9a-z]{1,2})?$`,
  "i",
);
/** The room that is the school's own gym: a venue naming it is the school itself. */
const MAIN_ROOM = /^(?:the\s+)?(?:main|(?:main\s+)?(?:gym|gymnasium|court))$/i;
/** A room written after the school without a dash ("Norcross High School Aux Gym") ends in one of these. */
const TRAILING_ROOM = /\b(?:gym|gymnasium|court)(?:\s*#?\s*[0-9a-z]{1,2})?$/i;
/** A room's word alone, which may be a gym's own name's last word. */
const BARE_ROOM = /^(?:the\s+)?(?:gym|gymnasium|court|fieldhouse|field house)$/i;
/** The most words a room's name takes ("Old Aux Gym #2"). */
const ROOM_MAX_WORDS = 5;

/**
 * What a site's name says: the school (or place) and a gym within it. "Norcross HS - Gym 2",
 * "Norcross HS Gym 2" and "Norcross HS (Gym 2)" are Gym 2 of Norcross HS; "Alumni Hall - Ohio
 * Dominican University" is Alumni Hall of Ohio Dominican University, whichever order the calendar
 * wrote them in; "Berkmar Main Gym" and "@ Berkmar" are Berkmar itself.
 */
export type VenueSite = {
  school: string;
  /** The gym the site names within the school, or null for the school itself (its main gym). */
  gym: string | null;
  /** The gym is a room of the school ("Gym 2"), named only with the school; else a place of its own name. */
  gymIsRoom: boolean;
};

/** The room at the end of a name written without a dash, and the words before it; null when none. */
function trailingRoom(name: string): { head: string; room: string } | null {
  if (!TRAILING_ROOM.test(name)) return null;
  const words = name.split(" ");
  for (let at = Math.max(1, words.length - ROOM_MAX_WORDS); at < words.length; at += 1) {
    const room = words.slice(at).join(" ");
    const head = words.slice(0, at).join(" ");
    // A bare "Gym" ends a name of its own ("Hoosier Gym") unless an institution's name comes before.
    if (ROOM.test(room) && (!BARE_ROOM.test(room) || INSTITUTION.test(head))) return { head, room };
  }
  return null;
}

export function readSite(siteName: string): VenueSite {
  const name = siteName
    .slice(0, PLACE_TEXT_MAX)
    .replace(/\s+/g, " ")
    .trim()
    // "@ Berkmar", "at Berkmar": the game is at Berkmar.
    .replace(/^(?:@|at\s)\s*/i, "");
  // "Norcross HS (Gym 2)": a room in parentheses is one more piece.
  const pieces = name
    .replace(/\(([^()]{1,60})\)\s*$/, " - $1")
    .split(/\s[-–—]\s|:\s/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length < 2) {
    const trailing = trailingRoom(name);
    if (!trailing) return { school: name, gym: null, gymIsRoom: false };
    return MAIN_ROOM.test(trailing.room)
      ? { school: trailing.head, gym: null, gymIsRoom: false }
      : { school: trailing.head, gym: trailing.room, gymIsRoom: true };
  }
  const roomAt = pieces.findIndex((piece) => ROOM.test(piece) || MAIN_ROOM.test(piece));
  if (roomAt !== -1) {
    const room = pieces[roomAt] ?? "";
    const school = pieces.filter((_, index) => index !== roomAt).join(" - ");
    return MAIN_ROOM.test(room) ? { school, gym: null, gymIsRoom: false } : { school, gym: room, gymIsRoom: true };
  }
  const schoolAt = pieces.findIndex((piece) => INSTITUTION.test(piece));
  const at = schoolAt === -1 ? pieces.length - 1 : schoolAt;
  const school = pieces[at] ?? name;
  return { school, gym: pieces.filter((_, index) => index !== at).join(" - "), gymIsRoom: false };
}

/**
 * The name of the gym a site names, given its school's name (the school of the index's, when
 * known): the school for its main gym, "Norcross High School — Gym 2" for a room, "Alumni Hall" for
 * a place of its own name.
 */
export function gymName(site: VenueSite, schoolName: string = site.school): string {
  if (site.gym === null) return schoolName;
  return site.gymIsRoom ? `${schoolName} — ${site.gym}` : site.gym;
}

/** "Alumni Hall - Ohio Dominican University": the gym's name and its school, as a new arena takes them. */
export function gymAndSchool(siteName: string): { gym: string; school: string } {
  const site = readSite(siteName);
  return { gym: gymName(site), school: site.school };
}
