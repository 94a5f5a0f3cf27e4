import { schoolGymHref } from "~/core/schools/gym-prefill";
import type { SchoolPlace } from "~/core/schools/school";
import { schoolPlaceLine } from "~/core/schools/school-name";
import { SCHOOL_TEXT } from "~/core/schools/school-text";

/** A school matching the list's search, as its card shows it: lines and the add-a-gym link made here. */
export type SchoolMatch = {
  id: number;
  name: string;
  placeLine: string;
  kindLine: string;
  gymHref: string;
  arenas: SchoolPlace["arenas"];
};

export function toSchoolMatch(school: SchoolPlace): SchoolMatch {
  return {
    id: school.id,
    name: school.name,
    placeLine: schoolPlaceLine(school),
    kindLine: SCHOOL_TEXT.kindLine(school),
    gymHref: schoolGymHref(school),
    arenas: school.arenas,
  };
}
