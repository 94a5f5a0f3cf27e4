import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { notFound } from "../../core/failure";
import type { CurrentUser } from "../../core/users/current-user";
import type { AppBindings } from "../context/bindings";
import { toApiError } from "../http/errors";
import { requireApiAdmin, requireApiUser } from "../http/guards";
import { validate } from "../http/validate";
import { getCurrentUser } from "../users/current-user.server";
import type { Access, RouteDoc } from "./route-doc";

/** What a route enforces beyond its documentation: its refusals' own words. Not in the document. */
export type Enforcement = {
  /** The 401's message on a `session` route, where the screen has its own words. */
  loginRequired?: string;
  /**
   * A path parameter whose form alone shows it names nothing: 404 with `notFound`, after access and
   * before the query and body are read.
   */
  paramForm?: { name: string; matches: (value: string) => boolean; notFound: string };
};

/** What a route declares beside its handler; the method and path are the route's own. */
export type EndpointDoc = Omit<RouteDoc, "route"> & Enforcement;

/** `c.var.user` as the access rule makes it: always there, maybe there, or not read at all. */
type UserFor<A extends Access> = A extends "session" | "admin"
  ? { user: CurrentUser }
  : A extends "optional-session"
    ? { user: CurrentUser | null }
    : object;

type NoInput = { in: object; out: object };

// `never` is what an undeclared query or body infers as.
type QueryInput<Q> = [Q] extends [never]
  ? NoInput
  : Q extends z.ZodType
    ? { in: { query: Record<string, string | string[]> }; out: { query: z.output<Q> } }
    : NoInput;

// A body of another media type (a calendar file) is the handler's to read.
type BodyInput<B, C> = [C] extends [never]
  ? [B] extends [never]
    ? NoInput
    : B extends z.ZodType
      ? { in: { json: z.input<B> }; out: { json: z.output<B> } }
      : NoInput
  : NoInput;

type InputFor<Q, B, C> = {
  in: QueryInput<Q>["in"] & BodyInput<B, C>["in"];
  out: QueryInput<Q>["out"] & BodyInput<B, C>["out"];
};

type EnforcedBindings = { Bindings: Env; Variables: AppBindings["Variables"] & { user?: CurrentUser | null } };

const DECLARED = Symbol("tipoff.endpoint");
const GUARDS = Symbol("tipoff.guards");

type Declaration = MiddlewareHandler & { [DECLARED]: EndpointDoc };

/** Runs a validator (the same `validate()` every input goes through) alone: its refusal, or nothing. */
async function refusalOf(check: MiddlewareHandler, c: Context): Promise<Response | undefined> {
  const answer = await check(c, async () => {});
  return answer instanceof Response ? answer : undefined;
}

/** The signed-in caller `access` demands, or its refusal: 401 (in the route's words), or 403. */
const callerFor = (c: Context<AppBindings>, access: "session" | "admin", loginRequired?: string) =>
  access === "admin" ? requireApiAdmin(c) : requireApiUser(c, loginRequired);

/**
 * A route's doc, answers and access rule, declared as the first handler of the route itself, and
 * enforced there, in this order: `access` (401/403 before anything is read; the caller becomes
 * `c.var.user`), `paramForm` (404), `query` and `body` (400 in the one error shape, the parsed
 * values as `c.req.valid(...)`), and on an `optional-session` route the caller or null as
 * `c.var.user`, read only once the input is valid. The handler states none of it again. The OpenAPI
 * document and the authorization tests read every declaration from the app's routes
 * (`declaredEndpoints`), so what is documented is what runs.
 */
export function endpoint<
  A extends Access,
  Q extends z.ZodType = never,
  B extends z.ZodType = never,
  C extends string = never,
  P extends string = string,
>(
  doc: EndpointDoc & { access: A; query?: Q; body?: B; bodyContentType?: C },
): MiddlewareHandler<{ Variables: UserFor<A> }, P, InputFor<Q, B, C>> {
  const { loginRequired, paramForm, ...routeDoc } = doc;
  const checks = [
    ...(doc.query ? [validate("query", doc.query)] : []),
    ...(doc.body && doc.bodyContentType === undefined ? [validate("json", doc.body)] : []),
  ];
  const enforce: MiddlewareHandler<EnforcedBindings> = async (c, next) => {
    if (doc.access === "session" || doc.access === "admin") {
      c.set("user", await callerFor(c, doc.access, loginRequired));
    }
    if (paramForm && !paramForm.matches(c.req.param(paramForm.name) ?? "")) {
      throw toApiError(notFound(paramForm.notFound));
    }
    for (const check of checks) {
      const refusal = await refusalOf(check, c);
      if (refusal) return refusal;
    }
    if (doc.access === "optional-session") c.set("user", await getCurrentUser(c.var.ctx, c.req.raw.headers));
    await next();
  };
  const declaration = Object.assign(enforce, { [DECLARED]: routeDoc });
  // The variables and inputs set above, as Hono's types carry them on to the route's handler.
  return declaration as unknown as MiddlewareHandler<{ Variables: UserFor<A> }, P, InputFor<Q, B, C>>;
}

/**
 * For the paths under a prefix that no route of it serves: the prefix's access rule, then on to the
 * app's 404. A caller refused every route there learns nothing of which paths exist. Mounted last.
 */
export function unmatched(access: "session" | "admin", loginRequired?: string): MiddlewareHandler<AppBindings> {
  const guard: MiddlewareHandler<AppBindings> = async (c, next) => {
    await callerFor(c, access, loginRequired);
    await next();
  };
  return Object.assign(guard, { [GUARDS]: access });
}

/**
 * Marks middleware that runs on every path (a body limit, the origin check, the API's 404): it
 * serves no route and grants nothing, so its access rule is to leave each route's to the route.
 * Middleware neither marked nor declared is a route without an access rule, which the tests refuse.
 */
export function onEveryPath<H extends (...args: never[]) => unknown>(handler: H): H {
  return Object.assign(handler, { [GUARDS]: "each route's own" });
}

/**
 * Each route of `app` (middleware from `.use()` and `.all()` too) with the access it declares:
 * its endpoint's, a prefix guard's, "each route's own" for middleware on every path, or null for
 * none declared.
 */
export function routeAccess<E extends AppBindings>(app: Hono<E>): Array<{ route: string; access: string | null }> {
  return app.routes.map((route) => {
    const handler: unknown = route.handler;
    const access = isDeclaration(handler)
      ? handler[DECLARED].access
      : typeof handler === "function" && GUARDS in handler
        ? String(handler[GUARDS])
        : null;
    return { route: `${route.method} ${route.path}`, access };
  });
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
