// Builds scripts/seed/arenas.json, the committed seed of NCAA Division I arenas, from the
// reference data in ../shared/data (see that folder's README.md and scripts/seed/README.md).
//
//   node scripts/build-seed-arenas.ts            (Node >= 22.18, built-in type stripping)
//   SHARED_DATA_DIR=/path/to/data node scripts/build-seed-arenas.ts
//
// Deterministic: the same inputs always give byte-identical output. Exits non-zero when a kept
// row lacks a required field, a team cannot be matched to a school, or a school has no
// conference in scripts/seed/conferences.ts.

import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readCsv } from "./lib/csv.ts";
import { DATA_DIR, readIpedsInstitutions } from "./lib/shared-data.ts";
import { CONFERENCE_NAMES, CONFERENCE_SEASON, CONFERENCES } from "./seed/conferences.ts";

const OUT_FILE = path.resolve(import.meta.dirname, "seed/arenas.json");

const VENUES_FILE = "ncaa-d1-venues-2024-25.csv";
const HIFLD_FILE = "hifld-major-sport-venues-2017.csv";

/** Fixed namespace for the arena ids (UUID v5 of venue_key). Never change it: ids must stay stable. */
const ARENA_ID_NAMESPACE = "3f0c2a4e-8d1b-5c7e-9a26-4b1d7e5f6a90";

/** A venue is a home arena when its most frequent team played at least this share of its games... */
const HOME_SHARE_THRESHOLD = 0.8;
/** ...and at least this many games there (one-off and occasional games are not a home arena). */
const MIN_HOME_GAMES = 5;
/** An automatic (non-override) name match must be this close, or it is treated as no match. */
const AUTO_MATCH_MAX_KM = 25;
/** Campus radius: the school's IPEDS address is used for an arena only within this distance. */
const CAMPUS_RADIUS_KM = 3;

// ---------------------------------------------------------------------------------------------
// Manual decisions. Each one is listed in scripts/seed/README.md.
// ---------------------------------------------------------------------------------------------

/**
 * Venues whose top team's share is below HOME_SHARE_THRESHOLD but which are genuinely that
 * school's home arena in 2024-25 (the other games are a conference tournament or neutral events
 * held in the same building). Keyed by venue_key; the value is the home team as spelled in the file.
 */
const MANUAL_HOME_VENUES: Record<string, string> = {
  "Capital One Arena (Washington, DC)": "Georgetown", // Georgetown's home; also hosted the A-10 tournament
  "Desert Financial Arena (Tempe, AZ)": "Arizona St.", // ASU's on-campus arena
  "Freedom Hall (Johnson City, TN)": "ETSU", // ETSU's home; also hosted the Big South tournament
  "Ford Center (Evansville, IN)": "Evansville", // Evansville's home; also hosts the OVC tournament
  "The Palestra (Philadelphia, PA)": "Penn", // Penn's home; also hosts Big 5 and Ivy events
  "Wells Fargo Center (Philadelphia, PA)": "Villanova", // Villanova plays part of its home schedule here
  "Madison Square Garden (New York, NY)": "St. John's (NY)", // St. John's plays most Big East home games here
};

/**
 * Arenas within CAMPUS_RADIUS_KM of the school's IPEDS campus point that are nevertheless not on
 * campus (city or pro arenas nearby): they must not get the campus street address.
 */
const NOT_ON_CAMPUS = new Set<string>([
  "Fiserv Forum (Milwaukee, WI)", // downtown NBA arena, 1.1 km from Marquette's campus point
  "Freedom Hall (Johnson City, TN)", // city-owned civic center, 2.6 km from ETSU
  "Wintrust Arena (Chicago, IL)", // McCormick Place arena, 2.7 km from DePaul's Loop campus
]);

/** Two records of the same building (identical coordinates): dropped key -> kept key. */
const DUPLICATE_VENUES: Record<string, string> = {
  "Burns (St. George, UT)": "Burns Arena (St. George, UT)",
};

/**
 * Team names (most_frequent_team) that do not resolve to the right IPEDS institution by the
 * automatic name rules below, mapped to the institution's exact IPEDS INSTNM.
 */
const SCHOOL_OVERRIDES: Record<string, string> = {
  "A&M-Corpus Christi": "Texas A & M University-Corpus Christi",
  "App State": "Appalachian State University",
  "Arizona St.": "Arizona State University Campus Immersion",
  "Bowling Green": "Bowling Green State University-Main Campus",
  Buffalo: "University at Buffalo",
  California: "University of California-Berkeley",
  Chattanooga: "The University of Tennessee-Chattanooga",
  "Colorado St.": "Colorado State University-Fort Collins",
  "Fresno St.": "California State University-Fresno",
  "Green Bay": "University of Wisconsin-Green Bay",
  Indiana: "Indiana University-Bloomington",
  "Kansas City": "University of Missouri-Kansas City",
  "Kent St.": "Kent State University at Kent",
  LIU: "Long Island University",
  "Long Beach St.": "California State University-Long Beach",
  Louisiana: "University of Louisiana at Lafayette",
  Maryland: "University of Maryland-College Park",
  Massachusetts: "University of Massachusetts-Amherst",
  "Miami (FL)": "University of Miami",
  "Miami (OH)": "Miami University-Oxford",
  Michigan: "University of Michigan-Ann Arbor",
  "Middle Tenn.": "Middle Tennessee State University",
  Milwaukee: "University of Wisconsin-Milwaukee",
  Minnesota: "University of Minnesota-Twin Cities",
  Missouri: "University of Missouri-Columbia",
  Nebraska: "University of Nebraska-Lincoln",
  Nevada: "University of Nevada-Reno",
  NIU: "Northern Illinois University",
  "North Carolina": "University of North Carolina at Chapel Hill",
  "Northwestern St.": "Northwestern State University of Louisiana",
  Omaha: "University of Nebraska at Omaha",
  Pittsburgh: "University of Pittsburgh-Pittsburgh Campus",
  "Saint Joseph's": "Saint Joseph's University - Philadelphia",
  "Sam Houston": "Sam Houston State University",
  "South Carolina": "University of South Carolina-Columbia",
  "Southern Ill.": "Southern Illinois University-Carbondale",
  "St. John's (NY)": "St. John's University-New York",
  Tennessee: "The University of Tennessee-Knoxville",
  Texas: "The University of Texas at Austin",
  "The Citadel": "Citadel Military College of South Carolina",
  UAlbany: "University at Albany",
  UConn: "University of Connecticut",
  "UMass Lowell": "University of Massachusetts-Lowell",
  UNI: "University of Northern Iowa",
  Wisconsin: "University of Wisconsin-Madison",
};

/**
 * Venues whose current name differs from the 2017 HIFLD name of the same building (renamed, or
 * worded differently), or whose HIFLD city differs: venue_key -> [HIFLD NAME, HIFLD CITY].
 * Only the same physical building is listed here; replacement arenas are not.
 */
const HIFLD_ALIASES: Record<string, [string, string]> = {
  "Alumni Arena (Buffalo, NY)": ["ALUMNI ARENA", "AMHERST"],
  "Alumni Gymnasium (Lawrence Township, NJ)": ["ALUMNI GYMNASIUM", "LAWRENCEVILLE"],
  "Amica Mutual Pavilion (Providence, RI)": ["DUNKIN' DONUTS CENTER", "PROVIDENCE"],
  "Banterra Center (Carbondale, IL)": ["SIU ARENA", "CARBONDALE"],
  "Beeghly Center (Youngstown, OH)": ["BEEGHLY PHYSICAL EDUCATION CENTER", "YOUNGSTOWN"],
  "Bob Carpenter Center (Newark, DE)": ["BOB CARPENTER SPORTS/CONVOCATION CENTER", "NEWARK"],
  "Bramlage Coliseum (Manhattan, KS)": ["FRED BRAMLAGE COLISEUM", "MANHATTAN"],
  "Breslin Events Center (East Lansing, MI)": ["JACK BRESLIN STUDENT EVENT CENTER", "EAST LANSING"],
  "Broadview Center (Albany, NY)": ["SEFCU ARENA", "ALBANY"],
  "CEFCU Arena (Normal, IL)": ["REDBIRD ARENA", "NORMAL"],
  "CHI Health Center Omaha (Omaha, NE)": ["CENTURYLINK CENTER", "OMAHA"],
  "CU Events Center (Boulder, CO)": ["COORS EVENTS CENTER", "BOULDER"],
  "Capital One Arena (Washington, DC)": ["VERIZON CENTER", "WASHINGTON"],
  "Charles E. Smith Center (Washington, DC)": ["CHARLES E. SMITH ATHLETIC CENTER", "WASHINGTON"],
  "Chartway Arena (Norfolk, VA)": ["TED CONSTANT CONVOCATION CENTER", "NORFOLK"],
  "Convocation Center (DeKalb, IL)": ["NIU CONVOCATION CENTER", "DEKALB"],
  "Convocation Center (Hampton, VA)": ["HAMPTON CONVOCATION CENTER", "HAMPTON"],
  "Credit Union 1 Arena (Chicago, IL)": ["THE UIC PAVILION", "CHICAGO"],
  "Crisler Center (Ann Arbor, MI)": ["CRISLER ARENA", "ANN ARBOR"],
  "Dean Smith Center (Chapel Hill, NC)": ["DEAN E. SMITH CENTER", "CHAPEL HILL"],
  "Desert Financial Arena (Tempe, AZ)": ["WELLS FARGO ARENA", "TEMPE"],
  "Donald N. Dedmon Center (Radford, VA)": ["DEDMON CENTER ARENA", "RADFORD"],
  "Donald W. Reynolds Center (Tulsa, OK)": ["REYNOLDS CENTER", "TULSA"],
  "Eblen Center (Cookeville, TN)": ["HOOPER EBLEN CENTER", "COOKSVILLE"],
  "Ed and Rae Schollmaier Arena (Fort Worth, TX)": ["DANIEL-MEYER COLISEUM", "FORT WORTH"],
  "Edmunds Center (DeLand, FL)": ["J. OLLIE EDMUNDS CENTER", "DELAND"],
  "Ervin J. Nutter Center (Fairborn, OH)": ["NUTTER CENTER", "DAYTON"],
  "Events Center (Vestal, NY)": ["BINGHAMTON UNIVERSITY EVENTS CENTER", "BINGHAMTON"],
  "ExtraMile Arena (Boise, ID)": ["TACO BELL ARENA", "BOISE"],
  "FedExForum (Memphis, TN)": ["FEDEX FORUM", "MEMPHIS"],
  "Fertitta Center (Houston, TX)": ["HOFHEINZ PAVILION", "HOUSTON"],
  "Fifth Third Arena (Cincinnati, OH)": ["FIFTH THIRD ARENA AT SHOEMAKER CENTER", "CINCINNATI"],
  "First Bank & Trust Arena (Brookings, SD)": ["FROST ARENA", "BROOKINGS"],
  "First National Bank Arena (Jonesboro, AR)": ["CONVOCATION CENTER (ARKANSAS)", "JONESBORO"],
  "Food City Center (Knoxville, TN)": ["THOMPSON-BOLING ARENA", "KNOXVILLE"],
  "Gallagher Center (Niagara University, NY)": ["GALLAGHER CENTER", "NIAGARA FALLS"],
  "George Gervin GameAbove Center (Ypsilanti, MI)": ["CONVOCATION CENTER (MICHIGAN)", "YPSILANTI"],
  "Haas Pavilion (Berkeley, CA)": ["WALTER A. HAAS PAVILION", "BERKELEY"],
  "Harry A. Gampel Pavilion (Storrs, CT)": ["GAMPEL PAVILION", "STORRS"],
  "Hart Center at the Luth Athletic Complex (Worcester, MA)": ["HART CENTER", "WORCESTER"],
  "Hill Field House (Baltimore, MD)": ["TALMADGE L. HILL FIELD HOUSE", "BALTIMORE"],
  "Holmes Convocation Center (Boone, NC)": ["HOLMES CENTER", "BOONE"],
  "Hulman Center (Terre Haute, IN)": ["HULMAN ARENA", "TERRE HAUTE"],
  "Hynes Center (New Rochelle, NY)": ["HYNES ATHLETIC CENTER", "NEW ROCHELLE"],
  "JMA Wireless Dome (Syracuse, NY)": ["CARRIER DOME", "SYRACUSE"],
  "Jersey Mike's Arena (Piscataway, NJ)": ["LOUIS BROWN ATHLETIC CENTER", "PISCATAWAY"],
  "John F. Savage Arena (Toledo, OH)": ["SAVAGE ARENA", "TOLEDO"],
  "Johnson Coliseum (Huntsville, TX)": ["BERNARD G. JOHNSON COLISEUM", "HUNTSVILLE"],
  "Jon M. Huntsman Center (Salt Lake City, UT)": ["HUNTSMAN CENTER", "SALT LAKE CITY"],
  "Joseph G. Echols Memorial Hall (Norfolk, VA)": ["JOSEPH ECHOLS MEMORIAL HALL", "NORFOLK"],
  "Kiefer Lakefront Arena (New Orleans, LA)": ["LAKEFRONT ARENA", "NEW ORLEANS"],
  "Kirby Sports Center (Easton, PA)": ["ALLAN P. KIRBY SPORTS CENTER", "EASTON"],
  "Lee E. Williams Athletics and Assembly Center (Jackson, MS)": ["LEE E. WILLIAMS ASSEMBLY CENTER", "JACKSON"],
  "Lenovo Center (Raleigh, NC)": ["PNC ARENA", "RALEIGH"],
  "MVP Arena (Albany, NY)": ["TIMES UNION CENTER", "ALBANY"],
  "Maravich Assembly Center (Baton Rouge, LA)": ["PETE MARAVICH ASSEMBLY CENTER", "BATON ROUGE"],
  "McCamish Pavilion (Atlanta, GA)": ["HANK MCCAMISH PAVILION", "ATLANTA"],
  "McKale Center (Tucson, AZ)": ["MCKALE MEMORIAL CENTER", "TUCSON"],
  "Mullins Center (Amherst, MA)": ["WILLIAM D. MULLINS MEMORIAL CENTER", "AMHERST"],
  "Ocean Bank Convocation Center (Miami, FL)": ["FIU ARENA", "MIAMI"],
  "OceanFirst Bank Center (West Long Branch, NJ)": ["MULTIPURPOSE ACTIVITY CENTER", "WEST LONG BRANCH"],
  "Pauley Pavilion (Los Angeles, CA)": ["EDWIN W. PAULEY PAVILION", "LOS ANGELES"],
  "Pete Hanna Center (Homewood, AL)": ["PETE HANNA CENTER", "BIRMINGHAM"],
  "Ramsey Center (Cullowhee, NC)": ["LISTON B. RAMSEY REGIONAL ACTIVITY CENTER", "CULLOWHEE"],
  "Read Fieldhouse/University Arena (Kalamazoo, MI)": ["UNIVERSITY ARENA", "KALAMAZOO"],
  "Reed Gym (Pocatello, ID)": ["REED GYMNASIUM", "POCATELLO"],
  "Scheels Center (Fargo, ND)": ["BISON SPORTS ARENA", "FARGO"],
  "Silvio O. Conte Forum (Boston, MA)": ["CONTE FORUM", "CHESTNUT HILL"],
  "Simon Skjodt Assembly Hall (Bloomington, IN)": ["ASSEMBLY HALL", "BLOOMINGTON"],
  "Strahan Arena (San Marcos, TX)": ["STRAHAN COLISEUM", "SAN MARCOS"],
  "Super Pit (Denton, TX)": ["UNT COLISEUM", "DENTON"],
  "TU Arena (Towson, MD)": ["SECU ARENA", "TOWSON"],
  "The Pit (Albuquerque, NM)": ["WISEPIES ARENA", "ALBUQUERQUE"],
  "Truist Arena (Highland Heights, KY)": ["THE BANK OF KENTUCKY CENTER", "HIGHLAND HEIGHTS"],
  "UWM Panther Arena (Milwaukee, WI)": ["U.S. CELLULAR ARENA", "MILWAUKEE"],
  "Watsco Center (Coral Gables, FL)": ["BANKUNITED CENTER", "CORAL GABLES"],
  "Welsh-Ryan Arena (Evanston, IL)": ["MCGAW MEMORIAL HALL/WELSH-RYAN ARENA", "EVANSTON"],
  "Worthen Arena (Muncie, IN)": ["JOHN E. WORTHEN ARENA", "MUNCIE"],
  "XFINITY Center (College Park, MD)": ["COMCAST CENTER", "COLLEGE PARK"],
  "Yuengling Center (Tampa, FL)": ["USF SUN DOME", "TAMPA"],
};

/**
 * Typos in the source address data, corrected by hand (venue_key -> corrected fields). The ZIPs
 * below fail the ZIP-prefix check for their state or city (e.g. 73701 is Enid, OK, not Fayetteville, AR).
 */
const ADDRESS_FIXES: Record<string, { address?: string; zipCode?: string; why: string }> = {
  "Bud Walton Arena (Fayetteville, AR)": { zipCode: "72701", why: "HIFLD ZIP 73701 is in Oklahoma" },
  "Field House (Commerce, TX)": { address: "2200 Campbell Street", why: 'IPEDS "2200 Campbell Stree"' },
  "Kirby Sports Center (Easton, PA)": { zipCode: "18042", why: "HIFLD ZIP 18402 transposes Easton's 18042" },
  "Reilly Center (St. Bonaventure, NY)": { zipCode: "14778", why: "HIFLD ZIP 14478 is not St. Bonaventure's 14778" },
  "State Farm Center (Champaign, IL)": { address: "1800 South 1st Street", why: 'HIFLD "1800 SOUTJ 605 1ST STREET"' },
  "Stroh Center (Bowling Green, OH)": { zipCode: "43403", why: "HIFLD ZIP 43042 is not Bowling Green's 43403" },
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** UUID v5 (RFC 9562): SHA-1 of namespace bytes + name, version and variant bits set. */
function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex");
  const hash = createHash("sha1").update(ns).update(name, "utf8").digest();
  const b = hash.subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50; // version 5
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = b.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Lowercase, accents and punctuation removed, "&" -> "and", "St."/"Saint" unified, no leading "the". */
function norm(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2019`.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\b(st|saint)\b/g, "saint")
    .replace(/^the /, "");
}

/** Venue names: as norm(), also without a trailing "(...)" qualifier (HIFLD: "CONVOCATION CENTER (OHIO)"). */
function normVenue(s: string): string {
  return norm(s.replace(/\s*\([^)]*\)\s*$/, ""));
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** Same city, tolerating HIFLD's typos ("GRANK FORKS", "CHARLOTTTESVILLE"). */
function sameCity(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  return x === y || editDistance(x, y) <= 2;
}

const SMALL_WORDS = new Set(["and", "of", "the", "at", "de", "del", "on"]);
const UPPER_WORDS = new Set(["NE", "NW", "SE", "SW", "US", "MLK", "ROTC", "VFW", "II", "III", "IV"]);

/** Title-case HIFLD's uppercase addresses: "1000 JOHN R. WOODEN DR" -> "1000 John R. Wooden Dr". */
function titleCaseAddress(s: string): string {
  const words = s.replace(/\s+/g, " ").trim().split(" ");
  return words
    .map((w, idx) => {
      const bare = w.replace(/[^A-Za-z0-9]/g, "");
      if (UPPER_WORDS.has(bare) || /^\(?[A-Z]{2}-\d+\)?$/.test(w)) return w; // NE, ROTC, (NY-5)
      if (/^\d/.test(w)) return w.toLowerCase(); // 1ST -> 1st, 100A -> 100a
      const lower = w.toLowerCase();
      if (idx > 0 && SMALL_WORDS.has(lower)) return lower;
      // Capitalise the first letter of each alphabetic run: O'CONNELL -> O'Connell, MARTIN-LUTHER -> Martin-Luther
      return lower
        .replace(/(^|[^a-z])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
        .replace(/^Mc([a-z])/, (_m, c: string) => `Mc${c.toUpperCase()}`); // MCNICHOLS -> McNichols
    })
    .join(" ")
    .replace(/,(?=\S)/g, ", ");
}

/** IPEDS addresses sometimes add a building or room: "1900 S Knoles Dr, Babbitt Administrative Center, Room 200". */
function cleanCampusAddress(address: string): string | null {
  const parts = address.split(",").map((p) => p.trim());
  const street = parts.find((p) => /^\d/.test(p)) ?? parts[0];
  return street && street !== "" ? street : null;
}

function formatZip(raw: string): string | null {
  const z = raw.trim();
  if (/^\d{5}(-\d{4})?$/.test(z)) return z;
  if (/^\d{1,4}$/.test(z)) return z.padStart(5, "0"); // HIFLD lost leading zeros: 6269 -> 06269
  if (/^\d{9}$/.test(z)) return `${z.slice(0, 5)}-${z.slice(5)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------

type Venue = {
  key: string;
  arena: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  games: number;
  team: string;
  share: number;
};

type Institution = {
  unitId: string;
  name: string;
  aliases: string[];
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  level: string;
};

type HifldVenue = { name: string; address: string; city: string; state: string; zip: string; country: string };

const venues: Venue[] = readCsv(path.join(DATA_DIR, VENUES_FILE), [
  "venue_key",
  "arena",
  "city",
  "state",
  "latitude",
  "longitude",
  "games_2024_25",
  "most_frequent_team",
  "team_share_of_games",
]).map((r) => ({
  key: r.venue_key,
  arena: r.arena,
  city: r.city,
  state: r.state,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  games: Number(r.games_2024_25),
  team: r.most_frequent_team,
  share: Number(r.team_share_of_games),
}));

const institutions: Institution[] = readIpedsInstitutions().map((r) => ({
  unitId: r.UNITID,
  name: r.INSTNM,
  aliases: r.IALIAS.split(/[,;|]|\s{2,}/)
    .map((a) => a.trim())
    .filter((a) => a !== ""),
  address: r.ADDR,
  city: r.CITY,
  state: r.STABBR,
  zip: r.ZIP,
  latitude: Number(r.LATITUDE),
  longitude: Number(r.LONGITUD),
  level: r.ICLEVEL,
}));
const fourYear = institutions.filter((i) => i.level === "1");
const institutionByName = new Map(fourYear.map((i) => [i.name, i]));

const hifld: HifldVenue[] = readCsv(path.join(DATA_DIR, HIFLD_FILE), [
  "NAME",
  "ADDRESS",
  "CITY",
  "STATE",
  "ZIP",
  "COUNTRY",
]).map((r) => ({
  name: r.NAME,
  address: r.ADDRESS,
  city: r.CITY,
  state: r.STATE,
  zip: r.ZIP,
  country: r.COUNTRY,
}));

// ---------------------------------------------------------------------------------------------
// 1. Choose the home arenas
// ---------------------------------------------------------------------------------------------

const US_STATES = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY " +
    "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP"
  ).split(" "),
); // states, DC and territories (Puerto Rico is not "outside the US")

type DropReason = "outside the US" | "duplicate record" | "neutral site" | "occasional games only";
const dropped: { venue: Venue; reason: DropReason; detail: string }[] = [];
const kept: Venue[] = [];
const venueByKey = new Map(venues.map((v) => [v.key, v]));

for (const key of Object.keys(MANUAL_HOME_VENUES)) {
  const v = venueByKey.get(key);
  if (!v) throw new Error(`MANUAL_HOME_VENUES: unknown venue_key ${key}`);
  if (v.team !== MANUAL_HOME_VENUES[key]) throw new Error(`MANUAL_HOME_VENUES: ${key} top team is ${v.team}`);
}
for (const [dup, canonical] of Object.entries(DUPLICATE_VENUES)) {
  const a = venueByKey.get(dup);
  const b = venueByKey.get(canonical);
  if (!a || !b) throw new Error(`DUPLICATE_VENUES: unknown venue_key ${a ? canonical : dup}`);
  if (a.team !== b.team || distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) > 0.1) {
    throw new Error(`DUPLICATE_VENUES: ${dup} and ${canonical} are not the same building`);
  }
}
// Games recorded under a duplicate name count towards the kept record.
const mergedGames = new Map<string, number>();
for (const [dup, canonical] of Object.entries(DUPLICATE_VENUES)) {
  const a = venueByKey.get(dup) as Venue;
  const b = venueByKey.get(canonical) as Venue;
  mergedGames.set(canonical, Math.round(a.games * a.share) + Math.round(b.games * b.share));
}

for (const v of venues) {
  const teamGames = mergedGames.get(v.key) ?? Math.round(v.games * v.share);
  const stats = `${v.team} ${teamGames}/${v.games} games (share ${v.share})`;
  if (!US_STATES.has(v.state)) {
    dropped.push({ venue: v, reason: "outside the US", detail: `state "${v.state}"; ${stats}` });
  } else if (DUPLICATE_VENUES[v.key]) {
    dropped.push({ venue: v, reason: "duplicate record", detail: `same building as ${DUPLICATE_VENUES[v.key]}` });
  } else if (v.share < HOME_SHARE_THRESHOLD && !MANUAL_HOME_VENUES[v.key]) {
    dropped.push({ venue: v, reason: "neutral site", detail: `no home team: ${stats}` });
  } else if (teamGames < MIN_HOME_GAMES) {
    dropped.push({ venue: v, reason: "occasional games only", detail: stats });
  } else {
    kept.push(v);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. School: the four-year IPEDS institution for most_frequent_team in the venue's state
// ---------------------------------------------------------------------------------------------

/** Abbreviations used in the team names of the venue file. */
const TEAM_WORDS: Record<string, string> = {
  "St.": "State",
  "Ala.": "Alabama",
  "Ariz.": "Arizona",
  "Ark.": "Arkansas",
  "Caro.": "Carolina",
  "Colo.": "Colorado",
  "Conn.": "Connecticut",
  "Fla.": "Florida",
  "Ga.": "Georgia",
  "Ill.": "Illinois",
  "Ky.": "Kentucky",
  "La.": "Louisiana",
  "Mich.": "Michigan",
  "Miss.": "Mississippi",
  "Mo.": "Missouri",
  "Tenn.": "Tennessee",
  "Wash.": "Washington",
};

function expandTeam(team: string): string {
  return team
    .split(" ")
    .map((w, idx) => ((idx > 0 || w !== "St.") && TEAM_WORDS[w] ? TEAM_WORDS[w] : w)) // leading "St." is Saint
    .join(" ");
}

type SchoolMatch = { institution: Institution; how: "override" | "name" | "alias" };

function matchSchool(v: Venue): SchoolMatch | null {
  const override = SCHOOL_OVERRIDES[v.team];
  if (override) {
    const inst = institutionByName.get(override);
    if (!inst) throw new Error(`SCHOOL_OVERRIDES: "${override}" is not a four-year IPEDS institution`);
    return { institution: inst, how: "override" };
  }
  const t = expandTeam(v.team);
  const wanted = new Set(
    [
      t,
      `University of ${t}`,
      `${t} University`,
      `${t} College`,
      `University of ${t}-Main Campus`,
      `${t} University-Main Campus`,
      `${t}-Main Campus`,
    ].map(norm),
  );
  const inState = fourYear.filter((i) => i.state === v.state);
  const nearest = (list: Institution[]) =>
    [...list].sort(
      (a, b) =>
        distanceKm(v.latitude, v.longitude, a.latitude, a.longitude) -
          distanceKm(v.latitude, v.longitude, b.latitude, b.longitude) || compare(a.unitId, b.unitId),
    )[0];
  const close = (i: Institution | undefined) =>
    i && distanceKm(v.latitude, v.longitude, i.latitude, i.longitude) <= AUTO_MATCH_MAX_KM ? i : undefined;
  const byName = close(nearest(inState.filter((i) => wanted.has(norm(i.name)))));
  if (byName) return { institution: byName, how: "name" };
  const byAlias = close(
    nearest(inState.filter((i) => i.aliases.some((a) => norm(a) === norm(v.team) || norm(a) === norm(t)))),
  );
  if (byAlias) return { institution: byAlias, how: "alias" };
  return null;
}

// ---------------------------------------------------------------------------------------------
// 3. Street address and ZIP: HIFLD venue (normalised name + state, same city) or campus address
// ---------------------------------------------------------------------------------------------

function matchHifld(v: Venue): HifldVenue | null {
  const alias = HIFLD_ALIASES[v.key];
  if (alias) {
    const [name, city] = alias;
    const squash = (x: string) => x.replace(/\s+/g, " ").trim();
    const hit = hifld.find((h) => squash(h.name) === name && h.city === city && h.state === v.state);
    if (!hit) throw new Error(`HIFLD_ALIASES: no HIFLD row ${name}, ${city}, ${v.state}`);
    return hit;
  }
  const hits = hifld.filter(
    (h) =>
      h.country === "USA" &&
      h.state === v.state &&
      normVenue(h.name) === normVenue(v.arena) &&
      sameCity(h.city, v.city),
  );
  return hits.length === 1 ? (hits[0] ?? null) : null;
}

/** HIFLD sometimes runs the city into the address ("1000 JOHN R. WOODEN DR,WEST" for West Lafayette). */
function cleanHifldAddress(address: string, city: string): string {
  const parts = address.split(",");
  const last = parts.at(-1)?.trim().toUpperCase() ?? "";
  if (parts.length > 1 && last !== "" && city.toUpperCase().startsWith(`${last} `)) {
    return parts.slice(0, -1).join(",").trim();
  }
  return address.trim();
}

// ---------------------------------------------------------------------------------------------
// 4. Build the rows
// ---------------------------------------------------------------------------------------------

type SeedArena = {
  id: string;
  name: string;
  school: string;
  conference: string;
  level: "Division I";
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number;
  longitude: number;
};

/** ZIP prefixes (first 3 digits) seen per state in IPEDS: a cheap check that a ZIP is in the right state. */
const zipPrefixesByState = new Map<string, Set<string>>();
for (const i of institutions) {
  const set = zipPrefixesByState.get(i.state) ?? new Set<string>();
  set.add(i.zip.slice(0, 3));
  zipPrefixesByState.set(i.state, set);
}

const problems: string[] = [];
const review: string[] = [];
const offCampus: string[] = [];
const addressSource = { hifld: 0, campus: 0, none: 0 };
const seed: SeedArena[] = [];
const usedOverrides = new Set<string>();
const usedAliases = new Set<string>();

for (const key of [...Object.keys(ADDRESS_FIXES), ...NOT_ON_CAMPUS]) {
  if (!kept.some((v) => v.key === key)) problems.push(`"${key}" (ADDRESS_FIXES / NOT_ON_CAMPUS) is not a kept venue`);
}

for (const v of kept) {
  const match = matchSchool(v);
  if (!match) {
    problems.push(`no IPEDS school for team "${v.team}" (${v.key}): add it to SCHOOL_OVERRIDES`);
    continue;
  }
  if (match.how === "override") usedOverrides.add(v.team);
  const inst = match.institution;
  const campusKm = distanceKm(v.latitude, v.longitude, inst.latitude, inst.longitude);
  if (campusKm > CAMPUS_RADIUS_KM) offCampus.push(`${v.key}: ${campusKm.toFixed(1)} km from ${inst.name}`);

  const conference = CONFERENCES[inst.name];
  if (!conference) problems.push(`no conference for "${inst.name}" (${v.key}) in scripts/seed/conferences.ts`);
  else if (!CONFERENCE_NAMES.includes(conference)) problems.push(`unknown conference "${conference}" for ${inst.name}`);

  let address: string | null = null;
  let zipCode: string | null = null;
  let source: keyof typeof addressSource = "none";
  const h = matchHifld(v);
  if (h) {
    if (HIFLD_ALIASES[v.key]) usedAliases.add(v.key);
    address = titleCaseAddress(cleanHifldAddress(h.address, h.city)) || null;
    zipCode = formatZip(h.zip);
    source = "hifld";
  } else if (campusKm <= CAMPUS_RADIUS_KM && !NOT_ON_CAMPUS.has(v.key)) {
    address = cleanCampusAddress(inst.address);
    zipCode = formatZip(inst.zip);
    source = "campus";
  }
  const fix = ADDRESS_FIXES[v.key];
  if (fix?.address) address = fix.address;
  if (fix?.zipCode) zipCode = fix.zipCode;
  addressSource[source] += 1;
  if (zipCode && !zipPrefixesByState.get(v.state)?.has(zipCode.slice(0, 3))) {
    problems.push(`${v.key}: ZIP ${zipCode} is not a ${v.state} ZIP (fix it in ADDRESS_FIXES)`);
  }

  review.push(
    [
      v.arena,
      `${v.city}, ${v.state}`,
      v.team,
      `${inst.name} (${match.how}, ${campusKm.toFixed(1)} km)`,
      conference,
      source,
    ]
      .map((x) => x ?? "-")
      .join(" | "),
  );
  seed.push({
    id: uuidV5(v.key, ARENA_ID_NAMESPACE),
    name: v.arena,
    school: inst.name,
    conference: conference ?? "",
    level: "Division I",
    address,
    city: v.city,
    state: v.state,
    zipCode,
    latitude: v.latitude,
    longitude: v.longitude,
  });
}

for (const team of Object.keys(SCHOOL_OVERRIDES)) {
  if (!usedOverrides.has(team)) problems.push(`SCHOOL_OVERRIDES: "${team}" is not used by any kept venue`);
}
for (const key of Object.keys(HIFLD_ALIASES)) {
  if (!usedAliases.has(key)) problems.push(`HIFLD_ALIASES: "${key}" is not used by any kept venue`);
}

for (const row of seed) {
  for (const field of ["name", "school", "conference", "city", "state"] as const) {
    if (row[field].trim() === "") problems.push(`${row.name} (${row.city}, ${row.state}): missing ${field}`);
  }
  for (const field of ["latitude", "longitude"] as const) {
    if (!Number.isFinite(row[field])) problems.push(`${row.name} (${row.city}, ${row.state}): missing ${field}`);
  }
  if (!/^[A-Z]{2}$/.test(row.state)) problems.push(`${row.name}: bad state "${row.state}"`);
  if (row.zipCode !== null && !/^\d{5}(-\d{4})?$/.test(row.zipCode)) problems.push(`${row.name}: bad ZIP`);
}
if (new Set(seed.map((r) => r.id)).size !== seed.length) problems.push("duplicate ids");

const seedSchools = new Set(seed.map((r) => r.school));
const unusedConferences = Object.keys(CONFERENCES).filter((s) => !seedSchools.has(s));

seed.sort(
  (a, b) => compare(a.name, b.name) || compare(a.state, b.state) || compare(a.city, b.city) || compare(a.id, b.id),
);

// ---------------------------------------------------------------------------------------------
// 5. Report and write
// ---------------------------------------------------------------------------------------------

const verbose = Boolean(process.env.VERBOSE);
const byReason = new Map<string, typeof dropped>();
for (const d of dropped) byReason.set(d.reason, [...(byReason.get(d.reason) ?? []), d]);

console.log(`Read ${venues.length} venues, ${institutions.length} IPEDS institutions, ${hifld.length} HIFLD venues`);
console.log(`  from ${DATA_DIR}`);
console.log(`Kept: ${seed.length} arenas, ${seedSchools.size} schools (conferences: ${CONFERENCE_SEASON} season)`);
console.log(
  `  street address from HIFLD: ${addressSource.hifld}, from campus (IPEDS): ${addressSource.campus}, none: ${addressSource.none}`,
);
const overridden = review.filter((r) => r.includes("(override,")).length;
console.log(`  school by team name or IPEDS alias: ${seed.length - overridden}, by the override table: ${overridden}`);
console.log(`  arenas more than ${CAMPUS_RADIUS_KM} km from the school's IPEDS campus point: ${offCampus.length}`);
const arenasBySchool = new Map<string, string[]>();
for (const r of seed) arenasBySchool.set(r.school, [...(arenasBySchool.get(r.school) ?? []), r.name]);
for (const [school, names] of [...arenasBySchool.entries()].sort((a, b) => compare(a[0], b[0]))) {
  if (names.length > 1)
    console.log(`  two home arenas (each ${MIN_HOME_GAMES}+ home games): ${school}: ${names.join(", ")}`);
}
console.log(`Dropped: ${dropped.length}`);
for (const [reason, list] of [...byReason.entries()].sort((a, b) => compare(a[0], b[0]))) {
  console.log(`  ${reason}: ${list.length}`);
  if (verbose) {
    for (const d of [...list].sort((a, b) => compare(a.venue.key, b.venue.key))) {
      console.log(`    - ${d.venue.key}: ${d.detail}`);
    }
  }
}
if (verbose) {
  console.log("Off campus:");
  for (const line of offCampus.sort(compare)) console.log(`  - ${line}`);
  console.log("Kept arenas (arena | place | team | school (how, distance) | conference | address source):");
  for (const line of review.sort(compare)) console.log(`  ${line}`);
}
if (unusedConferences.length > 0) {
  console.log(
    `warning: ${unusedConferences.length} conferences.ts entries match no kept arena: ${unusedConferences.join("; ")}`,
  );
}

if (problems.length > 0) {
  for (const p of problems) console.error(`error: ${p}`);
  console.error(`Not writing ${OUT_FILE}: ${problems.length} problem(s).`);
  process.exit(1);
}

mkdirSync(path.dirname(OUT_FILE), { recursive: true });
writeFileSync(OUT_FILE, `${JSON.stringify(seed, null, 2)}\n`);
console.log(`Wrote ${seed.length} arenas to ${path.relative(process.cwd(), OUT_FILE) || OUT_FILE}`);
