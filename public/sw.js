// Tipoff's service worker: the game-day pack (docs/decisions/062). Small on purpose.
// - /assets/* are content-hashed: cache first, kept across versions until unused.
// - Pages always come from the network when there is one. Offline, a page the signed-in person
//   asked to keep (their favorites' arenas, My Games and its games' arenas) is served from the
//   cache; anything else gets /offline.
// - Nothing is kept for a signed-out visitor; signing out deletes the kept pages.
const VERSION = "v1";
const SHELL = `tipoff-shell-${VERSION}`;
const ASSETS = "tipoff-assets";
const PAGES = "tipoff-pages-v1";
const OFFLINE_URL = "/offline";
const SAVED_AT = "x-tipoff-saved-at";
const SAVED_TITLE = "x-tipoff-title";
// Tells the server this fetch is the pack's, not the page's: it must not read and clear the
// person's flash message, which the page on screen is about to show (app/lib/offline-text.ts).
const KEEP_FETCH = "x-tipoff-keep";

const assetUrls = (html) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];

async function cacheAssetsOf(html) {
  const cache = await caches.open(ASSETS);
  await Promise.all(
    assetUrls(html).map(async (url) => {
      if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url).catch(() => undefined);
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // The offline page as a signed-out visitor sees it: nothing personal in the shell.
      const response = await fetch(OFFLINE_URL, { credentials: "omit", cache: "no-store" });
      if (!response.ok) throw new Error(`offline page answered ${response.status}`);
      const html = await response.clone().text();
      await (await caches.open(SHELL)).put(OFFLINE_URL, response);
      await cacheAssetsOf(html);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith("tipoff-shell-") && name !== SHELL).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Replaces the kept pages with fresh copies of `urls` (the person's favorites, when online). */
async function keepPages(urls) {
  const cache = await caches.open(PAGES);
  const wanted = new Set(urls.map((url) => new URL(url, self.location.origin).href));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
  for (const url of wanted) {
    try {
      const response = await fetch(url, {
        credentials: "same-origin",
        cache: "no-store",
        headers: { [KEEP_FETCH]: "1" },
      });
      if (!response.ok || !response.headers.get("content-type")?.includes("text/html")) continue;
      const html = await response.text();
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT, new Date().toISOString());
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? url;
      headers.set(SAVED_TITLE, encodeURIComponent(title));
      // Scripts first: a page in the pack must be able to start offline, and the app lists (and a
      // test checks) the pack by its pages.
      await cacheAssetsOf(html);
      await cache.put(url, new Response(html, { status: 200, headers }));
    } catch {
      // Offline or failing: keep the copy we have.
    }
  }
}

self.addEventListener("message", (event) => {
  const message = event.data;
  if (message?.type === "keep" && Array.isArray(message.urls)) {
    event.waitUntil(keepPages(message.urls.filter((url) => typeof url === "string")));
  } else if (message?.type === "forget") {
    event.waitUntil(caches.delete(PAGES));
  }
});

async function fromNetworkOrKept(request) {
  try {
    return await fetch(request);
  } catch {
    const kept = await (await caches.open(PAGES)).match(request.url, { ignoreVary: true });
    if (kept) return kept;
    const offline = await (await caches.open(SHELL)).match(OFFLINE_URL, { ignoreVary: true });
    if (!offline) return Response.error();
    // Sent to /offline rather than served under this URL, so the app hydrates the page it rendered.
    return new URL(request.url).pathname === OFFLINE_URL ? offline : Response.redirect(OFFLINE_URL, 302);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  // ignoreVary: a module script's request carries Origin and Accept headers the stored copy may
  // vary on; the URL alone names a content-hashed file.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The sign-out form: a document POST without JavaScript, React Router's /logout.data with it.
  if (request.method === "POST" && (url.pathname === "/logout" || url.pathname === "/logout.data")) {
    event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(fromNetworkOrKept(request));
  }
});

// Notifications (docs/decisions/170): each push is shown with its title, text and tag (a newer
// notice about the same game replaces the older one); a click opens its page, in a Tipoff tab
// already open when there is one.
const NOTIFICATION_ICON = "/icons/icon-192.png";

self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof notice.title === "string" && notice.title ? notice.title : "Tipoff";
  const sitePath = (value) => typeof value === "string" && /^\/(?!\/)/.test(value);
  const url = sitePath(notice.url) ? notice.url : "/";
  // Buttons under the notice ("Running late"), each opening a path of the site.
  const actions = Array.isArray(notice.actions)
    ? notice.actions.filter((action) => action && typeof action.title === "string" && sitePath(action.url)).slice(0, 2)
    : [];
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notice.body === "string" ? notice.body : "",
      icon: NOTIFICATION_ICON,
      tag: typeof notice.tag === "string" ? notice.tag : undefined,
      renotify: typeof notice.tag === "string",
      actions: actions.map((action, index) => ({ action: `open-${index}`, title: action.title })),
      data: actions.length > 0 ? { url, actions: actions.map((action) => action.url) } : { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const chosen = /^open-(\d)$/.exec(event.action ?? "");
  const path = (chosen && event.notification.data?.actions?.[Number(chosen[1])]) || event.notification.data?.url || "/";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          // Only a page this worker controls can be sent elsewhere; any other is opened anew.
          const shown = open.url === target ? open : await open.navigate(target);
          if (shown) {
            await shown.focus();
            return;
          }
        } catch {
          // Not controlled by this worker: a new window below.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
