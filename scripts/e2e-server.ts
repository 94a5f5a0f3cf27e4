// Serves the production build in workerd for the end-to-end tests, on a fresh migrated and
// seeded database of its own (.wrangler/e2e-<port>), so tests never touch the developer's data.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startFakeGeocoder } from "./fake-geocoder.ts";
import { startFakePushService } from "./fake-push-service.ts";
import { startFakeRouter } from "./fake-router.ts";
import { startFakeWeather } from "./fake-weather.ts";
import { FAKE_PUSH_SERVICE_FILE, E2E_PERSIST_DIR as persistDir, E2E_PORT as port } from "./lib/e2e-env.ts";
import { applyMigrations, ensureDevVars, ROOT } from "./lib/local-env.ts";
import { serveBuild } from "./lib/serve-build.ts";
import { seedLocal } from "./seed.ts";

process.env.TIPOFF_PERSIST_DIR = persistDir;
// The default port builds into build/; any other port into its own folder, so parallel runs never clash.
if (port !== "4173") process.env.TIPOFF_BUILD_DIR ??= `build-e2e-${port}`;

ensureDevVars();
rmSync(persistDir, { recursive: true, force: true });
applyMigrations("local");
await seedLocal();

const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
const run = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: process.env });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });

if (process.env.E2E_SKIP_BUILD !== "1") await run(bin("react-router"), ["build"]);
const buildDir = path.join(ROOT, process.env.TIPOFF_BUILD_DIR ?? "build");
// The server reads its vars from the build's .dev.vars: point geocoding, routing and weather at local fakes,
// let calendar feed links name this machine, where the feed tests serve their feeds, and push
// endpoints name the fake push service (its address for the tests in FAKE_PUSH_SERVICE_FILE).
const buildVars = path.join(buildDir, "server", ".dev.vars");
const builtVars = readFileSync(buildVars, "utf8");
// The build writes its copy with each value quoted.
const vapidPublicKey = /^VAPID_PUBLIC_KEY=['"]?([\w-]+)/m.exec(builtVars)?.[1] ?? "";
const [geocoder, router, weather, pushService] = await Promise.all([
  startFakeGeocoder(),
  startFakeRouter(),
  startFakeWeather(),
  startFakePushService(vapidPublicKey),
]);
const vars = builtVars.replace(
  /^(GEOCODER_BASE_URL|ROUTING_URL|WEATHER_BASE_URL|FEED_ALLOW_LOOPBACK|PUSH_ALLOW_LOOPBACK|APP_URL)=.*\n?/gm,
  "",
);
writeFileSync(
  buildVars,
  `${vars.trimEnd()}\nGEOCODER_BASE_URL=${geocoder.url}\nROUTING_URL=${router.url}\nWEATHER_BASE_URL=${weather.url}\nFEED_ALLOW_LOOPBACK=true\nPUSH_ALLOW_LOOPBACK=true\nAPP_URL=http://localhost:${port}\n`,
);
writeFileSync(FAKE_PUSH_SERVICE_FILE, JSON.stringify({ url: pushService.url }));
/**
 * `vite preview` serves the build that .wrangler/deploy/config.json names (wrangler's redirected
 * configuration), which every build rewrites: after a build elsewhere, E2E_SKIP_BUILD=1 would
 * serve that one, with none of the vars below. Name this run's build.
 */
function nameBuildForVitePreview() {
  const redirect = path.join(ROOT, ".wrangler", "deploy");
  mkdirSync(redirect, { recursive: true });
  writeFileSync(
    path.join(redirect, "config.json"),
    JSON.stringify({
      configPath: path.relative(redirect, path.join(buildDir, "server", "wrangler.json")),
      auxiliaryWorkers: [],
    }),
  );
}

// The tests' server is workerd itself, through Miniflare (scripts/lib/serve-build.ts). The benches
// can ask for E2E_SERVE=vite-preview (`vite preview`, whose Node server forwards each request to
// workerd; the Worker's DevTools inspector) or E2E_SERVE=wrangler (`wrangler dev`, whose own proxy
// worker failed requests in the rush, docs/decisions/160).
const serve = process.env.E2E_SERVE ?? "miniflare";
if (serve === "miniflare") {
  const miniflare = serveBuild({ buildDir, persistDir, port: Number(port) });
  await miniflare.ready;
  console.log(`Serving ${path.relative(ROOT, buildDir)} on http://localhost:${port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void miniflare.dispose().finally(() => process.exit(0)));
} else {
  const server = serve === "wrangler" ? startWranglerDev() : startVitePreview();
  server.on("exit", (code) => process.exit(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
}

function startWranglerDev() {
  return spawn(
    bin("wrangler"),
    [
      "dev",
      "--config",
      path.join(buildDir, "server", "wrangler.json"),
      "--ip",
      "127.0.0.1",
      "--port",
      port,
      "--persist-to",
      persistDir,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    // No metrics: the machine has no network but the npm registry.
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}

function startVitePreview() {
  nameBuildForVitePreview();
  // In CI the preview prints warnings and errors only: its line per request costs CPU.
  const quiet = process.env.CI ? ["--logLevel", "warn"] : [];
  return spawn(bin("vite"), ["preview", "--port", port, "--strictPort", ...quiet], {
    cwd: ROOT,
    stdio: "inherit",
    env: process.env,
  });
}
