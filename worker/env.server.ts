import { type AuthSecrets, authSecretsFrom, parseVersionedSecrets } from "./auth/secrets";
import { z } from "./validation/zod";

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
    CONTACT_EMAIL: z.email().default("support@tipoff.app"),
    MAIL_API_KEY: z.string().min(1).optional(),
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
    // Lets a feed link name this machine (a fake feed server) in development and tests; the
    // refine below stops a production Worker that has it on (docs/decisions/102).
    FEED_ALLOW_LOOPBACK: z.enum(["true", "false"]).default("false"),
  })
  .refine((env) => env.BETTER_AUTH_SECRET !== undefined || env.BETTER_AUTH_SECRETS !== null, {
    message: MISSING_AUTH_SECRET,
    path: ["BETTER_AUTH_SECRET"],
  })
  .refine((env) => !(env.APP_ENV === "production" && env.FEED_ALLOW_LOOPBACK === "true"), {
    message: "FEED_ALLOW_LOOPBACK must not be true when APP_ENV is production",
    path: ["FEED_ALLOW_LOOPBACK"],
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
  contactEmail: string;
  /** Set when mail goes through the provider; otherwise verification links are logged. */
  mail: { apiKey: string; from: string } | null;
  /** The map's raster tiles: a URL template and the attribution the provider requires. */
  mapTiles: MapTiles;
  /** The OSRM-compatible routing service's base URL, or null for the offline drive estimate. */
  routingUrl: string | null;
  /** Calendar feed links may name localhost / 127.0.0.1 / ::1 (development and tests only). */
  feedAllowLoopback: boolean;
};

export type MapTiles = { url: string; attribution: string };

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
    contactEmail: parsed.data.CONTACT_EMAIL,
    mail: parsed.data.MAIL_API_KEY ? { apiKey: parsed.data.MAIL_API_KEY, from: parsed.data.MAIL_FROM } : null,
    mapTiles: { url: parsed.data.MAP_TILE_URL, attribution: parsed.data.MAP_TILE_ATTRIBUTION },
    routingUrl: parsed.data.ROUTING_URL || null,
    feedAllowLoopback: parsed.data.APP_ENV !== "production" && parsed.data.FEED_ALLOW_LOOPBACK === "true",
  };
  cache.set(env, config);
  return config;
}
