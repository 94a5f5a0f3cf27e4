import "leaflet/dist/leaflet.css";
import "~/app/components/arena-map/arena-map.css";
import "./arrival-pins.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { PinName } from "~/core/arenas/arrival-text";
import type { Coordinates } from "~/core/geo/distance";
import { SUGGESTION_PINS_TEXT } from "~/core/knowledge/messages";
import type { MapTiles } from "~/core/map-tiles";

export type ReviewPin = { pin: PinName; at: Coordinates; suggested: boolean };

const LETTERS: Record<PinName, string> = { entrance: "D", parking: "P" };
const TITLES: Record<PinName, { suggested: string; current: string }> = {
  entrance: { suggested: SUGGESTION_PINS_TEXT.suggestedDoor, current: SUGGESTION_PINS_TEXT.currentDoor },
  parking: { suggested: SUGGESTION_PINS_TEXT.suggestedParking, current: SUGGESTION_PINS_TEXT.currentParking },
};

/** A small still map: the arena, the suggested pins (filled) and the pins as they are now (outlined). */
export default function SuggestionPinsMap({
  tiles,
  arena,
  pins,
}: {
  tiles: MapTiles;
  arena: Coordinates | null;
  pins: ReviewPin[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef({ arena, pins });

  useEffect(() => {
    if (!container.current) return;
    const { arena: at, pins: drawn } = shown.current;
    const map = L.map(container.current, { zoomControl: false, keyboard: false, scrollWheelZoom: false });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    const points: L.LatLngExpression[] = [];
    if (at) {
      const arenaIcon = L.divIcon({ className: "arrival-arena", iconSize: [14, 14] });
      L.marker([at.latitude, at.longitude], {
        icon: arenaIcon,
        interactive: false,
        keyboard: false,
        title: SUGGESTION_PINS_TEXT.arena,
      }).addTo(map);
      points.push([at.latitude, at.longitude]);
    }
    for (const { pin, at: where, suggested } of drawn) {
      const icon = L.divIcon({
        className: `arrival-pin ${suggested ? `arrival-pin-${pin}` : "arrival-pin-current"}`,
        html: `<div class="arrival-pin-shape"><span aria-hidden="true">${LETTERS[pin]}</span></div>`,
        iconSize: [26, 26],
        iconAnchor: [13, 31],
      });
      const title = suggested ? TITLES[pin].suggested : TITLES[pin].current;
      L.marker([where.latitude, where.longitude], { icon, interactive: false, keyboard: false, title }).addTo(map);
      points.push([where.latitude, where.longitude]);
    }
    // Room above each point for its pin (anchored at its tip) and below for the attribution.
    map.fitBounds(L.latLngBounds(points), { paddingTopLeft: [24, 40], paddingBottomRight: [24, 36], maxZoom: 18 });
    return () => {
      map.remove();
    };
  }, [tiles.url, tiles.attribution]);

  return (
    <div
      ref={container}
      className="arena-map arrival-map h-56 w-full rounded-md border"
      data-testid="suggestion-pins-map"
    />
  );
}
