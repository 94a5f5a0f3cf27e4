import { ButtonLink } from "~/app/components/ui/button";
import { COMMON_TEXT } from "~/core/common-text";
import type { Route } from "./+types/route";

export { loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Page not found · Tipoff" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">{COMMON_TEXT.pageNotFoundTitle}</h1>
      <p className="mt-3 break-words text-muted-foreground">
        There is no page at <code className="rounded bg-muted px-1">{loaderData.path}</code>.
      </p>
      <ButtonLink to="/" className="mt-8">
        {COMMON_TEXT.returnHome}
      </ButtonLink>
    </div>
  );
}
