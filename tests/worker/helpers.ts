import { env, exports } from "cloudflare:workers";
import { createDb } from "~/worker/db/client";
import { arenas, users } from "~/worker/db/schema";

export const ORIGIN = "http://localhost";
export const db = createDb(env.DB);

/** Calls the whole Worker (API and pages) as a browser on our origin would. */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("origin")) headers.set("origin", ORIGIN);
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }));
}

const unique = () => crypto.randomUUID().slice(0, 8);

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const [user] = await db
    .insert(users)
    .values({ id, name: `User ${unique()}`, email: `user-${unique()}@example.com`, ...overrides })
    .returning();
  if (!user) throw new Error("createUser inserted nothing");
  return user;
}

export async function createArena(overrides: Partial<typeof arenas.$inferInsert> = {}) {
  const [arena] = await db
    .insert(arenas)
    .values({
      name: `Arena ${unique()}`,
      school: `School ${unique()}`,
      conference: "Big Ten",
      level: "Division I",
      address: "1 Main Street",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
      latitude: 39.8,
      longitude: -89.6,
      approved: true,
      ...overrides,
    })
    .returning();
  if (!arena) throw new Error("createArena inserted nothing");
  return arena;
}
