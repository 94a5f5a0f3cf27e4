import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT } from "./scripts/lib/e2e-env.ts";

const PORT = Number(E2E_PORT);
// Debian's chromium-headless-shell when it is installed: Chromium's own headless build of the same
// version (Blink and V8 as in /usr/bin/chromium) without the full browser's UI, which costs half
// the CPU per test on 2 cores. CHROME_PATH names another, e.g. /usr/bin/chromium for --headed runs
// (docs/performance/notes/211-ci-on-half-the-cpu.md).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const fullBrowser = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromium = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullBrowser);
// Debian's Chromium, run as root in CI, without the network calls this machine refuses.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Under `npm test` (scripts/test-all.ts) the @alone tests run first, while the worker tests use
// the other core; at the end that core would stand idle. A run of chosen files keeps them last:
// Playwright runs a project that others depend on whole, whatever the filter.
const aloneFirst = process.env.E2E_ALONE_FIRST === "1";

export default defineConfig({
  testDir: "./tests/e2e",
  // Two workers for the two cores, each taking the next test of any file: every test makes its own
  // users and rows and has its own client IP (docs/decisions/048), so no test waits on or sees another.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on its second try is a failing test, and a retry would hide
  // it until it fails twice on another machine. Each flaky one is a race to find (docs/decisions/088).
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Beside a second worker, one test's browser, the server and the other's share two cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Tracing films every test to keep the failures' films, a large share of the suite's time.
    // CI prints only the log, so it records none; locally a failure keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The service worker installs the offline pack (a page and every script) in each new context;
    // only the tests of the pack and of the CSP let it run (test.use there).
    serviceWorkers: "block",
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  // Admins are made before any test, while nothing else writes the database (docs/decisions/088).
  globalSetup: "./tests/e2e/global-setup.ts",
  projects: [
    // A test that writes the server's database from outside runs by itself, before or after all
    // others: no request of another test may be reading the file then (docs/decisions/088). One
    // worker, so two such tests never run beside each other either.
    {
      name: "alone",
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
      testIgnore: /\.phone\.spec\.ts$/,
      grep: /@alone/,
      dependencies: aloneFirst ? [] : ["desktop", "phone"],
    },
    // The phone journeys, the suite's longest tests, before the desktop ones: started last they
    // would leave one worker waiting on the other at the end of the run.
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 } },
      testMatch: /\.phone\.spec\.ts$/,
      dependencies: aloneFirst ? ["alone"] : [],
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: /\.phone\.spec\.ts$/,
      grepInvert: /@alone|@full-browser/,
      dependencies: aloneFirst ? ["alone"] : [],
    },
    // What only the full browser has: the headless shell shows no notifications.
    {
      name: "full-browser",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: fullBrowser, args: chromiumArgs } },
      testIgnore: /\.phone\.spec\.ts$/,
      grep: /@full-browser/,
      dependencies: aloneFirst ? ["alone"] : [],
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
