import { sql } from "drizzle-orm";
import type { DbCtx } from "./client.server";

export type Health = { status: "ok" | "degraded"; database: "ok" | "unavailable" };

export async function checkHealth({ db }: DbCtx): Promise<Health> {
  try {
    await db.run(sql`select 1`);
    return { status: "ok", database: "ok" };
  } catch (error) {
    console.error("health: D1 did not answer", error);
    return { status: "degraded", database: "unavailable" };
  }
}
