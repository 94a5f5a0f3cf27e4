/**
 * How long the browser waits for one of the app's own requests before it takes it as failed and
 * says so: a phone on a weak signal can hold a request open for minutes otherwise.
 */
export const REQUEST_LIMIT_MS = 15_000;

/**
 * A signal that ends a request at the limit, or earlier with `also` (a component going away, a newer
 * search). A browser without `AbortSignal.timeout`/`any` keeps the old behaviour rather than failing.
 */
export function requestLimit(also?: AbortSignal): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== "function") return also;
  const limit = AbortSignal.timeout(REQUEST_LIMIT_MS);
  if (!also) return limit;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([also, limit]) : also;
}
