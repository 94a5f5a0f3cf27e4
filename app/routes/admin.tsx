import { Page } from "~/app/components/page";
import type { Route } from "./+types/admin";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Admin Dashboard · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Admin Dashboard" lead="The admin console arrives with the Admin work." />;
}
