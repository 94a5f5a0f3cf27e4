// A Georgia official's season as two platforms export it, for the first import with the address
// service unreachable (scripts/fake-geocoder.ts refuses every query naming GA). An ArbiterSports-
// shaped file: the street alone in LOCATION, Site: and Subsite: in the description (a doubleheader at
// Berkmar, "Gym 2" and "Aux Gym", a Central High School with namesakes across the country, a sports
// academy in no list). A HorizonWebRef-shaped one: the place's name and address in LOCATION (one on
// several lines), a school named with no town, three college arenas Tipoff has and three colleges
// it has not. 17 games: 10 at 9 high schools, 6 at colleges, 1 at the academy.

import { arbiterEvent, calendarFile, DAY_MS, dayAhead, HOUR_MS, namedPlaceEvent } from "./season-calendar.ts";

/** The academy's point, as a map app shows it: typed on the add screen, since no service finds it. */
export const ACADEMY_POINT = { latitude: "34.0479", longitude: "-84.0772" };
/** The usual start, typed as coordinates (Lilburn): no address service is needed for it either. */
export const GEORGIA_HOME = "33.8901, -84.1430";

export function arbiterGeorgia(suffix: string): string {
  const base = dayAhead(8);
  const event = (uid: string, start: number, level: string, site: string, subsite: string, location: string) =>
    arbiterEvent(`${uid}-${suffix}`, start, { level, site, subsite, location });
  // 23:00 UTC is 6 PM Eastern.
  const at = (days: number, hourUtc: number) => base + days * DAY_MS + hourUtc * HOUR_MS;
  return calendarFile("-//ArbiterSports Calendar//EN", `Arbiter ${suffix}`, [
    event("G-1", at(0, 23), "JV Boys", "Berkmar High School", "Main Gym", "405 Pleasant Hill Rd NW, Lilburn, GA 30047"),
    event(
      "G-2",
      at(1, 0.5),
      "Varsity Boys",
      "Berkmar High School",
      "Main Gym",
      "405 Pleasant Hill Rd NW, Lilburn, GA 30047",
    ),
    event("G-3", at(1, 23), "Varsity Girls", "Norcross High School", "Gym 2", "5300 Spalding Dr, Norcross, GA 30092"),
    event("G-4", at(2, 23), "JV Girls", "Brookwood High School", "Aux Gym", "1255 Dogwood Rd, Snellville, GA 30078"),
    event("G-5", at(3, 23), "Varsity Boys", "Parkview High School", "Main Gym", "998 Cole Rd SW, Lilburn, GA 30047"),
    event("G-6", at(4, 23), "Varsity Girls", "Grayson HS", "Main Gym", "50 Hope Hollow Rd, Loganville, GA 30052"),
    event(
      "G-7",
      at(5, 23),
      "Varsity Boys",
      "Central High School",
      "Main Gym",
      "113 Central High Rd, Carrollton, GA 30116",
    ),
    event("G-8", at(6, 23), "AAU 16U", "Suwanee Sports Academy", "Court 3", "3245 Sawmill Dr, Suwanee, GA 30024"),
  ]);
}

export function horizonGeorgia(suffix: string): string {
  const base = dayAhead(16);
  const event = (uid: string, days: number, title: string, location: string) =>
    namedPlaceEvent(`${uid}-${suffix}@horizonwebref.com`, base + days * DAY_MS + 23 * HOUR_MS, {
      title,
      location,
      description: "Crew: Pat Lee (Referee)",
    });
  return calendarFile("-//HorizonWebRef//Schedule//EN", `HorizonWebRef ${suffix}`, [
    event("H-1", 0, "Mill Creek vs Collins Hill", "Mill Creek High School\n4400 Braselton Hwy\nHoschton, GA 30548"),
    event("H-2", 1, "Meadowcreek vs Duluth", "Meadowcreek HS, Norcross, GA"),
    event("H-3", 2, "Dacula vs Archer", "Dacula HS, GA"),
    event("H-4", 3, "Georgia Tech vs Clemson", "McCamish Pavilion, 965 Fowler St NW, Atlanta, GA 30332"),
    event("H-5", 4, "Georgia vs Auburn", "Stegeman Coliseum, Carlton St, Athens, GA 30602"),
    event(
      "H-6",
      5,
      "West Georgia vs Lipscomb",
      "The Coliseum - University of West Georgia, 1601 Maple St, Carrollton, GA 30118",
    ),
    event("H-7", 6, "Emory vs Rochester", "Emory University - Woodruff PE Center, 26 Eagle Row, Atlanta, GA 30322"),
    event("H-8", 7, "Oglethorpe vs Berry", "Oglethorpe University, 4484 Peachtree Rd NE, Atlanta, GA 30319"),
    event(
      "H-9",
      8,
      "Georgia Gwinnett vs Talladega",
      "Georgia Gwinnett College, 1000 University Center Ln, Lawrenceville, GA 30043",
    ),
  ]);
}
