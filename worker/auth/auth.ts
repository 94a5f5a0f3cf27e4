import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { AppConfig } from "../env";
import { kvSecondaryStorage } from "./kv-storage";
import { hashPassword, verifyPassword } from "./password";

export type AuthDeps = { db: Db; sessionsKv: KVNamespace; config: AppConfig; baseUrl: string };

export function createAuth({ db, sessionsKv, config, baseUrl }: AuthDeps) {
  const isLocalhost = new URL(baseUrl).hostname === "localhost" || new URL(baseUrl).hostname === "127.0.0.1";
  return betterAuth({
    appName: "Tipoff",
    secret: config.authSecret,
    baseURL: baseUrl,
    basePath: "/api/auth",
    trustedOrigins: [baseUrl],
    database: drizzleAdapter(db, { provider: "sqlite", usePlural: true, schema }),
    secondaryStorage: kvSecondaryStorage(sessionsKv),
    session: {
      // KV answers the hot path; D1 keeps the durable copy so sessions can be listed and revoked.
      storeSessionInDatabase: true,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: config.requireEmailVerification,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    // Our KV limiter (worker/rate-limit.ts) covers the auth endpoints with the spec's messages.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: !isLocalhost,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: !isLocalhost },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
