import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: reactRouter() supplies virtual:react-router/server-build,
// but the cloudflare() dev plugin must not run under the test pool.
// Wrangler puts every key of a developer's .dev.vars into the bindings, over wrangler.toml's. The
// tests name each setting the Worker reads below; any other key .dev.vars sets is bound empty, so
// what the tests see never depends on that file (a developer's own mail key or tile server).
const DEV_VARS = path.join(import.meta.dirname, ".dev.vars");
const devVarsKeys = existsSync(DEV_VARS) ? Object.keys(parseEnv(readFileSync(DEV_VARS, "utf8"))) : [];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      reactRouter(),
      // React's production build renders the pages, as in the deployed Worker (NODE_ENV below):
      // its development build spent about 7 % of the suite's CPU on checks no test reads. React
      // Router's plugin asks for development JSX under a dev server; this comes after it and wins.
      { name: "tipoff:production-jsx", config: () => ({ oxc: { jsx: { development: false } } }) },
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ...Object.fromEntries(devVarsKeys.map((key) => [key, ""])),
            TEST_MIGRATIONS: migrations,
            APP_ENV: "test",
            // workerd's process.env comes from the bindings; React picks its build from this.
            NODE_ENV: "production",
            REQUIRE_EMAIL_VERIFICATION: "false",
            BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth-0123456789",
            // Game tests answer this host with recorded routing replies (fixtures.ts `fakeNetwork`).
            ROUTING_URL: "http://osrm.test",
            // No weather service: every cron run in the tests would ask it about the games leaving
            // soon. The weather tests pass a fake to the context (tests/worker/weather/weather.test.ts).
            WEATHER_BASE_URL: "",
            // Test files run side by side on one KV: at the production allowance of one a second,
            // a test's lookup would wait on its neighbours' and be put off past the import's wait.
            // The throttle itself is tested at one a second (geocoding.test.ts).
            GEOCODER_REQUESTS_PER_SECOND: "50",
            // A key pair for the tests only (notification tests check the VAPID signature with it).
            VAPID_PUBLIC_KEY: "BP8uLGhgZJIspVOHro1_jiAIBQQ3amGcYSDHY2LZM4zDHxMbTl2Dr63QA-Sy_0wNLrctpgN8m2vYva9xnvAZ2yc",
            VAPID_PRIVATE_KEY: "VhxPcaiMo5i4Jawsqxcft7lFjDIzDU5t5WfHcITq7I8",
            VAPID_SUBJECT: "mailto:push-tests@tipoff.app",
            // Named here so a developer's .dev.vars cannot change what the tests see (the README's
            // tips turn these on for a local feed or push receiver; wrangler.toml's values below).
            APP_URL: "https://tipoff.app",
            PUSH_ALLOW_LOOPBACK: "false",
            FEED_ALLOW_LOOPBACK: "false",
            BETTER_AUTH_SECRETS: "",
            GEOCODER_BASE_URL: "https://nominatim.openstreetmap.org",
            CONTACT_EMAIL: "support@tipoff.app",
            // No mail service: mail is logged (the mail tests pass a key of their own).
            MAIL_API_KEY: "",
            MAIL_FROM: "Tipoff <no-reply@tipoff.app>",
            MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
          },
        },
      }),
    ],
    resolve: {
      tsconfigPaths: true,
      // Vitest stands an empty string in for CSS, and React warns on every page about a stylesheet
      // without an address: the tests get one like the build's.
      alias: [
        { find: /^\.\/app\.css\?url$/, replacement: path.join(import.meta.dirname, "tests/worker/stylesheet-url.ts") },
      ],
    },
    test: {
      include: ["tests/worker/**/*.test.ts"],
      // `npm run test:coverage` only: istanbul instruments the source (v8 coverage cannot see inside
      // workerd), which makes the run slower than the plain one.
      coverage: {
        provider: "istanbul" as const,
        include: ["worker/**/*.{ts,tsx}", "core/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
        reporter: ["text-summary", "json-summary"],
      },
      setupFiles: ["./tests/worker/setup.ts"],
      // The default output, then the number of API answers checked against the OpenAPI document.
      reporters: ["default", "./tests/worker/contract-reporter.ts"],
      // Guards against a hang, not a measure: CPU-bound tests stretch with the machine's load. The
      // slowest (a property test, about 3.5 s alone) took 20 s with a second worker suite beside
      // the run on 2 cores, and the first page render transforms the whole app inside workerd.
      testTimeout: 90_000,
      hookTimeout: 90_000,
      // Vitest's on-disk module cache sends whole cached modules over workerd's WebSocket, whose
      // messages are limited to 1 MiB; lucide-react's index alone is 1.75 MB ("Message is too large").
      fsModuleCache: false,
      // Each worker's workerd runs file after file: the app is transformed once per worker instead
      // of once per file. Files then share D1 and KV, so a test never assumes it is alone there: its
      // own users, IPs, names and places (docs/decisions/078; timings in docs/performance.md).
      isolate: false,
      // Vitest's default is one worker fewer than the cores: one on the 2-core machine, with the
      // other core idle. Two workerds each transform the app once and use both cores (tests share
      // D1 and KV either way).
      maxWorkers: 2,
    },
  };
});
