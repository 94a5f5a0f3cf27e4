import { COMMON_TEXT } from "~/core/common-text";

/**
 * React Router refuses a cross-origin post to a page's action with a 400, but a resource route
 * (an action without a page, such as /logout) gets no such check: it calls this first, so another
 * site's form cannot sign a person out or change their settings with their cookie.
 */
export function refuseCrossOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const foreign = origin !== null && origin !== new URL(request.url).origin;
  if (foreign || request.headers.get("sec-fetch-site") === "cross-site") {
    throw new Response(COMMON_TEXT.crossOrigin, { status: 400, headers: { "content-type": "text/plain" } });
  }
}
