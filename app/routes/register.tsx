import { Page } from "~/app/components/page";
import type { Route } from "./+types/register";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Create Your Account · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Create Your Account" lead="Registration arrives with the Accounts work." />;
}
