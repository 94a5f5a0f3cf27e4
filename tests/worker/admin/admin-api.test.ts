import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/worker/db/schema.server";
import { api, createArena, db, json, registerUser, signIn } from "../fixtures";

const MISSING = "00000000-0000-4000-8000-000000000000";

type Ids = { arena: string; version: { updatedAt: string } };
type Call = {
  method: string;
  path: (ids: Ids) => string;
  body?: unknown | ((ids: Ids) => unknown);
  adminStatus: number;
};

// Every admin endpoint, with what an admin gets; visitors always get 401 and users 403.
const CALLS: Call[] = [
  { method: "GET", path: () => "/api/admin/summary", adminStatus: 200 },
  { method: "GET", path: () => "/api/admin/arenas/pending", adminStatus: 200 },
  { method: "GET", path: () => "/api/admin/arenas/pending?cursor=bogus", adminStatus: 400 },
  {
    method: "POST",
    path: ({ arena }) => `/api/admin/arenas/${arena}/approve`,
    body: ({ version }: Ids) => version,
    adminStatus: 200,
  },
  { method: "POST", path: ({ arena }) => `/api/admin/arenas/${arena}/approve`, adminStatus: 400 },
  {
    method: "POST",
    path: () => `/api/admin/arenas/${MISSING}/approve`,
    body: ({ version }: Ids) => version,
    adminStatus: 404,
  },
  { method: "DELETE", path: () => `/api/admin/arenas/${MISSING}`, adminStatus: 404 },
  { method: "DELETE", path: ({ arena }) => `/api/admin/arenas/${arena}`, adminStatus: 200 },
  { method: "GET", path: () => "/api/admin/feedback?status=new&type=bug", adminStatus: 200 },
  { method: "GET", path: () => "/api/admin/feedback?status=done", adminStatus: 400 },
  { method: "PATCH", path: () => `/api/admin/feedback/${MISSING}`, body: { status: "completed" }, adminStatus: 404 },
  { method: "PATCH", path: () => `/api/admin/feedback/${MISSING}`, body: { status: "archived" }, adminStatus: 400 },
  { method: "GET", path: () => "/api/admin/contact?status=unread", adminStatus: 200 },
  { method: "GET", path: () => "/api/admin/contact?status=spam", adminStatus: 400 },
  { method: "PATCH", path: () => `/api/admin/contact/${MISSING}`, body: { status: "read" }, adminStatus: 404 },
  { method: "PATCH", path: () => `/api/admin/contact/${MISSING}`, body: { status: "deleted" }, adminStatus: 400 },
  { method: "GET", path: () => "/api/admin/venue-aliases", adminStatus: 200 },
  { method: "GET", path: () => "/api/admin/venue-aliases?cursor=bogus", adminStatus: 400 },
  { method: "DELETE", path: () => `/api/admin/venue-aliases/${MISSING}`, adminStatus: 404 },
  { method: "GET", path: () => "/api/admin/no-such-endpoint", adminStatus: 404 },
];

describe("admin API: who gets what", () => {
  it.each(CALLS)("$method $adminStatus: visitor 401, user 403 revealing nothing, admin as listed", async (call) => {
    const arena = await createArena({ approved: false });
    const ids = { arena: arena.id, version: { updatedAt: arena.updatedAt.toISOString() } };
    const path = call.path(ids);
    const body = typeof call.body === "function" ? call.body(ids) : call.body;
    const user = await registerUser();
    const admin = await signIn({ admin: true });

    const asVisitor = await api(path, { method: call.method, body });
    expect(asVisitor.status).toBe(401);
    expect(await json(asVisitor)).toEqual({ error: { code: "unauthorized", message: "You must be logged in" } });

    const asUser = await api(path, { method: call.method, body, cookie: user.cookie });
    expect(asUser.status).toBe(403);
    expect(await json(asUser)).toEqual({ error: { code: "forbidden", message: "Unauthorized access" } });

    const asAdmin = await api(path, { method: call.method, body, cookie: admin.cookie });
    expect(asAdmin.status).toBe(call.adminStatus);
  });

  it("a non-admin gets the same 403 for real and made-up ids and for malformed bodies", async () => {
    const arena = await createArena({ approved: false });
    const { cookie } = await registerUser();
    const bodies = [
      api(`/api/admin/arenas/${arena.id}/approve`, { method: "POST", cookie }),
      api(`/api/admin/arenas/${MISSING}/approve`, { method: "POST", cookie }),
      api(`/api/admin/feedback/${MISSING}`, { method: "PATCH", cookie, body: "{not json" }),
    ];
    const responses = await Promise.all(bodies);
    const texts = await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.status)).toEqual([403, 403, 403]);
    expect(new Set(texts).size).toBe(1);
  });

  it("the role is read on every request: a revoked admin is refused at once", async () => {
    const admin = await signIn({ admin: true });
    expect((await api("/api/admin/summary", { cookie: admin.cookie })).status).toBe(200);
    await db.update(users).set({ role: "user" }).where(eq(users.id, admin.id));
    expect((await api("/api/admin/summary", { cookie: admin.cookie })).status).toBe(403);
  });
});
