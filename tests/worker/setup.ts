import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { contractCount } from "./contract";
import { seedSchoolIndex } from "./fixtures";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The schools index in every worker's database, before its first file: no test then depends on
// whether a file run before it in the same worker happened to load it (once a worker, see
// seedSchoolIndex).
await seedSchoolIndex();

// Each file's count of answers held to the OpenAPI document; ./contract-reporter adds them up. The
// files share one module registry (isolate: false), so each starts its count from zero.
beforeAll(() => {
  contractCount.checked = 0;
  contractCount.undocumentedPaths = 0;
});
// A test's spies (a failing D1, a fake geocoder or router) end with it, in every file: the files
// share one isolate, so a spy left behind would fail the next file's setup.
afterEach(() => {
  vi.restoreAllMocks();
});

// biome-ignore lint/correctness/noEmptyPattern: vitest reads fixture names from the first argument's pattern
afterAll(({}, suite) => {
  suite.meta.contract = { ...contractCount };
});
