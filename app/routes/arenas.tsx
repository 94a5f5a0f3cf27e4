import { ArenaCard } from "~/app/components/arena-card";
import { Page } from "~/app/components/page";
import { listApprovedArenas } from "~/worker/arenas/queries";
import { getServices } from "~/worker/context";
import type { Route } from "./+types/arenas";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Arena List · Tipoff" },
    {
      name: "description",
      content: "Find basketball arenas: address, officials' parking, locker rooms and directions.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const arenas = await listApprovedArenas(getServices(context));
  return { arenas };
}

export default function ArenaList({ loaderData }: Route.ComponentProps) {
  const { arenas } = loaderData;
  return (
    <Page title="Arena List">
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
        {`${arenas.length} arena(s) found`}
      </p>
      {arenas.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">No arenas match your filter criteria.</p>
          <p className="mt-1 text-sm text-muted-foreground">Try adjusting your filters or search term.</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {arenas.map((arena) => (
            <li key={arena.id}>
              <ArenaCard arena={arena} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
