import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client.server";
import * as schema from "../db/schema.server";
import type { AppConfig } from "../env.server";
import { createMailer, verificationMail } from "../mail/mailer.server";
import { kvSecondaryStorage } from "./kv-storage.server";
import { hashPassword, verifyPassword } from "./password.server";

export type AuthDeps = { db: Db; sessionsKv: KVNamespace; config: AppConfig; baseUrl: string };

export function createAuth({ db, sessionsKv, config, baseUrl }: AuthDeps) {
  const { hostname } = new URL(baseUrl);
  const isLocalhost = hostname === "localhost" || hostname === "127.0.0.1";
  const mailer = createMailer(config);
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
      // Deleting needs the current password (checked by better-auth); favorites cascade, arenas stay.
      deleteUser: { enabled: true },
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
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    // Our KV limiter (worker/rate-limit.server.ts) covers the auth endpoints with the app's own messages.
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
