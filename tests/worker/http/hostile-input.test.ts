import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { sanitizeText } from "~/core/validation/sanitize";
import { contactMessages, feedback } from "~/worker/db/schema.server";
import { arenaForm, createArena, db, postForm, request, signIn, uniqueIp } from "../fixtures";
import { HOSTILE_STRINGS, isMarkup, RAW_BODIES, WRONG_TYPES } from "../hostile/payloads";

let checked = 0;

/** What every hostile request must get: no 5xx, and no payload reflected as live markup. */
async function expectHandled(response: Response, payload: unknown, where: string) {
  checked += 1;
  expect(
    response.status,
    `${where} answered ${response.status} for ${JSON.stringify(payload).slice(0, 80)}`,
  ).toBeLessThan(500);
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (type.startsWith("text/html") && typeof payload === "string" && isMarkup(payload)) {
    expect(text.includes(payload), `${where} reflected ${JSON.stringify(payload).slice(0, 80)} unescaped`).toBe(false);
  }
}

/** A raw body with any content type (or none), which the JSON `api` helper never sends. */
function sendRaw(path: string, method: string, body: string, { cookie = "", contentType = "application/json" } = {}) {
  const headers: Record<string, string> = { cookie, "cf-connecting-ip": uniqueIp() };
  if (contentType) headers["content-type"] = contentType;
  return request(path, { method, body, headers });
}

const fill = (fields: readonly string[], value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));

type JsonRoute = {
  name: string;
  method: string;
  path: () => string;
  fields: readonly string[];
  cookie?: () => string;
  extra?: () => Record<string, unknown>;
};

describe("hostile input: every API route and form action, no 5xx and no unescaped reflection", async () => {
  const user = await signIn();
  const admin = await signIn({ admin: true });
  const owned = await createArena({ createdBy: user.id, approved: false });
  const pending = await createArena({ approved: false });
  const [entry] = await db.insert(feedback).values({ type: "bug", content: "Hostile suite entry" }).returning();
  const [message] = await db
    .insert(contactMessages)
    .values({ name: "Sam", email: "sam@example.com", subject: "Hostile suite", message: "A message to triage." })
    .returning();
  const arenaFields = Object.keys(arenaForm());

  const JSON_ROUTES: JsonRoute[] = [
    { name: "POST /api/feedback", method: "POST", path: () => "/api/feedback", fields: ["type", "content"] },
    {
      name: "POST /api/contact",
      method: "POST",
      path: () => "/api/contact",
      fields: ["name", "email", "subject", "message"],
    },
    {
      name: "POST /api/arenas",
      method: "POST",
      path: () => "/api/arenas",
      fields: arenaFields,
      cookie: () => user.cookie,
    },
    {
      name: "PATCH /api/arenas/{id}",
      method: "PATCH",
      path: () => `/api/arenas/${owned.id}`,
      fields: arenaFields,
      cookie: () => user.cookie,
      extra: () => ({ updatedAt: owned.updatedAt.toISOString() }),
    },
    {
      name: "POST /api/auth/sign-up/email",
      method: "POST",
      path: () => "/api/auth/sign-up/email",
      fields: ["name", "email", "password"],
    },
    {
      name: "POST /api/auth/sign-in/email",
      method: "POST",
      path: () => "/api/auth/sign-in/email",
      fields: ["email", "password"],
    },
    {
      name: "POST /api/auth/update-user",
      method: "POST",
      path: () => "/api/auth/update-user",
      fields: ["name"],
      cookie: () => user.cookie,
    },
    {
      name: "PATCH /api/admin/feedback/{id}",
      method: "PATCH",
      path: () => `/api/admin/feedback/${entry?.id}`,
      fields: ["status"],
      cookie: () => admin.cookie,
    },
    {
      name: "PATCH /api/admin/contact/{id}",
      method: "PATCH",
      path: () => `/api/admin/contact/${message?.id}`,
      fields: ["status"],
      cookie: () => admin.cookie,
    },
    {
      name: "POST /api/admin/arenas/{id}/approve",
      method: "POST",
      path: () => `/api/admin/arenas/${pending.id}/approve`,
      fields: ["updatedAt"],
      cookie: () => admin.cookie,
    },
  ];

  for (const route of JSON_ROUTES) {
    it(`${route.name}: hostile text in every field, wrong types and broken bodies`, async () => {
      const cookie = route.cookie?.() ?? "";
      for (const payload of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
        const body = JSON.stringify({ ...fill(route.fields, payload), ...route.extra?.() });
        await expectHandled(await sendRaw(route.path(), route.method, body, { cookie }), payload, route.name);
      }
      for (const raw of RAW_BODIES) {
        await expectHandled(
          await sendRaw(route.path(), route.method, raw.body, { cookie, contentType: raw.contentType }),
          raw.body,
          route.name,
        );
      }
    });
  }

  // A URL cannot carry a lone surrogate: the browser would have sent U+FFFD.
  const segment = (payload: string) => encodeURIComponent(payload.slice(0, 2000).toWellFormed());
  const search = (payload: string) =>
    new URLSearchParams({ search: payload, conference: payload, level: payload, cursor: payload, limit: payload });
  const point = (payload: string) => new URLSearchParams({ lat: payload, lng: payload, limit: payload });
  // One test per route: each renders every payload, so a whole-suite test would be the one whose
  // time grows past the hang guard on a slow machine.
  const GET_ROUTES: Array<{ name: string; send: (payload: string) => Promise<Response> }> = [
    { name: "GET /api/arenas", send: (payload) => request(`/api/arenas?${search(payload)}`) },
    { name: "GET /arenas", send: (payload) => request(`/arenas?${search(payload)}`) },
    { name: "GET /api/arenas/nearest", send: (payload) => request(`/api/arenas/nearest?${point(payload)}`) },
    { name: "GET /api/arenas/{id}", send: (payload) => request(`/api/arenas/${segment(payload)}`) },
    { name: "GET /arenas/{id}", send: (payload) => request(`/arenas/${segment(payload)}`) },
    {
      name: "PUT /api/favorites/{id}",
      send: (payload) =>
        request(`/api/favorites/${segment(payload)}`, { method: "PUT", headers: { cookie: user.cookie } }),
    },
  ];

  for (const route of GET_ROUTES) {
    it(`${route.name}: hostile query strings and path segments`, async () => {
      for (const payload of HOSTILE_STRINGS) {
        await expectHandled(await route.send(payload), payload, route.name);
      }
    });
  }

  const FORMS: Array<{
    path: () => string;
    fields: readonly string[];
    cookie?: () => string;
    extra?: Record<string, string>;
  }> = [
    { path: () => "/feedback", fields: ["type", "content"] },
    { path: () => "/contact", fields: ["name", "email", "subject", "message", "visitorId"] },
    { path: () => "/login", fields: ["email", "password"] },
    { path: () => "/register", fields: ["name", "email", "password"] },
    { path: () => "/submit", fields: arenaFields, cookie: () => user.cookie },
    {
      path: () => `/arenas/${owned.id}/edit`,
      fields: arenaFields,
      cookie: () => user.cookie,
      extra: { updatedAt: owned.updatedAt.toISOString() },
    },
    { path: () => "/profile", fields: ["name"], cookie: () => user.cookie, extra: { intent: "update-name" } },
    {
      path: () => "/admin/feedback",
      fields: ["status", "id"],
      cookie: () => admin.cookie,
      extra: { intent: "status" },
    },
    {
      path: () => "/admin/pending-arenas",
      fields: ["id", "updatedAt"],
      cookie: () => admin.cookie,
      extra: { intent: "approve" },
    },
  ];
  for (const form of FORMS) {
    it(`form post to ${form.path()}: hostile text in every field`, async () => {
      for (const payload of HOSTILE_STRINGS) {
        const fields = { ...fill(form.fields, payload), ...form.extra } as Record<string, string>;
        const response = await postForm(form.path(), fields, { cookie: form.cookie?.() ?? "" });
        await expectHandled(response, payload, `POST ${form.path()}`);
      }
    });
  }

  it("stored text round-trips as the sanitiser defines it", async () => {
    for (const payload of HOSTILE_STRINGS) {
      const content = `Round trip: ${payload}`;
      const response = await sendRaw("/api/feedback", "POST", JSON.stringify({ type: "bug", content }));
      checked += 1;
      const expected = sanitizeText(content);
      if (response.status !== 201) {
        expect(response.status, JSON.stringify(payload).slice(0, 60)).toBe(400);
        continue;
      }
      const { feedback: created } = (await response.json()) as { feedback: { id: string } };
      const [row] = await db.select({ content: feedback.content }).from(feedback).where(eq(feedback.id, created.id));
      expect(row?.content).toBe(expected);
      expect(row?.content).not.toMatch(/<\s*script|javascript\s*:|<[^>]*\bon[a-z]+\s*=/i);
      expect(row?.content.isWellFormed()).toBe(true);
    }
  });

  afterAll(() => {
    // The suite is only as strong as its breadth.
    expect(checked).toBeGreaterThanOrEqual(500);
  });
});
