import { useEffect } from "react";
import { OFFLINE_CACHES, SAVED_AT_HEADER } from "./offline-text";

// The browser side of the game-day pack (public/sw.js, docs/decisions/062).

/**
 * The pack's code (registering the service worker, asking it to keep or forget pages) is fetched
 * once the page has loaded and the browser is idle: nothing of it shows on the first screen, and a
 * phone on a slow network spends its first seconds on what does (docs/decisions/248). Online only,
 * which is when it runs; the service worker keeps the file like every other asset.
 */
function loadPack() {
  return import("./offline-pack");
}

/** Runs `task` when the browser is idle after the load; the returned function cancels it. */
function afterLoad(task: () => Promise<unknown>): () => void {
  const run = () => {
    task().catch(() => undefined);
  };
  // Safari has no requestIdleCallback; a short timeout after hydration does the same there.
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(run, 1000);
  return () => window.clearTimeout(timer);
}

/**
 * Registers the service worker (production builds only: it would fight the dev server's hot
 * reload), keeps the pack (favorites, planned games) saved while signed in and online, and forgets
 * it once signed out.
 */
export function useOfflinePack(userId: string | null, revision: unknown) {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    return afterLoad(() => loadPack().then((pack) => pack.registerServiceWorker()));
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
      return afterLoad(() => loadPack().then((pack) => pack.forgetPack()));
    }
    if (navigator.onLine) return afterLoad(() => loadPack().then((pack) => pack.keepPack()));
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
