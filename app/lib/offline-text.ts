// Ours: what the game-day pack says.
export const OFFLINE_TEXT = {
  title: "You're offline",
  intro: "No connection right now. These pages are saved on this device:",
  nothingSaved:
    "No pages are saved on this device yet. Sign in and add arenas to your favorites to keep them with you.",
  tryAgain: "Try again",
  savedStamp: (updated: string) => `Saved offline · updated ${updated}`,
} as const;

/** The Cache Storage names the service worker (public/sw.js) and the pages share. */
export const OFFLINE_CACHES = { pages: "tipoff-pages-v1" } as const;
/** Headers the service worker adds to a saved page. */
export const SAVED_AT_HEADER = "x-tipoff-saved-at";
export const SAVED_TITLE_HEADER = "x-tipoff-title";
/**
 * Sent by the service worker when it fetches a page to keep. Such a fetch carries the person's
 * cookies, so it must leave their flash message alone: that belongs to the page they are looking at.
 */
export const KEEP_FETCH_HEADER = "x-tipoff-keep";
