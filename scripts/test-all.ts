// `npm test`: the worker tests and the end-to-end suite at the same time. Each alone leaves a core
// idle for part of its run (the e2e build and server start, one test per worker waiting on the page,
// the "alone" project at the end; the worker tests' transforms), so run side by side they fill the
// two cores (docs/performance/notes/211-ci-on-half-the-cpu.md). The end-to-end output streams; the worker tests' output is held
// and printed whole when they finish, so neither suite's lines cut through the other's. Exits with
// the first non-zero status, after both have finished.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
/** The end-to-end server's port when E2E_PORT is not set (scripts/lib/e2e-env.ts). */
const DEFAULT_E2E_PORT = "4173";

type Finished = { name: string; code: number };

function run(
  name: string,
  command: string,
  args: string[],
  hold: boolean,
  extraEnv: Record<string, string> = {},
): Promise<Finished> {
  return new Promise((resolve) => {
    const held: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...extraEnv },
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (hold) {
      child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
      child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    }
    child.on("close", (code, signal) => {
      if (hold) {
        process.stdout.write(`\n==> ${name}: its output\n`);
        process.stdout.write(Buffer.concat(held));
      }
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n==> ${name}: ${status === 0 ? "passed" : `failed (${signal ?? status})`}\n`);
      resolve({ name, code: status });
    });
  });
}

/** Whether a port of this machine is free to listen on. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port the system picks as free. */
function anyFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// The end-to-end server's port: E2E_PORT when set; else 4173, or a free one when another server
// (a preview, another clone's tests) holds 4173 already.
if (!process.env.E2E_PORT && !(await portFree(Number(DEFAULT_E2E_PORT)))) {
  process.env.E2E_PORT = String(await anyFreePort());
  process.stdout.write(
    `Port ${DEFAULT_E2E_PORT} is taken: the end-to-end server listens on ${process.env.E2E_PORT} (set E2E_PORT to choose one).\n`,
  );
}

const results = await Promise.all([
  run("worker tests (vitest)", bin("vitest"), ["run"], true),
  run("end-to-end tests (playwright)", bin("playwright"), ["test"], false, { E2E_ALONE_FIRST: "1" }),
]);
const failed = results.find((result) => result.code !== 0);
process.exit(failed ? failed.code : 0);
