// The reference page's two addresses, apart from the route so end-to-end tests can import them.

export const OPENAPI_PATH = "/api/openapi.json";

/**
 * Scalar's browser bundle, pinned to one version (docs/decisions/070). It is the page's only
 * foreign script and carries the response's CSP nonce; nothing of it enters the app's bundles.
 */
export const SCALAR_BUNDLE = "https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.72.1/dist/browser/standalone.js";
