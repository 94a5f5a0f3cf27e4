// The weather simulation's own Vitest run (`npm run bench:weather`, docs/decisions/240), apart from
// `npm test`: the Worker's weather check in workerd on a fresh local D1 and KV, a simulated day of
// cron runs against an in-process weather service that counts what it is asked.
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
            // The simulation passes its own weather service; nothing may leave the machine.
            WEATHER_BASE_URL: "",
            GEOCODER_BASE_URL: "http://127.0.0.1:9/",
            SIM_GAMES: process.env.SIM_GAMES ?? "100000",
            SIM_HOURS: process.env.SIM_HOURS ?? "26",
          },
        },
      }),
    ],
    resolve: {
      tsconfigPaths: true,
      alias: [{ find: /^\.\/app\.css\?url$/, replacement: path.join(ROOT, "tests/worker/stylesheet-url.ts") }],
    },
    test: {
      include: ["bench/weather/simulation.sim.ts"],
      testTimeout: 6 * 60 * 60 * 1000,
      hookTimeout: 10 * 60 * 1000,
      fsModuleCache: false,
      maxWorkers: 1,
    },
  };
});
