import { lazy, Suspense, useEffect, useState } from "react";
import { useMapTiles } from "~/app/lib/user";
import { PINS, type PinName } from "~/core/arenas/arrival-text";
import { SUGGESTION_PINS_TEXT } from "~/core/knowledge/messages";
import type { SuggestionReview } from "~/core/suggestions/suggestion-review";
import type { ReviewPin } from "./suggestion-pins-map";

// Its own chunk with Leaflet, loaded only on a review card that has pins to show.
const SuggestionPinsMap = lazy(() => import("./suggestion-pins-map"));

const PIN_NAMES: readonly PinName[] = ["entrance", "parking"];

function pinFrom(values: Record<string, unknown>, pin: PinName) {
  const latitude = values[PINS[pin].latitude];
  const longitude = values[PINS[pin].longitude];
  return typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : null;
}

/** The pins a suggestion moves: where it puts them, and where they are now. */
export function reviewPins(suggestion: Pick<SuggestionReview, "fields" | "current">): ReviewPin[] {
  return PIN_NAMES.flatMap((pin): ReviewPin[] => {
    const suggested = pinFrom(suggestion.fields, pin);
    if (!suggested && !(PINS[pin].latitude in suggestion.fields)) return [];
    const now = pinFrom(suggestion.current, pin);
    return [
      ...(suggested ? [{ pin, at: suggested, suggested: true }] : []),
      ...(now ? [{ pin, at: now, suggested: false }] : []),
    ];
  });
}

/**
 * The review card's map of an arrival suggestion's pins, beside its text; nothing for a suggestion
 * without pins, and nothing before the page runs its scripts (the text says every value).
 */
export function SuggestionPins({
  suggestion,
}: {
  suggestion: Pick<SuggestionReview, "fields" | "current" | "arenaLocation" | "arenaName">;
}) {
  const tiles = useMapTiles();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const pins = reviewPins(suggestion);
  if (pins.length === 0 || !tiles) return null;
  return (
    <figure className="js-only flex flex-col gap-1" aria-label={SUGGESTION_PINS_TEXT.mapLabel(suggestion.arenaName)}>
      {mounted ? (
        <Suspense fallback={<div className="h-56 w-full rounded-md border bg-muted" />}>
          <SuggestionPinsMap tiles={tiles} arena={suggestion.arenaLocation} pins={pins} />
        </Suspense>
      ) : (
        <div className="h-56 w-full rounded-md border bg-muted" />
      )}
      <figcaption className="text-xs text-muted-foreground">{SUGGESTION_PINS_TEXT.legend}</figcaption>
    </figure>
  );
}
