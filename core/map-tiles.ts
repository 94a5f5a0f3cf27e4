// Where the map's tiles come from: read from the environment on the server, used by the map in the browser.

export type MapTiles = { url: string; attribution: string };
