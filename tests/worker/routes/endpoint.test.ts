import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TEXT } from "~/core/admin/messages";
import { z } from "~/core/zod";
import type { AppBindings } from "~/worker/context/bindings";
import { createCtx } from "~/worker/context/ctx.server";
import { ApiError, apiErrorResponse } from "~/worker/http/errors";
import { validate } from "~/worker/http/validate";
import { declaredEndpoints, endpoint, unmatched } from "~/worker/openapi/endpoint";
import { type Access, ok } from "~/worker/openapi/route-doc";
import { ORIGIN, type SignedIn, signIn } from "../fixtures";

// endpoint() is where a route's declared access, path form, query and body are enforced: these
// tests call small routes of their own, built from declarations, through the app's services.

const BodySchema = z.object({ name: z.string().min(2, "Name is too short"), count: z.coerce.number().int() });
const QuerySchema = z.object({ limit: z.coerce.number().int().min(1, "limit is at least 1").default(5) });
const Answer = z.object({ user: z.string().nullable() });
const doc = { tag: "Test", summary: "A test route", responses: { 200: ok(Answer, "Done") } };

/** A route under test, behind the app's own services and error adapter. */
function appWith(routes: Hono<AppBindings>): Hono<AppBindings> {
  const app = new Hono<AppBindings>();
  app.use("*", async (c, next) => {
    c.set("ctx", createCtx(c.env, { request: c.req.raw }));
    await next();
  });
  app.route("/", routes);
  app.onError((error, c) => {
    if (error instanceof ApiError) return apiErrorResponse(c, error);
    throw error;
  });
  return app;
}

/** One POST route whose declaration differs only in its access rule. */
const postRoute = (access: Access) =>
  appWith(
    new Hono<AppBindings>().post("/things", endpoint({ ...doc, access, body: BodySchema }), (c) =>
      c.json({ body: c.req.valid("json") }),
    ),
  );

function call(app: Hono<AppBindings>, path: string, as: SignedIn | null, body?: unknown) {
  const headers = { "content-type": "application/json", origin: ORIGIN, cookie: as?.cookie ?? "" };
  const init = body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) };
  return app.request(new URL(path, ORIGIN).href, init, env);
}

const errorOf = async (response: Response) => ((await response.json()) as { error: unknown }).error;

let user: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  [user, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
});

describe("endpoint(): access", () => {
  it("answers the same request by its declared access alone", async () => {
    const body = { name: "Hinkle", count: "3" };
    const asSession = await call(postRoute("session"), "/things", null, body);
    expect(asSession.status).toBe(401);
    expect(await errorOf(asSession)).toEqual({ code: "unauthorized", message: "You must be logged in" });
    const asPublic = await call(postRoute("public"), "/things", null, body);
    expect(asPublic.status).toBe(200);
    expect(await asPublic.json()).toEqual({ body: { name: "Hinkle", count: 3 } });
    const asAdmin = await call(postRoute("admin"), "/things", user, body);
    expect(asAdmin.status).toBe(403);
    expect(await errorOf(asAdmin)).toEqual({ code: "forbidden", message: ADMIN_TEXT.unauthorized });
  });

  it("gives the handler the caller a session route demands, in the route's own words when refused", async () => {
    const app = appWith(
      new Hono<AppBindings>().get(
        "/mine",
        endpoint({ ...doc, access: "session", loginRequired: "Sign in to see yours" }),
        (c) => c.json({ user: c.var.user.id }),
      ),
    );
    expect(await (await call(app, "/mine", user)).json()).toEqual({ user: user.id });
    const refused = await call(app, "/mine", null);
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toEqual({ code: "unauthorized", message: "Sign in to see yours" });
  });

  it("lets only an admin through an admin route: a visitor 401, a user 403", async () => {
    const app = appWith(
      new Hono<AppBindings>().get("/console", endpoint({ ...doc, access: "admin" }), (c) =>
        c.json({ user: c.var.user.id }),
      ),
    );
    expect((await call(app, "/console", null)).status).toBe(401);
    expect((await call(app, "/console", user)).status).toBe(403);
    expect(await (await call(app, "/console", admin)).json()).toEqual({ user: admin.id });
  });

  it("gives an optional-session route the caller or null", async () => {
    const app = appWith(
      new Hono<AppBindings>().get("/maybe", endpoint({ ...doc, access: "optional-session" }), (c) =>
        c.json({ user: c.var.user?.id ?? null }),
      ),
    );
    expect(await (await call(app, "/maybe", null)).json()).toEqual({ user: null });
    expect(await (await call(app, "/maybe", user)).json()).toEqual({ user: user.id });
  });

  it("refuses a path no route serves as the prefix's access says, then leaves it to the 404", async () => {
    const app = appWith(
      new Hono<AppBindings>()
        .get("/known", endpoint({ ...doc, access: "admin" }), (c) => c.json({ user: c.var.user.id }))
        .all("*", unmatched("admin"))
        .all("*", (c) => c.json({ error: "none here" }, 404)),
    );
    expect((await call(app, "/unknown", null)).status).toBe(401);
    expect((await call(app, "/unknown", user)).status).toBe(403);
    expect((await call(app, "/unknown", admin)).status).toBe(404);
  });
});

describe("endpoint(): input", () => {
  const withValidate = appWith(
    new Hono<AppBindings>().post("/things", validate("json", BodySchema), (c) => c.json({ body: c.req.valid("json") })),
  );

  it("refuses a body as validate() does: the same status, error shape and messages", async () => {
    const bad = { name: "H", count: "many" };
    const declared = await call(postRoute("public"), "/things", null, bad);
    const validated = await call(withValidate, "/things", null, bad);
    expect(declared.status).toBe(400);
    expect(validated.status).toBe(400);
    const error = await errorOf(declared);
    expect(error).toEqual(await errorOf(validated));
    expect(error).toMatchObject({ code: "validation_error", message: "Name is too short" });
  });

  it("checks access before the body", async () => {
    const response = await call(postRoute("session"), "/things", null, { name: "" });
    expect(response.status).toBe(401);
    expect((await call(postRoute("session"), "/things", user, { name: "" })).status).toBe(400);
  });

  it("parses the query into c.req.valid, and refuses it as validate() does", async () => {
    const app = appWith(
      new Hono<AppBindings>().get("/list", endpoint({ ...doc, access: "public", query: QuerySchema }), (c) =>
        c.json({ limit: c.req.valid("query").limit }),
      ),
    );
    expect(await (await call(app, "/list", null)).json()).toEqual({ limit: 5 });
    expect(await (await call(app, "/list?limit=7", null)).json()).toEqual({ limit: 7 });
    const refused = await call(app, "/list?limit=0", null);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ code: "validation_error", message: "limit is at least 1" });
  });

  it("refuses a path parameter of the wrong form with 404, after access and before the body", async () => {
    const app = appWith(
      new Hono<AppBindings>().post(
        "/things/:id",
        endpoint({
          ...doc,
          access: "session",
          paramForm: { name: "id", matches: (value) => /^\d+$/.test(value), notFound: "No such thing" },
          body: BodySchema,
        }),
        (c) => c.json({ id: c.req.param("id"), body: c.req.valid("json") }),
      ),
    );
    expect((await call(app, "/things/abc", null, { name: "" })).status).toBe(401);
    const refused = await call(app, "/things/abc", user, { name: "" });
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toEqual({ code: "not_found", message: "No such thing" });
    expect((await call(app, "/things/12", user, { name: "" })).status).toBe(400);
    expect((await call(app, "/things/12", user, { name: "Hinkle", count: 1 })).status).toBe(200);
  });

  it("leaves a body of another media type to the handler", async () => {
    const app = appWith(
      new Hono<AppBindings>().post(
        "/file",
        endpoint({ ...doc, access: "public", body: z.string(), bodyContentType: "text/calendar" }),
        async (c) => c.json({ length: (await c.req.text()).length }),
      ),
    );
    const response = await app.request(
      new URL("/file", ORIGIN).href,
      { method: "POST", headers: { "content-type": "text/calendar", origin: ORIGIN }, body: "BEGIN:VCALENDAR" },
      env,
    );
    expect(await response.json()).toEqual({ length: 15 });
  });
});

describe("declaredEndpoints()", () => {
  it("lists the declaration as documented, without what only the enforcement reads", () => {
    const routes = new Hono<AppBindings>().get(
      "/things/:id",
      endpoint({
        ...doc,
        access: "session",
        loginRequired: "Sign in first",
        paramForm: { name: "id", matches: () => true, notFound: "No such thing" },
        params: { id: "The thing's id" },
      }),
      (c) => c.json({ user: c.var.user.id }),
    );
    expect(declaredEndpoints(routes)).toEqual([
      { ...doc, access: "session", params: { id: "The thing's id" }, route: "GET /things/:id" },
    ]);
  });
});
