// Where the end-to-end server listens and keeps its data: read by scripts/e2e-server.ts, the
// Playwright config and the e2e fixtures (which promote test admins in that database).
import path from "node:path";
import { ROOT } from "./local-env.ts";

/** E2E_PORT, or 4173; each port has its own build folder and database, so parallel runs never clash. */
export const E2E_PORT = process.env.E2E_PORT ?? "4173";

/** The e2e server's local D1/KV (wrangler's --persist-to), fresh on every server start. */
export const E2E_PERSIST_DIR = path.join(ROOT, ".wrangler", `e2e-${E2E_PORT}`);

/** Where the e2e server writes the fake push service's address for the tests. */
export const FAKE_PUSH_SERVICE_FILE = path.join(E2E_PERSIST_DIR, "fake-push-service.json");
