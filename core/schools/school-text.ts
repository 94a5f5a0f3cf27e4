import type { SchoolKind, SchoolSector } from "./school-name";

const COLLEGE_KINDS: Record<Exclude<SchoolKind, "high_school">, string> = {
  four_year: "Four-year college",
  two_year: "Two-year college",
  other: "College",
};

/** "09-12" as "9–12", "KG-12" as "K–12". */
const gradeSpan = (grades: string) =>
  grades
    .split("-")
    .map((grade) => (grade === "KG" ? "K" : grade.replace(/^0(?=\d)/, "")))
    .join("–");

// What the schools search and a gym added from a school say; tests assert each.
export const SCHOOL_TEXT = {
  heading: (search: string) => `Schools matching “${search}”`,
  lead: "High schools and colleges from the US directories. Add a school's gym when it is not on Tipoff yet.",
  /** What kind of school it is: "Public high school · grades 9–12", "Two-year college". */
  kindLine: ({ kind, sector, grades }: { kind: SchoolKind; sector: SchoolSector | null; grades: string | null }) => {
    if (kind !== "high_school") return COLLEGE_KINDS[kind];
    const school =
      sector === "private" ? "Private high school" : sector === "public" ? "Public high school" : "High school";
    return grades ? `${school} · grades ${gradeSpan(grades)}` : school;
  },
  addGym: "Add its gym",
  addGymLabel: (school: string) => `Add its gym: ${school}`,
  noArenaYet: "No arena on Tipoff yet",
  campusCentre: "Latitude and longitude are the campus centre: move the pin to the gym's door.",
  searchMap: (search: string) => `Search the map for “${search}”`,
  mapSearchBusy: "The map search is busy. Try again in a second.",
  mapSearchUnavailable: "The map search is unavailable just now. Try again in a minute.",
  mapSearchNothing: (search: string) => `Nothing on the map matches “${search}”.`,
} as const;
