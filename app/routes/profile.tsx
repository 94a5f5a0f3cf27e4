import { Page } from "~/app/components/page";
import type { Route } from "./+types/profile";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Profile · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Profile" lead="Your profile arrives with the Accounts work." />;
}
