import { Page } from "~/app/components/page";
import type { Route } from "./+types/contact";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Contact Us · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Contact Us" lead="We aim to respond within 48 hours" />;
}
