import { Page } from "~/app/components/page";
import type { Route } from "./+types/login";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Login to Your Account · Tipoff" }];
}

export default function Placeholder() {
  return <Page title="Login to Your Account" lead="Sign-in arrives with the Accounts work." />;
}
