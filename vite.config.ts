import { Server } from "node:http";
import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The preview server (local runs and the end-to-end tests; production is served by Cloudflare)
 * keeps an idle connection open longer than any client keeps one for reuse. Node's server and
 * client both default to 5 s: a client that sends on a kept connection just as the server closes
 * it gets ECONNRESET ("socket hang up") for a request the app never saw.
 */
const previewKeepsIdleConnections: Plugin = {
  name: "tipoff:preview-keeps-idle-connections",
  configurePreviewServer(server) {
    if (!(server.httpServer instanceof Server)) return;
    server.httpServer.keepAliveTimeout = 65_000;
    server.httpServer.headersTimeout = 66_000;
  },
};

/** Bare imports that only the Worker can run: the database layer and the Worker runtime's own modules. */
const SERVER_ONLY_PACKAGE = /^(drizzle-orm(\/|$)|cloudflare:)/;
const WORKER_DIR = path.join(import.meta.dirname, "worker") + path.sep;

/**
 * The browser's build fails when it reaches server-only code: drizzle, `cloudflare:*`, or any module
 * under worker/ (code both sides run lives in core/). React Router already refuses a `*.server`
 * module in the client; this adds what has no suffix to give it away (docs/decisions/205).
 * Type-only imports are erased before modules are resolved, so they never reach this check.
 */
const clientStaysOffTheServer: Plugin = {
  name: "tipoff:client-stays-off-the-server",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(id, importer, options) {
    // The dependency scan of the dev server reads every file, client or not; so does React Router's
    // search for a page's styles, which resolves a route's every import as if from the root's
    // index.html (no such file here). Neither is a module the browser loads.
    if (!importer || ("scan" in options && options.scan === true)) return null;
    if (importer === path.join(import.meta.dirname, "index.html")) return null;
    const refuse = (what: string) => {
      const from = path.relative(import.meta.dirname, importer);
      throw new Error(
        `Server-only module in the browser's build: '${what}' imported by '${from}' (docs/decisions/205)`,
      );
    };
    if (SERVER_ONLY_PACKAGE.test(id)) refuse(id);
    const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
    if (resolved && path.normalize(resolved.id).startsWith(WORKER_DIR))
      refuse(path.relative(import.meta.dirname, resolved.id));
    return null;
  },
};

// The app reads nothing of `request.cf`; the local runtime would fetch a sample of it from the
// internet on every start and print a stack trace where there is none.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The end-to-end tests serve the build from their own throwaway state.
      persistState: process.env.TIPOFF_PERSIST_DIR ? { path: process.env.TIPOFF_PERSIST_DIR } : true,
      // The CPU profile bench (bench/profile.ts) reads the Worker through a known inspector port;
      // otherwise none, so two servers side by side never compete for 9229.
      inspectorPort: process.env.TIPOFF_INSPECTOR_PORT ? Number(process.env.TIPOFF_INSPECTOR_PORT) : false,
    }),
    tailwindcss(),
    reactRouter(),
    clientStaysOffTheServer,
    previewKeepsIdleConnections,
  ],
  resolve: { tsconfigPaths: true },
  // Modules the browser imports only later (a toast, a form's checks, the map): pre-bundled when the
  // dev server starts, or their late discovery reloads the page and loses what was being sent (the
  // first registration under `npm start`). The production build does not read this.
  optimizeDeps: { include: ["sonner", "zod", "leaflet", "supercluster", "radix-ui"] },
  build: {
    // BUNDLE_SOURCEMAP=1 npm run build: source maps, to see what a page's JavaScript is made of.
    sourcemap: Boolean(process.env.BUNDLE_SOURCEMAP),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router load on every page, together: one file instead of
          // five saves their per-file compression overhead and four requests.
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Small modules the root imports and pages share (the header's and 404's words, the busy
            // labels, the date format, buttons, links, the icon helper and the header's account icon,
            // the offline pack's hook, the toast loader): every page loads them with the root anyway,
            // so one file rather than one per module. Only the root's static imports belong here, or
            // every page would carry the extra; the one exception is the card (25 of 38 pages draw
            // one), which costs the others about 0.2 KB and saves the rest a file of its own and the
            // home page the 0.2 KB that takes it under its budget (docs/decisions/248).
            {
              name: "shell",
              test: /(core[\\/](common-text|games[\\/]nav-text)|app[\\/]lib[\\/](date-format|offline|offline-text|lazy-toast|request-limit|user|cn)|app[\\/]components[\\/](page-link|ui[\\/](button|card|icon|icons[\\/]user-round)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
