// The feed simulation's own Vitest run (docs/performance/notes/182-feeds-simulation.md), apart from `npm test`: the Worker's
// code in workerd with a fresh local D1, the platforms' server started in Node beside it.
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

const ROOT = path.resolve(import.meta.dirname, "../..");

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(ROOT, "migrations"));
  return {
    root: ROOT,
    plugins: [
      reactRouter(),
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: "test",
            REQUIRE_EMAIL_VERIFICATION: "false",
            BETTER_AUTH_SECRET: "simulation-secret-that-is-long-enough-0123456789",
            // The platforms answer on loopback addresses; nothing else is loosened (docs/decisions/102).
            FEED_ALLOW_LOOPBACK: "true",
            // No venue should need the geocoder; if one did, it must not leave the machine.
            GEOCODER_BASE_URL: "http://127.0.0.1:9/",
            SIM_FEEDS: process.env.SIM_FEEDS ?? "200000",
            SIM_HOURS: process.env.SIM_HOURS ?? "24",
            SIM_HOSTS: process.env.SIM_HOSTS ?? "2000",
          },
        },
      }),
    ],
    resolve: {
      tsconfigPaths: true,
      alias: [{ find: /^\.\/app\.css\?url$/, replacement: path.join(ROOT, "tests/worker/stylesheet-url.ts") }],
    },
    test: {
      include: ["bench/feeds/simulation.sim.ts"],
      globalSetup: ["bench/feeds/platforms.ts"],
      testTimeout: 24 * 60 * 60 * 1000,
      hookTimeout: 10 * 60 * 1000,
      fsModuleCache: false,
      maxWorkers: 1,
    },
  };
});
