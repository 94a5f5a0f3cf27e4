// `npm start`: migrate the local D1, seed it when empty, then run the dev server on :5173 (or $PORT).
import { spawn } from "node:child_process";
import path from "node:path";
import { applyMigrations, ensureDevVars, query, ROOT } from "./lib/local-env.ts";
import { readSeedSchools, seedLocal, seedLocalSchools } from "./seed.ts";

ensureDevVars();
applyMigrations("local");
const [row] = query<{ count: number }>("local", "SELECT count(*) AS count FROM arenas");
if (!row || row.count === 0) {
  await seedLocal();
} else {
  console.log(`Local database has ${row.count} arenas; skipping the seed (run \`npm run db:seed\` to refresh).`);
  // A database seeded before the schools index existed gets it once; later starts only count.
  const [schools] = query<{ count: number }>("local", "SELECT count(*) AS count FROM schools");
  if (schools?.count !== readSeedSchools().length) seedLocalSchools();
}

// PORT=5183 npm start: another port, for a second checkout or a port already taken.
const port = process.env.PORT;
const dev = spawn(path.join(ROOT, "node_modules", ".bin", "react-router"), ["dev", ...(port ? ["--port", port] : [])], {
  cwd: ROOT,
  stdio: "inherit",
});
dev.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
