// What every simulation's own Vitest run shares, apart from `npm test`: the Worker's code in workerd
// on a fresh local D1 (the migrations applied by the test), one file at a time, nothing sent off the
// machine unless its bindings say so. Each simulation names its bindings, its file and its length.
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type Simulation = {
  bindings: Record<string, string>;
  include: string[];
  globalSetup?: string[];
  testTimeout: number;
};

export const simulationConfig = (simulation: Simulation) =>
  defineConfig(async () => {
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
              // No venue should need the geocoder; if one did, it must not leave the machine.
              GEOCODER_BASE_URL: "http://127.0.0.1:9/",
              ...simulation.bindings,
            },
          },
        }),
      ],
      resolve: {
        tsconfigPaths: true,
        alias: [{ find: /^\.\/app\.css\?url$/, replacement: path.join(ROOT, "tests/worker/stylesheet-url.ts") }],
      },
      test: {
        include: simulation.include,
        globalSetup: simulation.globalSetup ?? [],
        testTimeout: simulation.testTimeout,
        hookTimeout: 10 * 60 * 1000,
        fsModuleCache: false,
        maxWorkers: 1,
      },
    };
  });
