import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbCtx } from "../db/client.server";
import { arenas } from "../db/schema.server";
import { normalizeVenueName } from "./event-text";
import type { SchoolRow } from "./school-candidates";
import { gymName, type VenueSite } from "./venue-place";

/** A site that names a school and no gym within it: the school's own gym. */
export const MAIN_GYM: VenueSite = { school: "", gym: null, gymIsRoom: false, towns: [] };

type School = Pick<SchoolRow, "id" | "name" | "state">;
type GymRow = { id: string; name: string; approved: boolean; schoolId: number | null; school: string; state: string };

/** Schools whose gyms one statement reads at most: D1 binds at most 100 parameters. */
const SCHOOLS_PER_STATEMENT = 40;
/** Gyms of one school read at most (a school has a few). */
const GYMS_PER_SCHOOL = 50;

/**
 * The arenas of these schools the person may use, per school: published ones and the person's own
 * pending ones, of the school's id, or, for an arena added before schools had ids, of its name and
 * state. A few statements for a whole import.
 */
export async function schoolGymsOf(
  ctx: DbCtx,
  userId: string,
  schools: readonly School[],
): Promise<Map<number, GymRow[]>> {
  const unique = [...new Map(schools.map((school) => [school.id, school])).values()];
  const parts: School[][] = [];
  for (let index = 0; index < unique.length; index += SCHOOLS_PER_STATEMENT) {
    parts.push(unique.slice(index, index + SCHOOLS_PER_STATEMENT));
  }
  const rows = (
    await Promise.all(
      parts.map((part) =>
        ctx.db
          .select({
            id: arenas.id,
            name: arenas.name,
            approved: arenas.approved,
            schoolId: arenas.schoolId,
            school: arenas.school,
            state: arenas.state,
          })
          .from(arenas)
          .where(
            and(
              or(
                inArray(
                  arenas.schoolId,
                  part.map((school) => school.id),
                ),
                and(
                  isNull(arenas.schoolId),
                  inArray(
                    arenas.school,
                    part.map((school) => school.name),
                  ),
                ),
              ),
              or(eq(arenas.approved, true), eq(arenas.createdBy, userId)),
            ),
          )
          .limit(GYMS_PER_SCHOOL * part.length),
      ),
    )
  ).flat();
  const gyms = new Map<number, GymRow[]>();
  for (const school of unique) {
    gyms.set(
      school.id,
      rows.filter((row) =>
        row.schoolId === null ? row.school === school.name && row.state === school.state : row.schoolId === school.id,
      ),
    );
  }
  return gyms;
}

/**
 * The gym of a school the site names among the school's arenas: the gym of that name first
 * ("Norcross High School — Gym 2", published before the person's own); for the school itself (no
 * gym named), its one published arena, else the person's own one.
 */
export function pickSchoolGym(
  gyms: readonly GymRow[],
  school: Pick<School, "name">,
  site: VenueSite | null,
): { id: string; name: string } | null {
  const wanted = normalizeVenueName(gymName(site ?? MAIN_GYM, school.name));
  const byName = (approved: boolean) =>
    gyms.find((row) => row.approved === approved && normalizeVenueName(row.name) === wanted);
  const named = byName(true) ?? byName(false);
  if (named) return named;
  if (site?.gym != null) return null;
  // A school's rooms are named "School — Room": the school's own gym is none of them.
  const mains = gyms.filter((row) => !row.name.includes(" — "));
  const approved = mains.filter((row) => row.approved);
  if (approved.length === 1 && approved[0]) return approved[0];
  const own = mains.filter((row) => !row.approved);
  return approved.length === 0 && own.length === 1 && own[0] ? own[0] : null;
}

/** The gym of one school the site names, when it is on Tipoff for the person. */
export async function findSchoolGym(
  ctx: DbCtx,
  userId: string,
  school: School,
  site: VenueSite | null,
): Promise<{ id: string; name: string } | null> {
  const gyms = await schoolGymsOf(ctx, userId, [school]);
  return pickSchoolGym(gyms.get(school.id) ?? [], school, site);
}
