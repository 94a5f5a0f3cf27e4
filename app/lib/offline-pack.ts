import { OFFLINE_CACHES, SAVED_AT_HEADER, SAVED_TITLE_HEADER } from "./offline-text";
import { requestLimit } from "./request-limit";

// The game-day pack's work in the browser (public/sw.js, docs/decisions/062), loaded after the first
// paint by useOfflinePack (app/lib/offline.ts) and by the offline page.

function postToWorker(message: { type: "keep"; urls: string[] } | { type: "forget" }) {
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(message))
    .catch(() => undefined);
}

/** How long after tip-off a game's arena stays in the pack (the drive home, a late game). */
const KEEP_AFTER_TIPOFF_MS = 6 * 60 * 60 * 1000;

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal: requestLimit() });
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * Asks the service worker to keep the signed-in person's pack fresh for offline use: their favorite
 * arenas, and with upcoming planned games, My Games and each game's arena.
 */
export async function keepPack() {
  const [favorites, planned] = await Promise.all([
    getJson<{ arenas: Array<{ id: string }> }>("/api/favorites"),
    getJson<{ games: Array<{ arenaId: string | null; tipoffAt: string }> }>("/api/games"),
  ]);
  if (!favorites || !planned) return;
  const upcoming = planned.games.filter((game) => Date.parse(game.tipoffAt) > Date.now() - KEEP_AFTER_TIPOFF_MS);
  // A game waiting for a gym (its arena deleted) has no arena page to keep; My Games still lists it.
  const gameArenaIds = upcoming.flatMap((game) => (game.arenaId ? [game.arenaId] : []));
  const arenaIds = new Set([...favorites.arenas.map((arena) => arena.id), ...gameArenaIds]);
  const urls = [...arenaIds].map((id) => `/arenas/${id}`);
  if (upcoming.length > 0) urls.push("/games");
  postToWorker({ type: "keep", urls });
}

/** Registers the service worker (production builds only, see useOfflinePack). */
export function registerServiceWorker(): Promise<unknown> {
  return navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("service worker", error));
}

/** Signed out: the kept pages go, and the service worker stops refreshing them. */
export async function forgetPack() {
  postToWorker({ type: "forget" });
  await caches.delete(OFFLINE_CACHES.pages);
}

/** The pages kept on this device, for the offline page. */
export async function listSavedPages(): Promise<Array<{ url: string; title: string; savedAt: Date | null }>> {
  if (!("caches" in window)) return [];
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const requests = await cache.keys();
  const pages = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request, { ignoreVary: true });
      const title = response?.headers.get(SAVED_TITLE_HEADER);
      const savedAt = response?.headers.get(SAVED_AT_HEADER);
      return {
        url: new URL(request.url).pathname,
        title: title ? pageTitle(decodeURIComponent(title)) : new URL(request.url).pathname,
        savedAt: savedAt ? new Date(savedAt) : null,
      };
    }),
  );
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

/** The saved `<title>` as text (it is stored as the server escaped it), without the site name. */
function pageTitle(escaped: string): string {
  const text = new DOMParser().parseFromString(escaped, "text/html").documentElement.textContent ?? escaped;
  return text.replace(/ · Tipoff$/, "");
}
