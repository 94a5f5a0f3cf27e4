import { Page } from "~/app/components/page";
import type { Route } from "./+types/submit";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Submit New Arena · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Submit New Arena" lead="Submissions are reviewed by our team before publishing." />;
}
