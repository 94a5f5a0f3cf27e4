import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { forgetAuditActor } from "../audit/audit.server";
import type { DbCtx } from "../db/client.server";
import * as schema from "../db/schema.server";
import { createMailer, verificationMail } from "../mail/mailer.server";
import type { BaseUrlCtx, ConfigCtx } from "../platform/env.server";
import { kvSecondaryStorage } from "./kv-storage.server";
import { hashPassword, verifyPassword } from "./password.server";

/** The context's KV namespace of better-auth's sessions (its secondary storage). */
export type SessionsKvCtx = { readonly sessionsKv: KVNamespace };

/** How long a session lives, and how old it gets before a request extends it (better-auth's defaults). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** Session cookies are `Secure` everywhere but on this machine's own loopback. */
function usesSecureCookies(baseUrl: string): boolean {
  const { hostname } = new URL(baseUrl);
  return hostname !== "localhost" && hostname !== "127.0.0.1";
}

/** The session cookie's name as better-auth sets and reads it for this origin. */
export function sessionCookieName(baseUrl: string): string {
  return `${usesSecureCookies(baseUrl) ? "__Secure-" : ""}better-auth.session_token`;
}

export function createAuth({ db, sessionsKv, config, baseUrl }: DbCtx & SessionsKvCtx & ConfigCtx & BaseUrlCtx) {
  const secureCookies = usesSecureCookies(baseUrl);
  const mailer = createMailer(config);
  return betterAuth({
    appName: "Tipoff",
    // The same list the Worker's own session read verifies with (docs/decisions/183): given here
    // rather than left to better-auth's reading of process.env, so the two never differ.
    ...(config.authSecrets.versioned ? { secrets: config.authSecrets.versioned } : {}),
    ...(config.authSecrets.legacy ? { secret: config.authSecrets.legacy } : {}),
    baseURL: baseUrl,
    basePath: "/api/auth",
    trustedOrigins: [baseUrl],
    database: drizzleAdapter(db, { provider: "sqlite", usePlural: true, schema }),
    secondaryStorage: kvSecondaryStorage(sessionsKv),
    session: {
      // D1 holds every session and is where each request checks it (docs/decisions/161): every
      // sign-out, revocation and account deletion deletes the row there. KV is better-auth's mirror.
      storeSessionInDatabase: true,
      // Named here because worker/auth/session-read.server.ts applies the same refresh rule.
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    user: {
      // Deleting needs the current password (checked by better-auth); favorites cascade, arenas stay.
      // The audit log keeps its rows for the arenas' history but forgets the person (decision 245).
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          await forgetAuditActor(db, { id: user.id, email: user.email });
        },
      },
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
    // Our KV limiter (worker/platform/rate-limit.server.ts) covers the auth endpoints with the app's own messages.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: secureCookies },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The context's better-auth, built on first use: most requests never touch auth. */
export type AuthCtx = { readonly auth: () => Auth };
