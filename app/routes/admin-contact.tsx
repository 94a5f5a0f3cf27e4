import { Page } from "~/app/components/page";
import type { Route } from "./+types/admin-contact";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Contact Messages · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Contact Messages" lead="Messages arrive with the Admin work." />;
}
