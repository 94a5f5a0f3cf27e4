import { Page } from "~/app/components/page";
import type { Route } from "./+types/terms";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Terms of Service · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Terms of Service" lead="Terms arrive shortly." />;
}
