// Ours (the spec has no map): what the map view says.
export const MAP_TEXT = {
  listView: "List",
  mapView: "Map",
  viewToggleLabel: "Show arenas as",
  loadingMap: "Loading map...",
  loadMapFailed: "Could not load the map. The list still works.",
  needsJavaScript: "The map needs JavaScript. Here is the list instead.",
  nearMe: "Near me",
  nearestHeading: "Nearest arenas",
  noPoints: "No arenas with coordinates match these filters.",
  viewArena: "View arena",
  youAreHere: "You are here",
  clusterLabel: (count: number) => `${count} arenas here: zoom in`,
  pointsShown: (count: number) => `${count} arena(s) on the map`,
} as const;
