// Serves a production build in workerd through Miniflare, with workerd's own socket as the address:
// no Node server in the path of a request. `vite preview` answers on a Node server and forwards each
// request to workerd, which costs as much CPU per request as the Worker's own work
// (docs/decisions/237).
import { globSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/**
 * workerd's log as Miniflare prints it, less one report: a browser that leaves a page before its
 * answer has been written closes the connection, and workerd reports the failed write with a
 * stack of its own. Nothing failed that a person could see; `vite preview`'s Node server used to
 * take those closes instead.
 */
function printRuntimeLog() {
  let afterClosedConnection = false;
  return ({ level, message }: { level: string; message: string }) => {
    const closedConnection = message.includes("disconnected: write():");
    const itsStack = afterClosedConnection && message.startsWith("stack:");
    afterClosedConnection = closedConnection;
    if (closedConnection || itsStack) return;
    if (level === "error" || level === "warn") console.error(message);
    else console.log(message);
  };
}

export function serveBuild({ buildDir, persistDir, port }: { buildDir: string; persistDir: string; port: number }) {
  const serverDir = path.join(buildDir, "server");
  // The build's own Wrangler configuration: bindings, assets (with public/_headers), crons, queues,
  // and the vars of the .dev.vars beside it.
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.join(serverDir, "wrangler.json"));
  const { modulesRules: _rules, ...options } = workerOptions;
  const entry = path.basename(main ?? "index.js");
  // The build's every chunk, as `vite preview` lists them: the entry imports the rest lazily.
  const chunks = globSync(["**/*.js", "**/*.mjs"], { cwd: serverDir }).filter((file) => file !== entry);
  return new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      // The same folders `wrangler d1 migrations apply --persist-to` and the seed write.
      resourcePersistencePath: path.join(persistDir, "v3"),
      // /cdn-cgi/local/scheduled: the tests run the crons at the instant they choose.
      unsafeTriggerHandlers: true,
      logRequests: false,
      handleStructuredLogs: printRuntimeLog(),
      workers: [
        {
          ...options,
          name: "tipoff",
          rootPath: serverDir,
          modules: [entry, ...chunks].map((file) => ({ type: "ESModule" as const, path: file })),
        },
      ],
    }),
  );
}
