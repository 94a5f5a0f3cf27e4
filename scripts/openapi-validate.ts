// `npm run openapi:check`: builds the OpenAPI document from the code (the same function that serves
// GET /api/openapi.json, from the routes' declarations) and validates it with @readme/openapi-parser.
// Prints "0 errors" and exits 0, or prints every error and warning and exits 1. Runs in CI before the tests (.ci/run).
import { compileErrors, validate } from "@readme/openapi-parser";
import type { OpenAPIV3_1 } from "openapi-types";
import { runnerImport } from "vite";
import { ROOT } from "./lib/local-env.ts";

type AppModule = { apiDocument: () => OpenAPIV3_1.Document; documentedRoutes: () => readonly unknown[] };
type DocumentModule = { API_VERSION: string };

// The worker's modules import without extensions and through the ~/ alias: Vite's module runner
// resolves them as the build does, without the Cloudflare and React Router plugins.
const load = <T>(file: string) =>
  runnerImport<T>(file, { root: ROOT, configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } });
const { module: app } = await load<AppModule>("./worker/app.ts");
const { module } = await load<DocumentModule>("./worker/openapi/document.ts");

const document = app.apiDocument();
const result = await validate(structuredClone(document));
const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item ?? {})).length;
const summary = `OpenAPI ${document.openapi}, Tipoff API ${module.API_VERSION}: ${operations} operations on ${Object.keys(document.paths ?? {}).length} paths, ${app.documentedRoutes().length} routes documented`;

if (!result.valid) {
  console.error(compileErrors(result));
  console.error(`${summary}\n${result.errors.length} errors, ${result.warnings.length} warnings`);
  process.exit(1);
}
if (result.warnings.length > 0) {
  console.error(compileErrors(result));
  console.error(`${summary}\n0 errors, ${result.warnings.length} warnings`);
  process.exit(1);
}
console.log(`${summary}\n0 errors, 0 warnings (@readme/openapi-parser)`);
