import type { Context } from "hono";
import { MAPS_APP_COOKIE, mapsAppCookie, resolveMapsApp } from "../../core/arenas/directions";
import { cookiePairs } from "../../core/http/cookies";
import type { AppBindings } from "../context/bindings";
import { publicDataVersion } from "../public-data/version.server";

// A signed-out visitor's public pages come from Cloudflare's cache on repeat (docs/decisions/069).

/** Pages that read the same for every visitor: home, the list and map, an arena, the static pages. */
const PUBLIC_PAGE = /^\/(?:|arenas|map|support|privacy|terms|arenas\/[A-Za-z0-9-]{1,64})$/;
/** The only cookie a shared page may be read with: it changes the directions links and is in the key. */
const SHAREABLE_COOKIES = new Set([MAPS_APP_COOKIE]);

/** Served as it is for this long, then served once more while a fresh copy is made. */
export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 600;

const STORED_AT_HEADER = "x-tipoff-stored-at";
/** hit, stale (served, being refreshed), miss (rendered and stored) or bypass (personal request). */
export const PAGE_CACHE_HEADER = "x-tipoff-cache";

/** Browsers ask again each time (the edge answers from its copy), so a new version shows at once. */
export const VISITOR_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** A public page rendered for a signed-in person: theirs alone, re-checked on every visit. */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";

/** Whether every cookie the request carries is one a shared copy may serve (by name alone). */
function onlyShareableCookies(request: Request): boolean {
  return cookiePairs(request.headers.get("cookie")).every(({ name }) => name === "" || SHAREABLE_COOKIES.has(name));
}

async function cacheKey(c: Context<AppBindings>): Promise<Request> {
  const url = new URL(c.req.url);
  // Bumped by any write that changes public data: older copies are never read again.
  const version = await publicDataVersion(c.env.PUBLIC_PAGES);
  // Read as the page reads it, so the key names the maps app the page links to.
  const cookie = mapsAppCookie(c.req.header("cookie"));
  const mapsApp = resolveMapsApp({ preference: null, cookie, userAgent: c.req.header("user-agent") });
  return new Request(`${url.origin}/__public-pages/v${version}/${mapsApp}${url.pathname}${url.search}`);
}

function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("content-type")?.startsWith("text/html") ?? false) &&
    !response.headers.has("set-cookie")
  );
}

/** The copy kept in the cache: kept through the stale window, stamped with when it was made. */
function storedCopy(response: Response): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", `public, max-age=${PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS}`);
  copy.headers.set(STORED_AT_HEADER, String(Date.now()));
  return copy;
}

/** A cached page for this response: the scripts carry this response's nonce, as its CSP will. */
function served(cached: Response, nonce: string, status: "hit" | "stale"): Response {
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(cached);
  const response = new Response(rewritten.body, cached);
  response.headers.delete(STORED_AT_HEADER);
  response.headers.set("Cache-Control", VISITOR_CACHE_CONTROL);
  response.headers.set(PAGE_CACHE_HEADER, status);
  return response;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

/**
 * Serves a public page from the cache for a visitor whose request carries nothing personal, else
 * renders it. Only a 200 HTML page that sets no cookie is stored; anything else passes through.
 */
export async function withPublicPageCache(c: Context<AppBindings>, render: () => Promise<Response>): Promise<Response> {
  const request = c.req.raw;
  const isPublicPage = request.method === "GET" && PUBLIC_PAGE.test(c.req.path);
  if (!isPublicPage || import.meta.env.MODE === "development") return render();
  if (!onlyShareableCookies(request)) {
    return withHeaders(await render(), { "Cache-Control": PERSONAL_CACHE_CONTROL, [PAGE_CACHE_HEADER]: "bypass" });
  }

  const cache = await caches.open("public-pages");
  const key = await cacheKey(c);
  const cached = await cache.match(key);
  if (cached) {
    const ageMs = Date.now() - Number(cached.headers.get(STORED_AT_HEADER) ?? 0);
    if (ageMs <= PAGE_FRESH_SECONDS * 1000) return served(cached, c.var.nonce, "hit");
    c.executionCtx.waitUntil(refresh(cache, key, render));
    return served(cached, c.var.nonce, "stale");
  }

  const response = await render();
  if (!isStorable(response)) return response;
  const [forVisitor, forCache] = teeResponse(response);
  c.executionCtx.waitUntil(cache.put(key, storedCopy(forCache)));
  return withHeaders(forVisitor, { "Cache-Control": VISITOR_CACHE_CONTROL, [PAGE_CACHE_HEADER]: "miss" });
}

async function refresh(cache: Cache, key: Request, render: () => Promise<Response>): Promise<void> {
  const response = await render();
  if (isStorable(response)) await cache.put(key, storedCopy(response));
}

function teeResponse(response: Response): [Response, Response] {
  const [first, second] = response.body ? response.body.tee() : [null, null];
  return [new Response(first, response), new Response(second, response)];
}
