import { PageLink } from "~/app/components/page-link";
import { buttonClasses } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Plus } from "~/app/components/ui/icons/plus";
import { SCHOOL_TEXT } from "~/core/schools/school-text";
import type { SchoolMatch } from "./school-match.server";

/**
 * Schools matching the list's search, after the arenas: their gyms on Tipoff, or a way to add one.
 * Their lines and links come made from the loader (./school-match.server.ts): the list page's
 * scripts do not carry the arena form's prefill and labels for a section most lists never show.
 */
export function SchoolMatches({ search, schools }: { search: string; schools: SchoolMatch[] }) {
  if (schools.length === 0) return null;
  return (
    <section aria-labelledby="school-matches" className="mt-10">
      <h2 id="school-matches" className="text-xl font-semibold">
        {SCHOOL_TEXT.heading(search)}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{SCHOOL_TEXT.lead}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {schools.map((school) => (
          <li key={school.id}>
            <Card className="flex h-full flex-col gap-3 p-4">
              <div>
                <h3 className="text-lg font-semibold leading-tight">{school.name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{school.placeLine}</p>
                <p className="text-sm text-muted-foreground">{school.kindLine}</p>
              </div>
              {school.arenas.length > 0 ? (
                <ul className="flex flex-col gap-1">
                  {school.arenas.map((arena) => (
                    <li key={arena.id}>
                      <PageLink to={`/arenas/${arena.id}`} className="inline-flex min-h-11 items-center underline">
                        {arena.name}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm">{SCHOOL_TEXT.noArenaYet}</p>
              )}
              <a
                href={school.gymHref}
                className={buttonClasses("outline", "md", "mt-auto self-start")}
                aria-label={SCHOOL_TEXT.addGymLabel(school.name)}
              >
                <Plus className="size-4" aria-hidden />
                {SCHOOL_TEXT.addGym}
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
