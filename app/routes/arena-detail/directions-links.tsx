import { buttonClasses } from "~/app/components/ui/button";
import { ExternalLink } from "~/app/components/ui/icons/external-link";
import { Footprints } from "~/app/components/ui/icons/footprints";
import { DIRECTIONS_TEXT } from "~/core/arenas/arrival-text";
import type { Directions } from "~/core/arenas/directions";

/**
 * Get Directions (to the parking pin, else the entrance pin, else the address) and, with both pins,
 * the walk from the lot to the door; both open in the chosen maps app, rendered on the server.
 * They open in a new tab, as Get Directions always has.
 */
export function DirectionsLinks({ directions }: { directions: Directions }) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap md:flex-col">
        <a
          href={directions.drive}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("primary", "lg", "w-full sm:w-auto md:w-full")}
        >
          <ExternalLink className="size-5" aria-hidden />
          {DIRECTIONS_TEXT.getDirections}
        </a>
        {directions.walk ? (
          <a
            href={directions.walk}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("outline", "md", "w-full sm:w-auto md:w-full")}
          >
            <Footprints className="size-4" aria-hidden />
            {DIRECTIONS_TEXT.walk}
          </a>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground" data-testid="drive-to">
        {DIRECTIONS_TEXT.driveTo[directions.driveTo]}
      </p>
    </div>
  );
}
