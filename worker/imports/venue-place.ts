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

const STREET_KINDS =
  "st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|pike|hwy|highway|pkwy|parkway|ct|pl|cir|circle|ter|terrace|trl|trail|sq|square";
// A name, then a house number and a street that ends in its kind of road (with a direction after it).
const EMBEDDED_STREET = new RegExp(
  `^([^\\d]*[A-Za-z.)]\\s)(\\d{1,6}[A-Za-z]?\\s+(?:[A-Za-z0-9.'-]+\\s+){0,5}(?:${STREET_KINDS})\\.?(?:\\s+(?:n|s|e|w|ne|nw|se|sw)\\.?)?)$`,
  "i",
);
/** A part that only says which kind of school: "High School", "HS", "Sr. High School". */
const KIND_ONLY = /^(?:(?:jr\.?|junior|sr\.?|senior)[\s/-]*)*(?:high school|high|hs|shs|jshs|h\.\s?s\.?|school)$/i;

/** "Punxsutawney, High School": a part that only says the kind of school ends the one before it (in place). */
function joinKindOnly(parts: string[]): void {
  for (let index = parts.length - 1; index > 0; index -= 1) {
    if (KIND_ONLY.test(parts[index] ?? "")) parts.splice(index - 1, 2, `${parts[index - 1]} ${parts[index]}`);
  }
}

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
    // "Fort Washington", "Mount Vernon, Ohio": a state's name after a town's own word is the town's.
    if (code && !TOWN_WORDS_BEFORE_STATE.has((words.at(-size - 1) ?? "").toLowerCase())) {
      return { state: code, rest: words.slice(0, -size) };
    }
  }
  return null;
}

/** Words that make a town of a state's name after them ("Fort Washington", "New Virginia"). */
const TOWN_WORDS_BEFORE_STATE = new Set(["fort", "ft", "ft.", "mount", "mt", "mt.", "new", "port", "lake", "west"]);

/** Reads a place text into its parts; what it cannot tell apart stays in the name. */
export function readVenuePlace(text: string): VenuePlace {
  const parts = text
    .slice(0, PLACE_TEXT_MAX)
    // A LOCATION written on several lines has a line where others put a comma.
    .split(/[,\r\n]/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  while (parts.length > 0 && COUNTRY_PARTS.has((parts.at(-1) ?? "").toLowerCase())) parts.pop();
  joinKindOnly(parts);

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
      // "Guilderland High School – Guilderland Center, NY": the town after a dash, the site before it.
      const dashed = before.split(/\s[-–—]\s/);
      const town = dashed.at(-1) ?? "";
      if (!city && dashed.length > 1 && INSTITUTION.test(dashed.slice(0, -1).join(" ")) && !INSTITUTION.test(town)) {
        parts.splice(-1, 1, dashed.slice(0, -1).join(" - "));
        city = town.trim();
      } else if (!city && parts.length > 0 && !NUMBERED_STREET.test(before) && !NAMES_INSTITUTION.test(before)) {
        city = parts.pop() ?? "";
      }
    } else {
      zipCode = "";
    }
  }

  let streetAt = parts.findIndex((part) => NUMBERED_STREET.test(part));
  if (streetAt === -1) {
    // "Valders High School 201 W. Wilson St.": the street written on the name's own part.
    const inPart = parts.findIndex((part) => EMBEDDED_STREET.test(part));
    const match = inPart === -1 ? null : EMBEDDED_STREET.exec(parts[inPart] ?? "");
    if (match?.[1] && match[2]) {
      parts.splice(inPart, 1, match[1].trim(), match[2].trim());
      streetAt = inPart + 1;
    }
  }
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
 * What a site's name says: the school (or place), a gym within it and the town it names. "Norcross
 * HS - Gym 2", "Norcross HS Gym 2" and "Norcross HS (Gym 2)" are Gym 2 of Norcross HS; "Alumni Hall
 * - Ohio Dominican University" is Alumni Hall of Ohio Dominican University, whichever order the
 * calendar wrote them in; "Berkmar Main Gym" and "@ Berkmar" are Berkmar itself; "Trinity HS - Camp
 * Hill", "Warwick HS, Lititz" and "Satellite High School in Satellite Beach" are a school and its town.
 */
export type VenueSite = {
  school: string;
  /** The gym the site names within the school, or null for the school itself (its main gym). */
  gym: string | null;
  /** The gym is a room of the school ("Gym 2"), named only with the school; else a place of its own name. */
  gymIsRoom: boolean;
  /** Towns the site's name gives beside the school ("Trinity HS - Camp Hill"), as written. */
  towns: string[];
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

/** A piece that reads as a place of its own: a gym, hall, centre or arena, not a town. */
const PLACE_WORDS =
  /\b(?:gym|gymnasium|court|courts|fieldhouse|field house|arena|center|centre|ctr|hall|pavilion|coliseum|colosseum|dome|complex|auditorium|building|bldg|room|natatorium|facility|annex|activity|activities|aux|auxiliary|main|stadium|field|p\.?\s?e\.?|rec|recreation|wellness|sports|events?|multipurpose|forum|theater|theatre|church|ymca|park|club|plex|house|barn|palace|garden|gardens)\b/i;
/** A piece that names one campus of a school: part of the school's name ("Harrisburg HS - SciTech Campus"). */
const CAMPUS = /\b(?:campus|cmp)\.?$/i;
/** "(At Richmond Hill)": the site the game is played at, in parentheses. */
const AT_IN_PARENS = /\(\s*(?:@|at\s)\s*([^()]{1,80})\)/i;
/** "Satellite High School in Satellite Beach": a school, then its town. */
const SCHOOL_IN_TOWN =
  /^(.*\b(?:school|hs|h\.\s?s\.?|high|academy|prep|college|university|institute))\s+in\s+([A-Za-z][A-Za-z .'-]{1,40})$/i;
/** The most pieces a site's name is read in ("School - Gym - Town, More"). */
const MAX_PIECES = 6;

/** The site's name without a leading "@" or "at", its "(At …)" read as the site. */
function siteText(siteName: string): { name: string; towns: string[] } {
  let name = siteName
    .slice(0, PLACE_TEXT_MAX)
    .replace(/\s+/g, " ")
    .trim()
    // "@ Berkmar", "at Berkmar" (and "at at Souderton"): the game is at Berkmar.
    .replace(/^(?:(?:@|at\s)\s*)+/i, "");
  const towns: string[] = [];
  const at = AT_IN_PARENS.exec(name);
  if (at?.[1]) {
    const rest = `${name.slice(0, at.index)} ${name.slice(at.index + at[0].length)}`.replace(/\s+/g, " ").trim();
    // "(At Richmond Hill)" alone or after a game's name is the site; after a school, its town.
    if (rest && INSTITUTION.test(rest)) {
      towns.push(at[1].trim());
      name = rest;
    } else name = at[1].trim();
  }
  const inTown = SCHOOL_IN_TOWN.exec(name);
  if (inTown?.[1] && inTown[2]) {
    towns.push(inTown[2].trim());
    name = inTown[1].trim();
  }
  return { name, towns };
}

/**
 * A gym and its school written as one phrase: "Lebanon High School’s Rosenstihl Gym", "The
 * Pavilion at Ole Miss", "Alumni Coliseum on EKU’s campus", "Eagledome on the campus of Tallahassee
 * Community College": the school, then the gym, as the pieces read them.
 */
const GYM_OF_SCHOOL: readonly RegExp[] = [
  /^(.{2,80}?)['’]s?\s+(.{2,80})$/,
  /^(.{2,80}?)\s+on\s+(?:the\s+)?(?:campus\s+of\s+)?(.{2,80}?)(?:['’]s?\s+campus)?$/i,
  /^(.{2,80}?)\s+at\s+(.{2,80})$/i,
];

function gymOfSchool(name: string): string {
  for (const [index, pattern] of GYM_OF_SCHOOL.entries()) {
    const match = pattern.exec(name);
    if (!match?.[1] || !match[2]) continue;
    // The possessive names the school first, "on" the gym first, "at" either ("The Pavilion at Ole
    // Miss", "New Albany High School at Historic Memorial Gym").
    const orders: [string, string][] =
      index === 0
        ? [[match[1], match[2]]]
        : index === 1
          ? [[match[2], match[1]]]
          : [
              [match[2], match[1]],
              [match[1], match[2]],
            ];
    for (const [school, gym] of orders) {
      // A gym reads as one ("Coliseum", "Gym", "Pavilion"); a school's own "at" stays ("… at Chattanooga").
      if (PLACE_WORDS.test(gym) && !PLACE_WORDS.test(school.replace(CAMPUS_WORDS, ""))) return `${gym} - ${school}`;
    }
  }
  return name;
}

/** "campus" in "on the campus of", which says where, not what. */
const CAMPUS_WORDS = /\bcampus\b/gi;

/** The site's name in its pieces: at a dash, a colon or a comma, a room in parentheses as one more. */
function sitePieces(name: string): string[] {
  const pieces = gymOfSchool(name)
    .replace(/\(([^()]{1,60})\)\s*$/, " - $1")
    .split(/\s[-–—]\s|:\s|,\s*/)
    .map((piece) => piece.trim())
    .filter(Boolean)
    .slice(0, MAX_PIECES);
  joinKindOnly(pieces);
  return pieces;
}

export function readSite(siteName: string): VenueSite {
  const { name, towns } = siteText(siteName);
  const pieces = sitePieces(name);
  if (pieces.length < 2) {
    const whole = pieces[0] ?? name;
    const trailing = trailingRoom(whole);
    if (!trailing) return { school: whole, gym: null, gymIsRoom: false, towns };
    return MAIN_ROOM.test(trailing.room)
      ? { school: trailing.head, gym: null, gymIsRoom: false, towns }
      : { school: trailing.head, gym: trailing.room, gymIsRoom: true, towns };
  }
  const roomAt = pieces.findIndex((piece) => ROOM.test(piece) || MAIN_ROOM.test(piece));
  if (roomAt !== -1) {
    const room = pieces[roomAt] ?? "";
    const rest = pieces.filter((_, index) => index !== roomAt);
    const school = schoolOfPieces(rest, towns);
    return MAIN_ROOM.test(room)
      ? { school, gym: null, gymIsRoom: false, towns }
      : { school, gym: room, gymIsRoom: true, towns };
  }
  const schoolAt = pieces.findIndex((piece) => INSTITUTION.test(piece));
  // With no institution's word, the first piece that is no gym is the school ("Trinity - Camp Hill").
  const plainAt = pieces.findIndex((piece) => !PLACE_WORDS.test(piece));
  const at = schoolAt !== -1 ? schoolAt : plainAt !== -1 ? plainAt : pieces.length - 1;
  const others = pieces.filter((_, index) => index !== at);
  const gyms = others.filter((piece) => PLACE_WORDS.test(piece) && !CAMPUS.test(piece));
  const school = schoolOfPieces([pieces[at] ?? name, ...others.filter((piece) => !gyms.includes(piece))], towns);
  return { school, gym: gyms.length > 0 ? gyms.join(" - ") : null, gymIsRoom: false, towns };
}

/**
 * The school's name from its piece and the pieces beside it that are no gym: a campus stays part
 * of its name ("Harrisburg HS - SciTech Campus"), anything else is a town ("Trinity HS - Camp Hill").
 */
function schoolOfPieces(pieces: readonly string[], towns: string[]): string {
  const [first = "", ...rest] = pieces;
  const parts = [first];
  for (const piece of rest) {
    if (CAMPUS.test(piece)) parts.push(piece);
    else towns.push(piece);
  }
  return parts.join(" - ");
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
