import { Link } from "react-router";
import { Page } from "~/app/components/page";
import { requireUser } from "~/app/lib/auth.server";
import type { Route } from "./+types/favorites";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Your Favorite Arenas · Tipoff" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export default function Favorites() {
  return (
    <Page title="Your Favorite Arenas">
      <div className="rounded-lg border border-dashed p-8 text-center">
        <p className="font-medium">No Favorites Yet</p>
        <Link to="/arenas" className="mt-2 inline-flex min-h-11 items-center font-medium text-primary underline">
          Browse arenas
        </Link>
      </div>
    </Page>
  );
}
