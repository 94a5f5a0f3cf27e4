import { isbot } from "isbot";
// React's Node build, not the edge one `react-dom/server` picks in workerd: the edge build encodes
// every attribute and text into its own Uint8Array, which made a third of a rendered list's CPU;
// the Node build writes them into one buffer (docs/decisions/081). Needs `nodejs_compat`.
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "~/app/lib/nonce";
import { scriptsAfterFirstPaint } from "~/app/lib/scripts-after-paint.server";
import { requestContext } from "~/worker/context/request-context.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const app = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  const body = await renderToReadableStream(app, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors after the shell rendered are streaming errors; log them so they are not lost.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers and SPA-mode builds get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  // Security headers for every answer are set in one place: worker/http/security-headers.ts.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const page = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // The dev server's hot reload runtime must run before the page's modules, in order: it keeps them as written.
  return routerContext.manifest.hmr ? page : scriptsAfterFirstPaint(page, nonce);
}
