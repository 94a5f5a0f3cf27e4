// What the schools search and a gym added from a school say; tests assert each.
export const SCHOOL_TEXT = {
  heading: (search: string) => `Schools matching “${search}”`,
  lead: "Colleges from the US directory. Add a school's gym when it is not on Tipoff yet.",
  addGym: "Add its gym",
  addGymLabel: (school: string) => `Add its gym: ${school}`,
  noArenaYet: "No arena on Tipoff yet",
  campusCentre: "Latitude and longitude are the campus centre: move the pin to the gym's door.",
} as const;
