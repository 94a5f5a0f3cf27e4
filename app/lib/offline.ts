import { useEffect } from "react";
import { OFFLINE_CACHES, SAVED_AT_HEADER, SAVED_TITLE_HEADER } from "./offline-text";

// The browser side of the game-day pack (public/sw.js, docs/decisions/062).

function postToWorker(message: { type: "keep"; urls: string[] } | { type: "forget" }) {
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(message))
    .catch(() => undefined);
}

/** Asks the service worker to keep the signed-in person's favorite arenas fresh for offline use. */
async function keepFavorites() {
  const response = await fetch("/api/favorites", { headers: { accept: "application/json" } });
  if (!response.ok) return;
  const body = (await response.json()) as { arenas: Array<{ id: string }> };
  postToWorker({ type: "keep", urls: body.arenas.map((arena) => `/arenas/${arena.id}`) });
}

/**
 * Registers the service worker (production builds only: it would fight the dev server's hot
 * reload), keeps favorites saved while signed in and online, and forgets them once signed out.
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
    if (navigator.onLine) keepFavorites().catch(() => undefined);
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
