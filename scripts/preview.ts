// `npm run preview` after its build: the production build served in workerd on :4173 (PORT to choose
// another), with the links in its e-mails pointing at that port.
import { spawn } from "node:child_process";
import path from "node:path";
import { pointAppUrlAt, ROOT } from "./lib/local-env.ts";

const port = process.env.PORT ?? "4173";
const buildDir = path.join(ROOT, process.env.TIPOFF_BUILD_DIR ?? "build");
// The build keeps its own copy of .dev.vars, which the preview reads.
pointAppUrlAt(path.join(buildDir, "server", ".dev.vars"), port);
const preview = spawn(path.join(ROOT, "node_modules", ".bin", "vite"), ["preview", "--port", port, "--strictPort"], {
  cwd: ROOT,
  stdio: "inherit",
});
preview.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => preview.kill(signal));
