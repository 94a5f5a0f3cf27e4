import { Page } from "~/app/components/page";
import type { Route } from "./+types/arena-edit";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Edit Arena · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Edit Arena" lead="Editing arrives with the Contribute work." />;
}
