import { Page } from "~/app/components/page";
import type { Route } from "./+types/admin-pending-arenas";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Pending Arenas · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Pending Arenas" lead="Review and approve arena submissions from users." />;
}
