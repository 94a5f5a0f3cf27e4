import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; wrangler applies it (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.server.ts",
  out: "./migrations",
});
