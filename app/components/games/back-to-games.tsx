import { Link } from "react-router";
import { ArrowLeft } from "~/app/components/ui/icons/arrow-left";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";

/** The way back from a page of My Games (the mileage report, pay); left off the printed page. */
export function BackToGames() {
  return (
    <Link
      to="/games"
      className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {MILEAGE_TEXT.backToGames}
    </Link>
  );
}
