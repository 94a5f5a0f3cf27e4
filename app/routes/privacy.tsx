import { Page } from "~/app/components/page";
import type { Route } from "./+types/privacy";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Privacy Policy · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Privacy Policy" lead="Privacy policy arrives shortly." />;
}
