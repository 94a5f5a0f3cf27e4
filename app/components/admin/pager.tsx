import { useSearchParams } from "react-router";
import { ButtonLink } from "~/app/components/ui/button";
import { ChevronLeft } from "~/app/components/ui/icons/chevron-left";
import { ChevronRight } from "~/app/components/ui/icons/chevron-right";

/**
 * Keyset pages go forward only: "Older" follows the next cursor, "Newest" returns to the start.
 * Plain links, so paging works without JavaScript and keeps the current filters.
 */
export function Pager({ nextCursor }: { nextCursor: string | null }) {
  const [params] = useSearchParams();
  if (!nextCursor && !params.has("cursor")) return null;
  const newest = new URLSearchParams(params);
  newest.delete("cursor");
  const older = new URLSearchParams(params);
  if (nextCursor) older.set("cursor", nextCursor);
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
      {params.has("cursor") ? (
        <ButtonLink to={`?${newest}`} variant="outline">
          <ChevronLeft className="size-4" aria-hidden />
          Newest
        </ButtonLink>
      ) : (
        <span />
      )}
      {nextCursor ? (
        <ButtonLink to={`?${older}`} variant="outline">
          Older
          <ChevronRight className="size-4" aria-hidden />
        </ButtonLink>
      ) : null}
    </nav>
  );
}
