// A Pennsylvania official's season (usual start: Mechanicsburg) as two platforms export it, for the
// first import with the address service refusing every query (scripts/fake-geocoder.ts: anything
// naming Pennsylvania or one of these towns). An ArbiterSports-shaped file: the street alone in
// LOCATION, Site: and Subsite: in the description (a doubleheader at Cumberland Valley, an Aux Gym, a
// university's auditorium, the Farm Show Complex in no list). An Assignr-shaped one: the venue as
// schedules write it, often with no state: "Trinity HS - Camp Hill", "Harrisburg HS - SciTech
// Campus", "@ Mechanicsburg", "Lebanon HS", "Palmyra", "Warwick HS, Lititz", "HACC - Cooper Student
// Center, Harrisburg". 24 games at 22 gyms (Susquehanna Township written both ways).

import { arbiterEvent, calendarFile, DAY_MS, dayAhead, HOUR_MS, namedPlaceEvent } from "./season-calendar.ts";

/** The usual start as a new official types it: a town and state, placed from the schools index. */
export const PENNSYLVANIA_HOME = "Mechanicsburg, PA";
/** The Farm Show Complex's Large Arena, as a map app shows it: typed on the add screen. */
export const FARM_SHOW_POINT = { latitude: "40.2695", longitude: "-76.9036" };

/**
 * The places of this season the fake address service refuses: Pennsylvania, and the towns and
 * names its venues are written with when they name no state.
 */
export const PENNSYLVANIA_UNREACHABLE =
  /\bPA\b|Pennsylvania|Mechanicsburg|Camp Hill|Harrisburg|Lebanon|Palmyra|Lititz|Enola|Steelton|Susquehanna|Shippensburg|Carlisle|HACC/i;

export function arbiterPennsylvania(suffix: string): string {
  const base = dayAhead(9);
  const event = (uid: string, start: number, level: string, site: string, subsite: string, location: string) =>
    arbiterEvent(`${uid}-${suffix}`, start, { level, site, subsite, location });
  // 23:00 UTC is 6 PM Eastern.
  const at = (days: number, hourUtc: number) => base + days * DAY_MS + hourUtc * HOUR_MS;
  return calendarFile("-//ArbiterSports Calendar//EN", `Arbiter ${suffix}`, [
    event(
      "P-1",
      at(0, 23),
      "JV Boys",
      "Cumberland Valley HS",
      "Main Gym",
      "6746 Carlisle Pike, Mechanicsburg, PA 17050",
    ),
    event(
      "P-2",
      at(1, 0.5),
      "Varsity Boys",
      "Cumberland Valley HS",
      "Main Gym",
      "6746 Carlisle Pike, Mechanicsburg, PA 17050",
    ),
    event("P-3", at(1, 23), "Varsity Girls", "Cedar Cliff HS", "Aux Gym", "1301 Carlisle Rd, Camp Hill, PA 17011"),
    event("P-4", at(2, 23), "Varsity Boys", "Red Land HS", "Main Gym", "560 Fishing Creek Rd, Lewisberry, PA 17339"),
    event("P-5", at(3, 23), "JV Girls", "Carlisle HS", "Main Gym", "623 W Penn St, Carlisle, PA 17013"),
    event(
      "P-6",
      at(4, 23),
      "Varsity Girls",
      "Central Dauphin East HS",
      "Main Gym",
      "626 Rutherford Rd, Harrisburg, PA 17109",
    ),
    event(
      "P-7",
      at(5, 23),
      "Varsity Boys",
      "Susquehanna Township HS",
      "Main Gym",
      "3500 Elmerton Ave, Harrisburg, PA 17109",
    ),
    event("P-8", at(6, 23), "Varsity Boys", "Hershey HS", "Main Gym", "550 Homestead Rd, Hershey, PA 17033"),
    event("P-9", at(7, 23), "JV Boys", "Lower Dauphin HS", "Main Gym", "201 S Hanover St, Hummelstown, PA 17036"),
    event("P-10", at(8, 23), "Varsity Girls", "Big Spring HS", "Main Gym", "100 Mount Rock Rd, Newville, PA 17241"),
    event(
      "P-11",
      at(9, 23),
      "College Women",
      "Messiah University",
      "Brubaker Auditorium",
      "One University Ave, Mechanicsburg, PA 17055",
    ),
    event(
      "P-12",
      at(10, 16),
      "AAU 17U",
      "Pennsylvania Farm Show Complex",
      "Large Arena",
      "2300 N Cameron St, Harrisburg, PA 17110",
    ),
  ]);
}

/** An Assignr-shaped feed: local times on the arena's clock, the venue as the assigner typed it. */
export function assignrPennsylvania(suffix: string): string {
  const base = dayAhead(21);
  const event = (uid: string, days: number, title: string, location: string) =>
    namedPlaceEvent(`${uid}-${suffix}@assignr.com`, base + days * DAY_MS + 23 * HOUR_MS, {
      title,
      location,
      description: "Referee: Pat Lee\\nUmpire: Sam Roe",
    });
  return calendarFile("-//Assignr//Assignr Calendar//EN", `Assignr ${suffix}`, [
    event("A-1", 0, "Bishop McDevitt at Trinity", "Trinity HS - Camp Hill"),
    event("A-2", 1, "Steelton-Highspire at Harrisburg", "Harrisburg HS - SciTech Campus"),
    event("A-3", 2, "Boiling Springs at Mechanicsburg", "@ Mechanicsburg"),
    event("A-4", 3, "Middletown at Susquehanna Township", "Susquehanna Township HS"),
    event("A-5", 4, "Elco at Lebanon", "Lebanon HS"),
    event("A-6", 5, "Annville-Cleona at Palmyra", "Palmyra"),
    event("A-7", 6, "Manheim Township at Warwick", "Warwick HS, Lititz"),
    event("A-8", 7, "West Perry at East Pennsboro", "East Pennsboro HS, Enola"),
    event("A-9", 8, "Halifax at Steelton-Highspire", "Steelton-Highspire HS"),
    event("A-10", 9, "Northampton CC at HACC", "HACC - Cooper Student Center, Harrisburg"),
    event("A-11", 10, "Millersville at Shippensburg", "Shippensburg University - Heiges Field House"),
    event("A-12", 11, "Franklin & Marshall at Dickinson", "Dickinson College, Carlisle"),
  ]);
}
