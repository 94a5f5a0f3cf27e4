// `npm run bench:profile`: where workerd spends its CPU on one signed-in page, from V8's sampling
// profiler through the preview's inspector (the same DevTools protocol `wrangler dev` offers).
// The production build on a fresh seeded D1 (scripts/e2e-server.ts), one signed-in account with two
// favorites; PROFILE_REQUESTS sequential requests of each PROFILE_PAGES page after a warm-up.
// Prints, per page, the self time by package (react-dom, react-router, better-auth, drizzle, hono,
// the app…) and the heaviest functions. Sampling is statistical: read shares, not milliseconds.
// Figures go into docs/performance.md; nothing here is a test.
import type { WebSocket as UndiciWebSocket } from "undici-types";
import { signUpWithFavorites, startBenchServer } from "./lib.ts";

const PORT = 4393;
const INSPECTOR_PORT = 9329;
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 400);
const PAGES = (process.env.PROFILE_PAGES ?? "/arenas,/,/games").split(",");
const TOP = Number(process.env.PROFILE_TOP ?? 25);
/** PROFILE_AS=visitor: the pages rendered for a cookie that is not a session (no page cache, no session). */
const AS_VISITOR = process.env.PROFILE_AS === "visitor";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** One DevTools protocol session over the inspector's WebSocket. */
async function connect(url: string) {
  // The inspector proxy refuses a client without an allowed Origin. Node's WebSocket (undici) takes
  // headers; the DOM typing of the global knows only protocols, hence undici's own constructor type.
  const NodeWebSocket = globalThis.WebSocket as unknown as typeof UndiciWebSocket;
  const socket = new NodeWebSocket(url, { headers: { origin: "http://localhost" } });
  // The inspector proxy may answer in binary frames.
  socket.binaryType = "arraybuffer";
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`inspector ${url} refused`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const text = typeof event.data === "string" ? event.data : new TextDecoder().decode(event.data as ArrayBuffer);
    const message = JSON.parse(text) as { id?: number; result?: unknown; error?: unknown };
    if (message.id === undefined) return;
    const settle = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) throw new Error(JSON.stringify(message.error));
    settle?.(message.result);
  });
  return {
    send<Result>(method: string, params: Record<string, unknown> = {}): Promise<Result> {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

/** Which package a frame's code comes from: the bundle keeps each dependency's path in its source map only, so names decide. */
function packageOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName.startsWith("(") ? frame.functionName : "(native)";
  const match = frame.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match?.[1]) return match[1];
  return frame.url.replace(/^.*\/(build[^/]*)\//, "$1/");
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  for (const [index, sample] of profile.samples.entries()) {
    selfMicros.set(sample, (selfMicros.get(sample) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === "(idle)") continue;
    busy += micros;
    const pkg = packageOf(frame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const name = `${frame.functionName || "(anonymous)"} ${pkg}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, micros]) => `    ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return { busy, byPackage: top(byPackage), byFunction: top(byFunction) };
}

const server = await startBenchServer(PORT, { inspectorPort: INSPECTOR_PORT });
try {
  const { base } = server;
  const cookie = AS_VISITOR ? "tipoff_bench=1" : (await signUpWithFavorites(base, "10.99.0.2")).cookie;
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as Array<{
    title: string;
    webSocketDebuggerUrl: string;
  }>;
  const target = targets.find((candidate) => !candidate.title.includes("core:")) ?? targets[0];
  if (!target) throw new Error("the inspector lists no worker");
  const inspector = await connect(target.webSocketDebuggerUrl);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
  for (const page of PAGES) {
    const get = async () => {
      const response = await fetch(`${base}${page}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    };
    for (let i = 0; i < 50; i += 1) await get();
    await inspector.send("Profiler.start");
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i += 1) await get();
    const elapsed = performance.now() - started;
    const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
    const { busy, byPackage, byFunction } = summarise(profile);
    console.log(
      `\n${page} ${AS_VISITOR ? "rendered for a visitor" : "signed in"}: ${REQUESTS} requests in ${(elapsed / 1000).toFixed(1)} s; the Worker's isolate busy ${(busy / 1000 / REQUESTS).toFixed(2)} ms per request (sampled)`,
    );
    console.log("  self time by package:");
    console.log(byPackage.join("\n"));
    console.log("  heaviest functions (self time):");
    console.log(byFunction.join("\n"));
  }
  inspector.close();
} finally {
  server.stop();
}
