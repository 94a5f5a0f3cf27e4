import { Button } from "~/app/components/ui/button";
import { Printer } from "~/app/components/ui/icons/printer";
import { useHydrated } from "~/app/lib/use-hydrated";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";

/**
 * Print for a page of My Games (the mileage report, pay). Printing needs JavaScript; without it the
 * button would do nothing, so it appears once the page runs.
 */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer className="size-4" aria-hidden />
      {MILEAGE_TEXT.print}
    </Button>
  );
}
