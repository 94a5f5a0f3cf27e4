import type { Hono, MiddlewareHandler } from "hono";
import type { AppBindings } from "../bindings";
import type { RouteDoc } from "./route-doc";

/** What a route declares beside its handler; the method and path are the route's own. */
export type EndpointDoc = Omit<RouteDoc, "route">;

const DECLARED = Symbol("tipoff.endpoint");

type Declaration = MiddlewareHandler & { [DECLARED]: EndpointDoc };

/**
 * A route's doc, answers and access rule, declared as the first handler of the route itself: it
 * passes the request on untouched. The OpenAPI document and the authorization tests read every
 * declaration from the app's routes (`declaredEndpoints`), so nothing is kept in step by hand.
 */
export function endpoint(doc: EndpointDoc): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next();
  return Object.assign(declaration, { [DECLARED]: doc });
}

const isDeclaration = (handler: unknown): handler is Declaration =>
  typeof handler === "function" && DECLARED in handler;

/** Every declared route of `app`, with its method and full path ("GET /api/arenas/:id"), in order. */
export function declaredEndpoints<E extends AppBindings>(app: Hono<E>): RouteDoc[] {
  return app.routes.flatMap((route) =>
    isDeclaration(route.handler)
      ? [{ ...route.handler[DECLARED], route: `${route.method} ${route.path}` as RouteDoc["route"] }]
      : [],
  );
}
