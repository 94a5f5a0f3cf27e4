import { env, exports } from "cloudflare:workers";
import { createDb } from "~/worker/db/client.server";
import { arenas, users } from "~/worker/db/schema.server";

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

/** Cookies a browser would keep from a response, as a Cookie header. */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (/max-age=0/i.test(header) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

let ipCounter = 0;
/** A fresh client IP per test, so per-IP limits from one test never leak into another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}-${crypto.randomUUID().slice(0, 4)}`;
}

export function postForm(
  path: string,
  fields: Record<string, string>,
  { cookie = "", ip = uniqueIp(), init = {} }: { cookie?: string; ip?: string; init?: RequestInit } = {},
): Promise<Response> {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    ...init,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "cf-connecting-ip": ip },
  });
}

export const STRONG_PASSWORD = "Str0ng!Passw0rd";

/** Registers through the /register form and returns the session cookie. */
export async function registerUser(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<{ email: string; password: string; name: string; cookie: string }> {
  const account = {
    name: "Test Official",
    email: `official-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await postForm("/register", account);
  if (response.status !== 302) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { ...account, cookie: cookiesFrom(response) };
}
