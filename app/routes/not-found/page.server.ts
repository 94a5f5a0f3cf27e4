import { data } from "react-router";
import type { Route } from "./+types/route";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  // Log the attempted path: a trail of broken links to fix.
  console.warn(`404: no page at ${path}`);
  return data({ path }, { status: 404 });
}
