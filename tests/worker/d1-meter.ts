// D1's own count of rows read and written (each answer's `meta.rows_read` / `rows_written`, what
// D1 bills), for every statement this isolate sends while a meter runs. The public API drops the
// meta of `raw()`, which drizzle's selects use, so the meter wraps the binding's internal send
// methods (workerd's d1-api); if they are renamed, it fails instead of counting nothing.
import { env } from "cloudflare:workers";

type Counts = { rowsRead: number; rowsWritten: number; answers: number };
type Send = (...args: unknown[]) => Promise<unknown>;

const SEND_METHODS = ["_sendOrThrow", "_queryOrThrow"] as const;
const session = Object.getPrototypeOf(env.DB.withSession()) as Record<string, unknown>;
const meters = new Set<Counts>();
let originals: Map<string, Send> | null = null;

function count(answer: unknown) {
  for (const one of Array.isArray(answer) ? answer : [answer]) {
    const meta = (one as { meta?: { rows_read?: unknown; rows_written?: unknown } } | null)?.meta;
    if (!meta) continue;
    for (const meter of meters) {
      meter.rowsRead += typeof meta.rows_read === "number" ? meta.rows_read : 0;
      meter.rowsWritten += typeof meta.rows_written === "number" ? meta.rows_written : 0;
      meter.answers += 1;
    }
  }
}

function install() {
  if (originals) return;
  const found = new Map<string, Send>();
  for (const name of SEND_METHODS) {
    const original = session[name];
    if (typeof original !== "function") continue;
    found.set(name, original as Send);
    session[name] = async function (this: unknown, ...args: unknown[]) {
      const answer = await (original as Send).apply(this, args);
      count(answer);
      return answer;
    };
  }
  if (found.size === 0) throw new Error("the D1 binding's send methods are gone: the meter cannot count");
  originals = found;
}

function uninstall() {
  if (!originals || meters.size > 0) return;
  for (const [name, original] of originals) session[name] = original;
  originals = null;
}

/** Starts counting; `stop()` returns the counts and stops. */
export function meterD1() {
  install();
  const counts: Counts = { rowsRead: 0, rowsWritten: 0, answers: 0 };
  meters.add(counts);
  return {
    read: (): Counts => ({ ...counts }),
    stop: (): Counts => {
      meters.delete(counts);
      uninstall();
      return { ...counts };
    },
  };
}
