import { Page } from "~/app/components/page";
import type { Route } from "./+types/admin-feedback";

export function meta(): Route.MetaDescriptors {
  return [{ title: "User Feedback · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="User Feedback" lead="Feedback triage arrives with the Admin work." />;
}
