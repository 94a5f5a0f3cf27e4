import { and, eq, isNull, or } from "drizzle-orm";
import type { ArenaLevel } from "../../core/domain";
import type { SchoolKind } from "../../core/schools/school-name";
import type { Db } from "../db/client.server";
import { type ReadBatch, readAlone } from "../db/read-batch.server";
import { arenas } from "../db/schema.server";
import { normalizeVenueName } from "./event-text";
import type { SchoolRow } from "./school-candidates";
import { gymName, type VenueSite } from "./venue-place";

/** A site that names a school and no gym within it: the school's own gym. */
export const MAIN_GYM: VenueSite = { school: "", gym: null, gymIsRoom: false };

/** The level a school's gym has: a high school's "High School", a two-year college's junior college; else unknown. */
export function schoolGymLevel(kind: SchoolKind): ArenaLevel | null {
  if (kind === "high_school") return "High School";
  if (kind === "two_year") return "Community/Junior College";
  return null;
}

/**
 * The gym of a school the site names, when it is on Tipoff for the person: a published arena of
 * that school (by the school's id, or, for an arena added before schools had ids, its name and
 * state), or their own pending one. The gym of that name first ("Norcross High School — Gym 2");
 * for the school itself (no gym named), its one published arena, else the person's own one.
 */
export async function findSchoolGym(
  deps: { db: Db; read?: ReadBatch },
  userId: string,
  school: Pick<SchoolRow, "id" | "name" | "state">,
  site: VenueSite | null,
): Promise<{ id: string; name: string } | null> {
  const read = deps.read ?? readAlone;
  const rows = await read(
    deps.db
      .select({ id: arenas.id, name: arenas.name, approved: arenas.approved })
      .from(arenas)
      .where(
        and(
          or(
            eq(arenas.schoolId, school.id),
            and(isNull(arenas.schoolId), eq(arenas.school, school.name), eq(arenas.state, school.state)),
          ),
          or(eq(arenas.approved, true), eq(arenas.createdBy, userId)),
        ),
      )
      .limit(50),
  );
  const wanted = normalizeVenueName(gymName(site ?? MAIN_GYM, school.name));
  const byName = (approved: boolean) =>
    rows.find((row) => row.approved === approved && normalizeVenueName(row.name) === wanted);
  const named = byName(true) ?? byName(false);
  if (named) return named;
  if (site?.gym != null) return null;
  // A school's rooms are named "School — Room": the school's own gym is none of them.
  const mains = rows.filter((row) => !row.name.includes(" — "));
  const approved = mains.filter((row) => row.approved);
  if (approved.length === 1 && approved[0]) return approved[0];
  const own = mains.filter((row) => !row.approved);
  return approved.length === 0 && own.length === 1 && own[0] ? own[0] : null;
}
