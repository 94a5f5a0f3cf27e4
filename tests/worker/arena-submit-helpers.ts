import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { users } from "~/worker/db/schema.server";
import type { ArenaField } from "~/worker/validation/arena";
import found from "../fixtures/geocoder/found.json";
import { db, registerUser, request, uniqueIp } from "./helpers";

const unique = () => crypto.randomUUID().slice(0, 8);

/** A complete, valid arena form as the browser sends it (all strings). */
export function arenaForm(overrides: Partial<Record<ArenaField, string>> = {}): Record<ArenaField, string> {
  return {
    name: `Test Arena ${unique()}`,
    school: "Test State University",
    conference: "Big Ten",
    level: "Division I",
    address: "555 Borror Drive",
    city: "Columbus",
    state: "OH",
    zipCode: "43210",
    latitude: "40.0075",
    longitude: "-83.0251",
    parking: "",
    lockerRooms: "",
    food: "",
    hotels: "",
    safety: "",
    ...overrides,
  };
}

export type SignedIn = { cookie: string; id: string; email: string; ip: string };

/** A registered, signed-in user with a client IP of their own. */
export async function signIn({ admin = false } = {}): Promise<SignedIn> {
  const { cookie, email } = await registerUser();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("registered user not found");
  if (admin) await db.update(users).set({ role: "admin" }).where(eq(users.id, row.id));
  return { cookie, id: row.id, email, ip: uniqueIp() };
}

export function sendJson(
  path: string,
  body: unknown,
  {
    method = "POST",
    cookie = "",
    ip = uniqueIp(),
    headers = {},
  }: Partial<SignedIn> & {
    method?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  return request(path, {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", cookie, "cf-connecting-ip": ip, ...headers },
  });
}

export type Reply = { status?: number; body: string; contentType?: string };
export const REPLIES: Record<"found" | "empty", Reply> = {
  found: { body: JSON.stringify(found) },
  empty: { body: "[]" },
};

/**
 * Replaces the network under the Worker with a Nominatim-compatible fake: each call answers the
 * next reply (the last one repeats). Returns the URLs and headers the Worker sent.
 */
export function fakeGeocoder(...replies: Reply[]) {
  const calls: Array<{ url: URL; headers: Headers }> = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ url, headers: new Headers(init?.headers) });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? REPLIES.empty;
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: { "content-type": reply.contentType ?? "application/json" },
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}
