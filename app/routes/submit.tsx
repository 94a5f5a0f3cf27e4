import { Page } from "~/app/components/page";
import { requireUser } from "~/app/lib/auth.server";
import { ARENA_TEXT } from "~/worker/arenas/messages";
import type { Route } from "./+types/submit";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Submit New Arena · Tipoff" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { message: ARENA_TEXT.submitLoginRequired });
  return null;
}

export default function Submit() {
  return (
    <Page title="Submit New Arena" lead="Submissions are reviewed by our team before publishing.">
      <p className="text-muted-foreground">The arena form arrives with the Contribute work.</p>
    </Page>
  );
}
