import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll } from "vitest";
import { contractCount } from "./contract";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Each file's count of answers held to the OpenAPI document; ./contract-reporter adds them up. The
// files share one module registry (isolate: false), so each starts its count from zero.
beforeAll(() => {
  contractCount.checked = 0;
  contractCount.undocumentedPaths = 0;
});
// biome-ignore lint/correctness/noEmptyPattern: vitest reads fixture names from the first argument's pattern
afterAll(({}, suite) => {
  suite.meta.contract = { ...contractCount };
});
