import { Page } from "~/app/components/page";
import type { Route } from "./+types/feedback";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Submit Feedback · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Submit Feedback" lead="The feedback form arrives with the Feedback work." />;
}
