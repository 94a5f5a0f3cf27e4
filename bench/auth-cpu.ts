// Benchmark: CPU time of password hashing and of a whole sign-up / sign-in in workerd.
// Run with `npm run bench`. Reports medians; never asserted in tests (docs/performance.md).
import path from "node:path";
import { hashPassword as nativeHash, verifyPassword as nativeVerify } from "../worker/auth/password.server.ts";
import { median, startBenchServer, workerdCpuMs } from "./lib.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
// better-auth's pure-JS fallback (@noble/hashes scrypt, same parameters): what a Worker would run
// without the native path. Imported by file because the package only exposes it to non-Node runtimes.
const { hashPassword: pureJsHash } = (await import(
  path.join(ROOT, "node_modules/@better-auth/utils/dist/password.mjs")
)) as { hashPassword: (password: string) => Promise<string> };
const PORT = 4399;
const BASE = `http://localhost:${PORT}`;

async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function hashingInNode(samples: number) {
  const password = "Str0ng!Passw0rd";
  const native: number[] = [];
  const pure: number[] = [];
  const hash = await nativeHash(password);
  const verify: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    native.push(await cpuMs(() => nativeHash(password)));
    verify.push(await cpuMs(() => nativeVerify({ hash, password })));
    pure.push(await cpuMs(() => pureJsHash(password)));
  }
  return { native: median(native), verify: median(verify), pure: median(pure) };
}

async function postJson(route: string, body: unknown, ip: string) {
  const response = await fetch(`${BASE}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
}

/** CPU spent in the bench server's workerd per request, over `count` requests (the /proc clock ticks at 10 ms). */
async function workerdCpuPerRequest(processGroup: number, count: number, send: (i: number) => Promise<void>) {
  const before = workerdCpuMs(processGroup);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await send(i);
  return { cpu: (workerdCpuMs(processGroup) - before) / count, wall: (performance.now() - started) / count };
}

export async function benchAuth() {
  const hashing = await hashingInNode(15);
  const server = await startBenchServer(PORT);
  try {
    const runId = Date.now().toString(36);
    const count = 20;
    const health = await workerdCpuPerRequest(server.processGroup, count, async () => {
      await (await fetch(`${BASE}/api/health`)).arrayBuffer();
    });
    const signUp = await workerdCpuPerRequest(server.processGroup, count, (i) =>
      postJson(
        "/api/auth/sign-up/email",
        { name: "Bench", email: `bench-${runId}-${i}@example.com`, password: "Str0ng!Passw0rd" },
        `10.0.${i}.1`,
      ),
    );
    const signIn = await workerdCpuPerRequest(server.processGroup, count, (i) =>
      postJson(
        "/api/auth/sign-in/email",
        { email: `bench-${runId}-${i}@example.com`, password: "Str0ng!Passw0rd" },
        `10.1.${i}.1`,
      ),
    );
    return { hashing, health, signUp, signIn, count };
  } finally {
    server.stop();
  }
}

export async function printAuthBench() {
  const result = await benchAuth();
  const f = (n: number) => n.toFixed(1);
  console.log("Password hashing in Node (median CPU ms over 15):");
  console.log(
    `  native scrypt hash ${f(result.hashing.native)}, verify ${f(result.hashing.verify)}; better-auth pure-JS hash ${f(result.hashing.pure)} (${f(result.hashing.pure / result.hashing.native)}x the native)`,
  );
  console.log(`workerd, production build, mean per request over ${result.count} (CPU ms from /proc, wall ms):`);
  for (const [name, value] of [
    ["GET /api/health", result.health],
    ["sign-up", result.signUp],
    ["sign-in", result.signIn],
  ] as const) {
    console.log(`  ${name}: CPU ${f(value.cpu)}, wall ${f(value.wall)}`);
  }
}

if (import.meta.main) await printAuthBench();
