import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll } from "vitest";
import { contractCount } from "./contract";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Each file's count of answers held to the OpenAPI document; ./contract-reporter adds them up.
// biome-ignore lint/correctness/noEmptyPattern: vitest reads fixture names from the first argument's pattern
afterAll(({}, suite) => {
  suite.meta.contract = { ...contractCount };
});
