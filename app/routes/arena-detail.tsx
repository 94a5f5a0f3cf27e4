import { Page } from "~/app/components/page";
import type { Route } from "./+types/arena-detail";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Arena · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Arena" lead="Arena details arrive with the Browse work." />;
}
