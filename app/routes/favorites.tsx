import { Page } from "~/app/components/page";
import type { Route } from "./+types/favorites";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Your Favorite Arenas · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Your Favorite Arenas" lead="Favorites arrive with the Browse work." />;
}
