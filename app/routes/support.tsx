import { Page } from "~/app/components/page";
import type { Route } from "./+types/support";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Support Tipoff · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Support Tipoff" lead="Support page arrives shortly." />;
}
