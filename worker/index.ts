import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./app";
import type { AppBindings } from "./bindings";
import { requestContext } from "./context.server";
import { pageBodyLimit } from "./http/body-limit";
import { withPublicPageCache } from "./http/page-cache";

const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<AppBindings>();
app.route("/", api);
// `all`, not `get`: route actions receive POSTs.
app.all("*", pageBodyLimit, (c) =>
  withPublicPageCache(c, () => {
    const context = new RouterContextProvider();
    context.set(requestContext, { services: c.var.services, ctx: c.executionCtx, nonce: c.var.nonce });
    return handleDocumentRequest(c.req.raw, context);
  }),
);

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
