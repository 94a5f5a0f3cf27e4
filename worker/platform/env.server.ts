import type { MapTiles } from "../../core/map-tiles";
import { z } from "../../core/zod";
import { fromBase64url, isUncompressedPoint, P256_SCALAR_BYTES } from "./base64url";
import { type AuthSecrets, authSecretsFrom, parseVersionedSecrets } from "./secrets";

const MISSING_AUTH_SECRET = "BETTER_AUTH_SECRET is not set (wrangler secret put BETTER_AUTH_SECRET)";

// Checked once where configuration enters: a missing or weak secret stops the Worker with a clear error.
const ConfigSchema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]).default("production"),
    BETTER_AUTH_SECRET: z
      .string({ error: MISSING_AUTH_SECRET })
      .min(32, "BETTER_AUTH_SECRET must be at least 32 characters")
      .optional(),
    // Versioned secrets for rotating the one above, in better-auth's format ("2:<new>,1:<old>",
    // the current one first); empty or unset: BETTER_AUTH_SECRET alone (docs/decisions/183).
    BETTER_AUTH_SECRETS: z
      .string()
      .default("")
      .transform((text, context) => {
        const parsed = parseVersionedSecrets(text);
        if (typeof parsed !== "string") return parsed;
        context.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }),
    REQUIRE_EMAIL_VERIFICATION: z.enum(["true", "false"]).default("true"),
    GEOCODER_BASE_URL: z.url().default("https://nominatim.openstreetmap.org"),
    // Requests a second the whole app may send the address service: Nominatim's policy is one; a
    // provider with a higher allowance, or the tests' local fake, may name more.
    GEOCODER_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(50).default(1),
    CONTACT_EMAIL: z.email().default("support@tipoff.app"),
    // Resend's key; empty or unset: no mail service, mail is logged (local use and the worker tests).
    MAIL_API_KEY: z.string().optional(),
    MAIL_FROM: z.string().min(3).default("Tipoff <no-reply@tipoff.app>"),
    // OpenStreetMap's own tiles suit local use only (their policy forbids heavy use): a deployment
    // names its provider here (docs/decisions/061).
    MAP_TILE_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
        "MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}",
      )
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default("© OpenStreetMap contributors"),
    // An OSRM-compatible routing service for drive times; empty means the offline estimate (docs/decisions/066).
    ROUTING_URL: z
      .union([z.literal(""), z.url({ protocol: /^https?$/, error: "ROUTING_URL must be an http(s) URL" })])
      .default(""),
    // The National Weather Service's API for the alerts at a game's gym and start (docs/decisions/240);
    // empty: no weather checks (a deployment outside the US, and the worker tests).
    WEATHER_BASE_URL: z
      .union([z.literal(""), z.url({ protocol: /^https?$/, error: "WEATHER_BASE_URL must be an http(s) URL" })])
      .default("https://api.weather.gov"),
    // Lets a feed link name this machine (a fake feed server) in development and tests; the
    // refine below stops a production Worker that has it on (docs/decisions/102).
    FEED_ALLOW_LOOPBACK: z.enum(["true", "false"]).default("false"),
    // Web Push (docs/decisions/170): the application server's P-256 key pair, base64url; without
    // both, pushes are off and e-mail still works. The subject tells push services whom to contact.
    VAPID_PUBLIC_KEY: z
      .string()
      .default("")
      .refine((key) => key === "" || isUncompressedPoint(fromBase64url(key)), {
        message: "VAPID_PUBLIC_KEY must be the base64url of a 65-byte uncompressed P-256 point",
      }),
    VAPID_PRIVATE_KEY: z
      .string()
      .default("")
      .refine((key) => key === "" || fromBase64url(key)?.length === P256_SCALAR_BYTES, {
        message: "VAPID_PRIVATE_KEY must be the base64url of a 32-byte P-256 private key",
      }),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "VAPID_SUBJECT must be a mailto: address or an https: URL")
      .default("mailto:support@tipoff.app"),
    // Lets a push endpoint name this machine (a local push receiver) in development and tests only.
    PUSH_ALLOW_LOOPBACK: z.enum(["true", "false"]).default("false"),
    // The site's own address, for links in e-mails sent without a request (the cron, the queue).
    APP_URL: z.url({ protocol: /^https?$/, error: "APP_URL must be an http(s) URL" }).default("https://tipoff.app"),
  })
  .refine((env) => env.BETTER_AUTH_SECRET !== undefined || env.BETTER_AUTH_SECRETS !== null, {
    message: MISSING_AUTH_SECRET,
    path: ["BETTER_AUTH_SECRET"],
  })
  .refine((env) => !(env.APP_ENV === "production" && env.FEED_ALLOW_LOOPBACK === "true"), {
    message: "FEED_ALLOW_LOOPBACK must not be true when APP_ENV is production",
    path: ["FEED_ALLOW_LOOPBACK"],
  })
  .refine((env) => !(env.APP_ENV === "production" && env.PUSH_ALLOW_LOOPBACK === "true"), {
    message: "PUSH_ALLOW_LOOPBACK must not be true when APP_ENV is production",
    path: ["PUSH_ALLOW_LOOPBACK"],
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === "") === (env.VAPID_PRIVATE_KEY === ""), {
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (wrangler secret put VAPID_PRIVATE_KEY)",
    path: ["VAPID_PRIVATE_KEY"],
  })
  .refine((env) => !(env.APP_ENV === "production" && env.REQUIRE_EMAIL_VERIFICATION === "true" && !env.MAIL_API_KEY), {
    message: "MAIL_API_KEY is not set, but production requires e-mail verification (wrangler secret put MAIL_API_KEY)",
    path: ["MAIL_API_KEY"],
  });

export type AppConfig = {
  appEnv: "development" | "test" | "production";
  /** The secret that signs and encrypts now (better-auth's current key). */
  authSecret: string;
  /** Every auth key: better-auth's options, and the keys a session cookie may be signed with. */
  authSecrets: AuthSecrets;
  requireEmailVerification: boolean;
  geocoderBaseUrl: string;
  /** Requests a second the whole app sends the address service (1 for Nominatim). */
  geocoderRequestsPerSecond: number;
  contactEmail: string;
  /** Set when mail goes through the provider; otherwise verification links are logged. */
  mail: { apiKey: string; from: string } | null;
  /** The map's raster tiles: a URL template and the attribution the provider requires. */
  mapTiles: MapTiles;
  /** The OSRM-compatible routing service's base URL, or null for the offline drive estimate. */
  routingUrl: string | null;
  /** The weather service's base URL, or null when no weather is checked. */
  weatherBaseUrl: string | null;
  /** Calendar feed links may name localhost / 127.0.0.1 / ::1 (development and tests only). */
  feedAllowLoopback: boolean;
  /** The Web Push key pair and contact, or null when pushes are not set up. */
  vapid: VapidConfig | null;
  /** Push endpoints may name localhost / 127.0.0.1 / ::1 (development and tests only). */
  pushAllowLoopback: boolean;
  /** The site's origin, for links in e-mails sent by background work. */
  appUrl: string;
};

/** base64url keys as Web Push libraries spell them: the 65-byte public point, the 32-byte private scalar. */
export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

// The context's members that say what the Worker runs with (docs/decisions/230).

/** The Worker's bindings as they came, for a builder that reads one the context does not name. */
export type EnvCtx = { readonly env: Env };
export type ConfigCtx = { readonly config: AppConfig };
/** The request's origin, which names the session cookie and better-auth's URLs; else the app's URL. */
export type BaseUrlCtx = { readonly baseUrl: string };

const cache = new WeakMap<object, AppConfig>();

export function readConfig(env: Env): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  const authSecrets = authSecretsFrom(parsed.data.BETTER_AUTH_SECRETS, parsed.data.BETTER_AUTH_SECRET ?? null);
  const config: AppConfig = {
    appEnv: parsed.data.APP_ENV,
    authSecret: authSecrets.current,
    authSecrets,
    requireEmailVerification: parsed.data.REQUIRE_EMAIL_VERIFICATION === "true",
    geocoderBaseUrl: parsed.data.GEOCODER_BASE_URL,
    geocoderRequestsPerSecond: parsed.data.GEOCODER_REQUESTS_PER_SECOND,
    contactEmail: parsed.data.CONTACT_EMAIL,
    mail: parsed.data.MAIL_API_KEY ? { apiKey: parsed.data.MAIL_API_KEY, from: parsed.data.MAIL_FROM } : null,
    mapTiles: { url: parsed.data.MAP_TILE_URL, attribution: parsed.data.MAP_TILE_ATTRIBUTION },
    routingUrl: parsed.data.ROUTING_URL || null,
    weatherBaseUrl: parsed.data.WEATHER_BASE_URL || null,
    feedAllowLoopback: parsed.data.APP_ENV !== "production" && parsed.data.FEED_ALLOW_LOOPBACK === "true",
    vapid: parsed.data.VAPID_PUBLIC_KEY
      ? {
          publicKey: parsed.data.VAPID_PUBLIC_KEY,
          privateKey: parsed.data.VAPID_PRIVATE_KEY,
          subject: parsed.data.VAPID_SUBJECT,
        }
      : null,
    pushAllowLoopback: parsed.data.APP_ENV !== "production" && parsed.data.PUSH_ALLOW_LOOPBACK === "true",
    appUrl: new URL(parsed.data.APP_URL).origin,
  };
  cache.set(env, config);
  return config;
}
