import "leaflet/dist/leaflet.css";
import "./arena-map.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import Supercluster from "supercluster";
import { requestLimit } from "~/app/lib/request-limit";
import type { ArenaPoint } from "~/core/arenas/arena-summary";
import { type Coordinates, distanceMiles, formatMilesAway } from "~/core/geo/distance";
import type { MapTiles } from "~/core/map-tiles";
import { MAP_TEXT } from "./map-text";

// Leaflet draws the tiles and markers; supercluster groups the points per zoom level, so only the
// clusters and markers inside the view exist in the DOM, whether there are 200 arenas or 100,000.

type PointProperties = { id: string; name: string };
const CONTIGUOUS_US: L.LatLngBoundsExpression = [
  [24.5, -125],
  [49.5, -66.9],
];

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 36 : count < 1000 ? 40 : 44;
  return L.divIcon({
    html: `<span>${count < 1000 ? count : `${Math.round(count / 1000)}k`}</span>`,
    className: "arena-cluster",
    iconSize: [size, size],
  });
}

const pinIcon = L.divIcon({ className: "arena-pin", iconSize: [24, 24] });
const hereIcon = L.divIcon({ className: "arena-here", iconSize: [16, 16] });

/** To 6 decimals, about 10 cm: the form's coordinates need no more. */
const toFixed6 = (value: number) => String(Math.round(value * 1e6) / 1e6);

function addGymHereLink(position: L.LatLng): HTMLElement {
  const card = document.createElement("div");
  card.className = "arena-card";
  const link = document.createElement("a");
  const params = new URLSearchParams({ latitude: toFixed6(position.lat), longitude: toFixed6(position.lng) });
  link.href = `/submit?${params}`;
  link.textContent = MAP_TEXT.addGymHere;
  card.appendChild(link);
  return card;
}

/** The marker's card, built from DOM nodes so no arena text is ever parsed as HTML. */
function arenaCard(point: PointProperties, position: Coordinates, origin: Coordinates | null): HTMLElement {
  const card = document.createElement("div");
  card.className = "arena-card";
  const name = document.createElement("p");
  name.className = "arena-card-name";
  name.textContent = point.name;
  const school = document.createElement("p");
  school.className = "arena-card-school";
  card.appendChild(name);
  card.appendChild(school);
  if (origin) {
    const distance = document.createElement("p");
    distance.className = "arena-card-distance";
    distance.textContent = formatMilesAway(distanceMiles(origin, position));
    card.appendChild(distance);
  }
  const link = document.createElement("a");
  link.href = `/arenas/${point.id}`;
  link.textContent = MAP_TEXT.viewArena;
  card.appendChild(link);
  // The school is not in the compact points: fetched when the card opens.
  fetch(`/api/arenas/${point.id}`, { signal: requestLimit() })
    .then((response) => (response.ok ? (response.json() as Promise<{ arena?: { school?: string } }>) : null))
    .then((body) => {
      school.textContent = body?.arena?.school ?? "";
    })
    .catch(() => undefined);
  return card;
}

/** Puts the clusters and markers inside the current view on the layer, replacing what was there. */
function drawClusters(
  instance: L.Map,
  clusters: Supercluster<PointProperties>,
  group: L.LayerGroup,
  origin: { current: Coordinates | null },
) {
  const bounds = instance.getBounds();
  const box: [number, number, number, number] = [
    Math.max(-180, bounds.getWest()),
    Math.max(-85, bounds.getSouth()),
    Math.min(180, bounds.getEast()),
    Math.min(85, bounds.getNorth()),
  ];
  group.clearLayers();
  for (const feature of clusters.getClusters(box, Math.round(instance.getZoom()))) {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ("cluster" in properties && properties.cluster) {
      const clusterId = properties.cluster_id;
      const marker = L.marker([latitude, longitude], {
        icon: clusterIcon(properties.point_count),
        keyboard: true,
        title: MAP_TEXT.clusterLabel(properties.point_count),
      });
      marker.on("click", () => {
        instance.flyTo([latitude, longitude], Math.min(clusters.getClusterExpansionZoom(clusterId), 18));
      });
      group.addLayer(marker);
    } else {
      const point = properties as PointProperties;
      const marker = L.marker([latitude, longitude], { icon: pinIcon, keyboard: true, title: point.name });
      marker.bindPopup(() => arenaCard(point, { latitude, longitude }, origin.current));
      group.addLayer(marker);
    }
  }
}

export default function ArenaMap({
  points,
  tiles,
  origin,
  focus,
}: {
  points: ArenaPoint[];
  tiles: MapTiles;
  origin: Coordinates | null;
  /** Where "Near me" or "Search the map" asked the map to go, with the nearest arenas to keep in view; `label` names its marker. */
  focus: { origin: Coordinates; nearest: ArenaPoint[]; label: string } | null;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const index = useRef<Supercluster<PointProperties> | null>(null);
  const originRef = useRef(origin);
  originRef.current = origin;

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { worldCopyJump: true }).fitBounds(CONTIGUOUS_US);
    // Tiles that do not load (offline, blocked) leave a blank background; markers still work.
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(instance);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    const redraw = () => {
      if (index.current && layer.current) drawClusters(instance, index.current, layer.current, originRef);
    };
    instance.on("moveend", redraw);
    // A point without an arena: "Add a gym here" opens the submit form with its coordinates.
    const offerGym = (event: L.LeafletMouseEvent) => {
      L.popup().setLatLng(event.latlng).setContent(addGymHereLink(event.latlng.wrap())).openOn(instance);
    };
    instance.on("click", offerGym);
    return () => {
      instance.off("moveend", redraw);
      instance.off("click", offerGym);
      instance.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  // New points (a new search): rebuild the index and show them all.
  useEffect(() => {
    const clusters = new Supercluster<PointProperties>({
      // Leaflet's tiles are 256 px: with that extent, radius is in screen pixels, and 56 px keeps
      // cluster icons (at most 44 px) from covering each other's tap targets.
      extent: 256,
      radius: 56,
      maxZoom: 16,
    });
    clusters.load(
      points.map(([id, latitude, longitude, name]) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [longitude, latitude] },
        properties: { id, name },
      })),
    );
    index.current = clusters;
    const instance = map.current;
    if (instance && points.length > 0) {
      const bounds = L.latLngBounds(points.map(([, latitude, longitude]) => [latitude, longitude]));
      instance.fitBounds(bounds, { padding: [24, 24], maxZoom: 13, animate: false });
    }
    if (instance && layer.current) drawClusters(instance, clusters, layer.current, originRef);
  }, [points]);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !focus) return;
    const here = L.marker([focus.origin.latitude, focus.origin.longitude], {
      icon: hereIcon,
      title: focus.label,
    }).addTo(instance);
    const bounds = L.latLngBounds([
      [focus.origin.latitude, focus.origin.longitude],
      ...focus.nearest.map(([, latitude, longitude]): [number, number] => [latitude, longitude]),
    ]);
    instance.fitBounds(bounds, { padding: [32, 32], maxZoom: 14, animate: false });
    return () => {
      here.remove();
    };
  }, [focus]);

  return <div ref={container} className="arena-map h-[60vh] min-h-80 w-full rounded-lg border" />;
}
