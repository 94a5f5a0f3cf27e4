// What the schools search and a gym added from a school say; tests assert each.
export const SCHOOL_TEXT = {
  heading: (search: string) => `Schools matching “${search}”`,
  lead: "Colleges from the US directory. Add a school's gym when it is not on Tipoff yet.",
  addGym: "Add its gym",
  addGymLabel: (school: string) => `Add its gym: ${school}`,
  noArenaYet: "No arena on Tipoff yet",
  campusCentre: "Latitude and longitude are the campus centre: move the pin to the gym's door.",
  searchMap: (search: string) => `Search the map for “${search}”`,
  mapSearchBusy: "The map search is busy. Try again in a second.",
  mapSearchUnavailable: "The map search is unavailable just now. Try again in a minute.",
  mapSearchNothing: (search: string) => `Nothing on the map matches “${search}”.`,
} as const;
