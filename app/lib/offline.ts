import { useEffect } from "react";
import { OFFLINE_CACHES, SAVED_AT_HEADER, SAVED_TITLE_HEADER } from "./offline-text";
import { requestLimit } from "./request-limit";

// The browser side of the game-day pack (public/sw.js, docs/decisions/062).

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
async function keepPack() {
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

/**
 * Registers the service worker (production builds only: it would fight the dev server's hot
 * reload), keeps the pack (favorites, planned games) saved while signed in and online, and forgets
 * it once signed out.
 */
export function useOfflinePack(userId: string | null, revision: unknown) {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("service worker", error));
  }, []);

  // `revision` is the root loader's data: new on each page load and after every action (a favorite
  // added or removed), which is when the kept pages may change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision only triggers the refresh
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    if (!userId) {
      // Only a signed-out answer from the server counts: offline pages (the offline page itself
      // is saved as a visitor sees it) say nothing about the session.
      if (!navigator.onLine) return;
      postToWorker({ type: "forget" });
      caches.delete(OFFLINE_CACHES.pages).catch(() => undefined);
      return;
    }
    if (navigator.onLine) keepPack().catch(() => undefined);
  }, [userId, revision]);

  // Offline, the app's own navigations would ask the server for data and fail: load documents
  // instead, which the service worker answers from what is kept (or with the offline page).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(link.href);
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);
}

/** When this page was saved for offline use, if it is being shown offline from the cache. */
export async function savedOfflineAt(path: string): Promise<Date | null> {
  if (navigator.onLine || !("caches" in window)) return null;
  const cached = await (await caches.open(OFFLINE_CACHES.pages)).match(new URL(path, window.location.origin).href, {
    ignoreVary: true,
  });
  const savedAt = cached?.headers.get(SAVED_AT_HEADER);
  return savedAt ? new Date(savedAt) : null;
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
