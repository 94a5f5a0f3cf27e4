import { ButtonLink } from "~/app/components/ui/button";
import { CalendarClock } from "~/app/components/ui/icons/calendar-clock";
import { GAME_TEXT } from "~/core/games/messages";

/** The arena page's way into planning a game there (signed-in people only). */
export function PlanGameLink({ arenaId }: { arenaId: string }) {
  return (
    <ButtonLink to={`/arenas/${arenaId}/plan`} variant="outline" className="whitespace-nowrap">
      <CalendarClock className="size-4" aria-hidden />
      {GAME_TEXT.planLink}
    </ButtonLink>
  );
}
