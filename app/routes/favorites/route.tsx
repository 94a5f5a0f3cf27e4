import { useEffect } from "react";
import { Link } from "react-router";
import { ArenaGrid } from "~/app/components/arena-grid";
import { Page } from "~/app/components/page";
import { toast } from "~/app/lib/lazy-toast";
import type { Route } from "./+types/route";

export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Your Favorite Arenas · Tipoff" },
    { name: "description", content: "The arenas you saved on Tipoff." },
  ];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { arenas, error } = loaderData;
  useEffect(() => {
    if (error) toast.error(error);
  }, [error]);

  return (
    <Page title="Your Favorite Arenas">
      {arenas.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">No Favorites Yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Save the arenas you work most often to find them fast.</p>
          <Link to="/arenas" className="mt-3 inline-flex min-h-11 items-center font-medium text-primary underline">
            Browse arenas
          </Link>
        </div>
      ) : (
        <ArenaGrid arenas={arenas} favoriteIds={arenas.map((arena) => arena.id)} />
      )}
    </Page>
  );
}
