import "leaflet/dist/leaflet.css";
import "~/app/components/arena-map/arena-map.css";
import "~/app/components/knowledge/arrival-pins.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { PinName } from "~/core/arenas/arrival-text";
import type { Coordinates } from "~/core/geo/distance";
import { ARRIVAL_FORM_PAGE_TEXT } from "~/core/knowledge/messages";
import type { MapTiles } from "~/core/map-tiles";

const PIN_LABELS: Record<PinName, string> = {
  entrance: ARRIVAL_FORM_PAGE_TEXT.pinDoor,
  parking: ARRIVAL_FORM_PAGE_TEXT.pinParking,
};
// A letter on each pin, so the two read apart without colour.
const PIN_LETTERS: Record<PinName, string> = { entrance: "D", parking: "P" };

const pinIcon = (pin: PinName) =>
  L.divIcon({
    className: `arrival-pin arrival-pin-${pin}`,
    html: `<div class="arrival-pin-shape"><span aria-hidden="true">${PIN_LETTERS[pin]}</span></div>`,
    iconSize: [30, 30],
    iconAnchor: [15, 36],
  });
const arenaIcon = L.divIcon({ className: "arrival-arena", iconSize: [14, 14] });

/** Six decimals: about 10 cm, more than a door needs. */
function rounded(position: L.LatLng): Coordinates {
  return { latitude: Math.round(position.lat * 1e6) / 1e6, longitude: Math.round(position.lng * 1e6) / 1e6 };
}

export type PinMapHandle = { center: () => Coordinates };

/**
 * The arena's map for its two pins: a tap places the chosen pin (or moves it), a drag adjusts it.
 * The pins are the form's state; this map only draws them and reports where they go.
 */
export default function ArrivalPinMap({
  tiles,
  arena,
  arenaName,
  pins,
  active,
  onPlace,
  handle,
}: {
  tiles: MapTiles;
  arena: Coordinates;
  arenaName: string;
  pins: Record<PinName, Coordinates | null>;
  active: PinName;
  onPlace: (pin: PinName, at: Coordinates) => void;
  handle: { current: PinMapHandle | null };
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<Partial<Record<PinName, L.Marker>>>({});
  const place = useRef(onPlace);
  place.current = onPlace;
  const chosen = useRef(active);
  chosen.current = active;
  const start = useRef({ arena, arenaName });

  useEffect(() => {
    if (!container.current) return;
    const { arena: at, arenaName: name } = start.current;
    const created = L.map(container.current).setView([at.latitude, at.longitude], 17);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    L.marker([at.latitude, at.longitude], { icon: arenaIcon, interactive: false, keyboard: false, title: name }).addTo(
      created,
    );
    created.on("click", (event: L.LeafletMouseEvent) => place.current(chosen.current, rounded(event.latlng)));
    map.current = created;
    handle.current = { center: () => rounded(created.getCenter()) };
    return () => {
      created.remove();
      map.current = null;
      markers.current = {};
      handle.current = null;
    };
  }, [tiles.url, tiles.attribution, handle]);

  // The pins follow the form's state: placed, moved or removed.
  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    for (const pin of ["entrance", "parking"] as const) {
      const at = pins[pin];
      const marker = markers.current[pin];
      if (!at) {
        marker?.remove();
        delete markers.current[pin];
      } else if (marker) {
        marker.setLatLng([at.latitude, at.longitude]);
      } else {
        const created = L.marker([at.latitude, at.longitude], {
          icon: pinIcon(pin),
          draggable: true,
          title: PIN_LABELS[pin],
          alt: PIN_LABELS[pin],
        }).addTo(shown);
        created.on("dragend", () => place.current(pin, rounded(created.getLatLng())));
        markers.current[pin] = created;
      }
    }
  }, [pins]);

  return (
    <div
      ref={container}
      className="arena-map arrival-map h-64 w-full rounded-lg border sm:h-80"
      data-testid="arrival-pin-map"
    />
  );
}
