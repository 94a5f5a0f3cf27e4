import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The build the end-to-end server serves: nothing that reaches D1, KV or auth may ship to browsers.
const PORT = process.env.E2E_PORT ?? "4173";
const BUILD_DIR = process.env.TIPOFF_BUILD_DIR ?? (PORT === "4173" ? "build" : `build-e2e-${PORT}`);
const CLIENT_DIR = path.join(BUILD_DIR, "client");
const SERVER_MARKERS = ["sqliteTable", "audit_log", "contact_messages", "drizzle"];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test("no client file carries the database schema or drizzle", () => {
  const scripts = files(CLIENT_DIR).filter((file) => /\.(js|mjs|css|html|json)$/.test(file));
  expect(scripts.length).toBeGreaterThan(10);
  const leaks = scripts.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return SERVER_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(leaks).toEqual([]);
});

test("no client file carries the API reference: /api/docs is the Worker's page, loading Scalar itself", () => {
  const leaks = files(CLIENT_DIR).filter((file) => /@scalar\/|createApiReference/.test(readFileSync(file, "utf8")));
  expect(leaks).toEqual([]);
});
