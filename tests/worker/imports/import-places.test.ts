import { describe, expect, it } from "vitest";
import { type CandidateArena, rankCandidates } from "~/worker/imports/candidates";
import { gymAndSchool, placeAddressLine, readSite, readVenuePlace } from "~/worker/imports/venue-place";

// What a calendar's LOCATION says, read apart, and which arenas "Which gym is this?" offers.

describe("readVenuePlace: every LOCATION shape calendars send", () => {
  it.each([
    [" 45 Rowland Ave, Delaware, OH 43015", { name: "", street: "45 Rowland Ave", city: "Delaware", state: "OH" }],
    [
      "200 Sample School Rd, Sample City WA  99001",
      { name: "", street: "200 Sample School Rd", city: "Sample City", state: "WA", zipCode: "99001" },
    ],
    [
      "Alumni Hall - Ohio Dominican University, 1216 Sunbury Rd, Columbus, OH 43219",
      {
        name: "Alumni Hall - Ohio Dominican University",
        street: "1216 Sunbury Rd",
        city: "Columbus",
        state: "OH",
        zipCode: "43219",
      },
    ],
    [
      "Branch Rickey Arena, 45 Rowland Ave, Delaware, OH 43015, USA",
      { name: "Branch Rickey Arena", street: "45 Rowland Ave", city: "Delaware", state: "OH", zipCode: "43015" },
    ],
    ["Westerville Central HS Main Gym", { name: "Westerville Central HS Main Gym", street: "", city: "", state: "" }],
    [
      "Gym, Annex, 5 Elm St, Columbus, Ohio 43219-1234, United States",
      { name: "Gym, Annex", street: "5 Elm St", city: "Columbus", state: "OH", zipCode: "43219-1234" },
    ],
    [
      "West Spring Street and Elm Street, Youngstown, OH 44502",
      { name: "", street: "West Spring Street and Elm Street", city: "Youngstown", state: "OH" },
    ],
    ["Alumni Hall, 1216 Sunbury Rd, Columbus", { name: "Alumni Hall", street: "1216 Sunbury Rd", city: "Columbus" }],
  ])("%s", (location, expected) => {
    expect(readVenuePlace(location)).toMatchObject(expected);
  });

  it("writes the address part back as one line, and reads only a place's first 300 characters", () => {
    const place = readVenuePlace("Alumni Hall - Ohio Dominican University, 1216 Sunbury Rd, Columbus, OH 43219");
    expect(placeAddressLine(place)).toBe("1216 Sunbury Rd, Columbus, OH 43219");
    const hostile = readVenuePlace(`${"a, ".repeat(200_000)}1 Main St, Columbus, OH`);
    expect(hostile).toMatchObject({ street: "", city: "", state: "" });
  });

  it("tells a gym from its school, whichever comes first, and names a room with its school", () => {
    expect(gymAndSchool("Alumni Hall - Ohio Dominican University")).toEqual({
      gym: "Alumni Hall",
      school: "Ohio Dominican University",
    });
    expect(gymAndSchool("Ohio Wesleyan University - Branch Rickey Arena")).toEqual({
      gym: "Branch Rickey Arena",
      school: "Ohio Wesleyan University",
    });
    // The school's own gym is the school.
    expect(gymAndSchool("Ohio Wesleyan University - Gym")).toEqual({
      gym: "Ohio Wesleyan University",
      school: "Ohio Wesleyan University",
    });
    expect(gymAndSchool("Westerville Central HS Main Gym")).toEqual({
      gym: "Westerville Central HS",
      school: "Westerville Central HS",
    });
    // Another room of it keeps the school's name beside its own.
    for (const site of ["Norcross HS - Gym 2", "Norcross HS Gym 2", "Norcross HS (Gym 2)", "Norcross HS: Gym 2"]) {
      expect(gymAndSchool(site)).toEqual({ gym: "Norcross HS — Gym 2", school: "Norcross HS" });
    }
    expect(gymAndSchool("Brookwood High School Aux Gym")).toEqual({
      gym: "Brookwood High School — Aux Gym",
      school: "Brookwood High School",
    });
    expect(gymAndSchool("Grayson HS - Court 3").gym).toBe("Grayson HS — Court 3");
    // "@ Berkmar": the game is at Berkmar; a fieldhouse of its own name is no room.
    expect(readSite("@ Berkmar")).toEqual({ school: "Berkmar", gym: null, gymIsRoom: false, towns: [] });
    expect(readSite("at Berkmar High Main Gym")).toEqual({
      school: "Berkmar High",
      gym: null,
      gymIsRoom: false,
      towns: [],
    });
    expect(readSite("Hinkle Fieldhouse")).toEqual({
      school: "Hinkle Fieldhouse",
      gym: null,
      gymIsRoom: false,
      towns: [],
    });
    // A gym's own name may end in "Gym": only a school's name before it makes it a room.
    expect(readSite("Hoosier Gym")).toEqual({ school: "Hoosier Gym", gym: null, gymIsRoom: false, towns: [] });
    expect(readSite("Berkmar HS Gym")).toEqual({ school: "Berkmar HS", gym: null, gymIsRoom: false, towns: [] });
    // Arbiter's "Subsite: Main" is the site itself.
    expect(readSite("Allen Middle School - Main")).toEqual({
      school: "Allen Middle School",
      gym: null,
      gymIsRoom: false,
      towns: [],
    });
  });

  it("reads a LOCATION written on several lines as its parts", () => {
    expect(readVenuePlace("Mill Creek High School\n4400 Braselton Hwy\nHoschton, GA 30548")).toEqual({
      name: "Mill Creek High School",
      street: "4400 Braselton Hwy",
      city: "Hoschton",
      state: "GA",
      zipCode: "30548",
    });
  });
});

const arena = (overrides: Partial<CandidateArena> & Pick<CandidateArena, "id" | "name">): CandidateArena => ({
  school: overrides.name,
  city: "Columbus",
  state: "OH",
  latitude: null,
  longitude: null,
  ...overrides,
});

// Capital University's gym in Bexley, Ohio, and arenas near and far.
const BEXLEY = { latitude: 39.9556, longitude: -82.9382 };
const UD_ARENA = arena({
  id: "ud",
  name: "University of Dayton Arena",
  school: "University of Dayton",
  city: "Dayton",
  latitude: 39.7355,
  longitude: -84.1998,
});
const VALUE_CITY = arena({
  id: "vca",
  name: "Value City Arena",
  school: "Ohio State University",
  latitude: 40.0076,
  longitude: -83.025,
});

describe("rankCandidates: never a far guess", () => {
  it("does not offer a far arena that shares only the words every institution has", () => {
    const offered = rankCandidates(
      { site: "Capital University", city: "Bexley", state: "OH" },
      { ...BEXLEY, precise: true },
      [UD_ARENA, VALUE_CITY],
    );
    expect(offered.map((candidate) => candidate.arenaId)).toEqual(["vca"]);
    expect(offered[0]).toMatchObject({ place: "Columbus, OH", miles: 5.8 });
    // Value City Arena is 9 km away: offered for its nearness, not chosen.
    expect(offered[0]?.preselected).toBeUndefined();
  });

  it("chooses the one arena within 2 km of the street address, and none when two are there", () => {
    const capital = arena({
      id: "cap",
      name: "Capital Center",
      city: "Bexley",
      latitude: 39.9561,
      longitude: -82.9375,
    });
    const one = rankCandidates(
      { site: "Capital University", city: "Bexley", state: "OH" },
      { ...BEXLEY, precise: true },
      [VALUE_CITY, capital],
    );
    expect(one[0]).toMatchObject({ arenaId: "cap", preselected: true });
    expect(one.filter((candidate) => candidate.preselected)).toHaveLength(1);

    const annex = { ...capital, id: "annex", name: "Capital Annex", latitude: 39.957, longitude: -82.939 };
    const two = rankCandidates(
      { site: "Capital University", city: "Bexley", state: "OH" },
      { ...BEXLEY, precise: true },
      [capital, annex],
    );
    expect(two.some((candidate) => candidate.preselected)).toBe(false);
    // Only the town was found: nearness ranks, but nothing is chosen by it.
    const town = rankCandidates(
      { site: "Capital University", city: "Bexley", state: "OH" },
      { ...BEXLEY, precise: false },
      [capital],
    );
    expect(town[0]?.preselected).toBeUndefined();
  });

  it("chooses an arena of exactly the site's name in the venue's own town, not in another", () => {
    const alumni = arena({ id: "alumni", name: "Alumni Hall", school: "Ohio Dominican University" });
    const elsewhere = arena({ id: "other", name: "Alumni Hall", school: "Other College", city: "Dayton" });
    const offered = rankCandidates(
      { site: "Alumni Hall - Ohio Dominican University", city: "Columbus", state: "OH" },
      null,
      [elsewhere, alumni],
    );
    expect(offered[0]).toMatchObject({ arenaId: "alumni", preselected: true });
    expect(offered.find((candidate) => candidate.arenaId === "other")?.preselected).toBeUndefined();
  });
});
