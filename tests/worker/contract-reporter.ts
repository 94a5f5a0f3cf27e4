import type { Reporter, TestModule } from "vitest/node";

/** Prints how many /api answers the worker tests held to the OpenAPI document (./contract). */
export default class ContractReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let checked = 0;
    let undocumentedPaths = 0;
    let propertyRuns = 0;
    for (const testModule of testModules) {
      const count = testModule.meta().contract;
      checked += count?.checked ?? 0;
      undocumentedPaths += count?.undocumentedPaths ?? 0;
      propertyRuns += testModule.meta().propertyRuns ?? 0;
    }
    console.log(
      `\nOpenAPI contract: ${checked} API answers checked against the document (status, content type, body, headers); ${undocumentedPaths} to paths no API route serves (the catch-all 404); ${propertyRuns} property-based input runs.`,
    );
  }
}
