// `npm start`: migrate the local D1, seed it when empty, then run the dev server on :5173 (PORT to
// choose another) with the Worker's crons run by the clock.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { cronsOf, startCronTicker } from "./lib/cron.ts";
import { applyMigrations, ensureDevVars, pointAppUrlAt, query, ROOT } from "./lib/local-env.ts";
import { localSchoolSignature, seedLocal, seedLocalSchools, seedSchoolSignature } from "./seed.ts";

const port = process.env.PORT ?? "5173";
ensureDevVars();
// Links in the e-mails the dev server logs lead to the port it listens on.
pointAppUrlAt(path.join(ROOT, ".dev.vars"), port);
applyMigrations("local");
const [row] = query<{ count: number }>("local", "SELECT count(*) AS count FROM arenas");
if (!row || row.count === 0) {
  await seedLocal();
} else {
  console.log(`Local database has ${row.count} arenas; skipping the seed (run \`npm run db:seed\` to refresh).`);
  // A database seeded before the schools index existed, or before the rules that derive its name
  // keys changed, gets it again; otherwise a start only compares the two signatures.
  if (localSchoolSignature() !== seedSchoolSignature()) seedLocalSchools();
}

// strictPort: the ticker below must reach this server, not one Vite moved to another port.
const dev = spawn(path.join(ROOT, "node_modules", ".bin", "react-router"), ["dev", "--port", port, "--strictPort"], {
  cwd: ROOT,
  stdio: "inherit",
});
let stopTicker = () => {};
dev.on("exit", (code) => {
  stopTicker();
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));

// Cron Triggers do not fire by themselves under the dev server: each configured cron is run on
// time through the same route `curl` would use, with its minute as the event's scheduledTime.
const base = `http://localhost:${port}`;
const crons = cronsOf(readFileSync(path.join(ROOT, "wrangler.toml"), "utf8"));
stopTicker = startCronTicker(crons, async (cron, scheduledTime) => {
  const url = `${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${scheduledTime}`;
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) console.warn(`[cron] ${cron} at ${new Date(scheduledTime).toISOString()}: ${response.status}`);
  } catch {
    // The dev server is still starting (or restarting): this minute is skipped, as a missed cron would be.
  }
});
console.log(`[cron] running ${crons.join(", ")} by the clock (UTC) against ${base}`);
