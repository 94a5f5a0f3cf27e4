import "leaflet/dist/leaflet.css";
import "./arena-map.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { Coordinates } from "~/core/geo/distance";
import type { MapTiles } from "~/core/map-tiles";
import { MAP_TEXT } from "./map-text";

const US_CENTER: L.LatLngExpression = [39.5, -98.35];
const pinIcon = L.divIcon({ className: "arena-pin", iconSize: [24, 24] });

/** A map to place one point: a click puts (or moves) the marker, which can also be dragged. */
export default function PickMap({
  tiles,
  initial,
  center = null,
  pointLabel = MAP_TEXT.pickedPoint,
  zoom: startZoom = 16,
  centerZoom = 17,
  onPick,
}: {
  tiles: MapTiles;
  /** The point already chosen: the map opens on it, with its marker. */
  initial: Coordinates | null;
  /** Where to open when nothing is chosen yet (the arena, for its door or lot). */
  center?: Coordinates | null;
  pointLabel?: string;
  /** The zoom on the point already chosen. */
  zoom?: number;
  /** The zoom on `center` (a town wants a wider view than an arena). */
  centerZoom?: number;
  onPick: (position: Coordinates) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const start = useRef(initial);
  const around = useRef(center);
  const title = useRef(pointLabel);
  const firstZoom = useRef(startZoom);
  const aroundZoom = useRef(centerZoom);

  useEffect(() => {
    if (!container.current) return;
    const first = start.current;
    const view = first ?? around.current;
    const zoom = first ? firstZoom.current : view ? aroundZoom.current : 4;
    const map = L.map(container.current).setView(view ? [view.latitude, view.longitude] : US_CENTER, zoom);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    let marker: L.Marker | null = null;
    const place = (position: L.LatLng) => {
      if (!marker) {
        marker = L.marker(position, { icon: pinIcon, draggable: true, title: title.current }).addTo(map);
        marker.on("dragend", () => {
          if (marker) pick.current(rounded(marker.getLatLng()));
        });
      } else {
        marker.setLatLng(position);
      }
      pick.current(rounded(position));
    };
    if (first) {
      marker = L.marker([first.latitude, first.longitude], {
        icon: pinIcon,
        draggable: true,
        title: title.current,
      }).addTo(map);
      marker.on("dragend", () => {
        if (marker) pick.current(rounded(marker.getLatLng()));
      });
    }
    map.on("click", (event: L.LeafletMouseEvent) => place(event.latlng));
    return () => {
      map.remove();
    };
  }, [tiles.url, tiles.attribution]);

  return <div ref={container} className="arena-map h-72 w-full rounded-lg border" data-testid="pick-map" />;
}

/** Six decimals: about 10 cm, more than a door needs. */
function rounded(position: L.LatLng): Coordinates {
  return { latitude: Math.round(position.lat * 1e6) / 1e6, longitude: Math.round(position.lng * 1e6) / 1e6 };
}
