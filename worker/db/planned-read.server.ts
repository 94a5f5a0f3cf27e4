import { fillPlaceholders } from "drizzle-orm";
import type { PreparedQueryConfig, SQLitePreparedQuery } from "drizzle-orm/sqlite-core";
import { createDb, type Db } from "./client.server";

/** A prepared select: `all` answers its rows. */
type PreparedSelect = SQLitePreparedQuery<PreparedQueryConfig & { type: "async"; all: unknown[] }>;
type RowsOf<TPrepared extends PreparedSelect> =
  TPrepared extends SQLitePreparedQuery<infer TConfig> ? TConfig["all"] : never;

/**
 * A read made on every signed-in request (the session's) or calendar poll, planned once per
 * isolate: drizzle builds a statement's SQL text and parameter list anew each time a query is
 * written, which costs far more than filling a plan's placeholders (docs/decisions/164). The text
 * never changes, only the values bound to its placeholders (`sql.placeholder`), so each request
 * binds them to the plan and runs it on its own D1 session (its bookmark kept), and drizzle's
 * prepared query maps the rows as it would have.
 */
export function plannedRead<TPrepared extends PreparedSelect>(plan: (db: Db) => TPrepared): PlannedRead<TPrepared> {
  let planned: TPrepared | undefined;
  const prepared = () => {
    planned ??= plan(planner());
    return planned;
  };
  const statement = (db: Db, values: PlaceholderValues) => {
    const { sql, params } = prepared().getQuery();
    return db.$client.prepare(sql).bind(...fillPlaceholders(params, values));
  };
  return {
    statement,
    all: async (db, values) => prepared().mapResult(await statement(db, values).raw()) as RowsOf<TPrepared>,
    fromBatch: (result) => prepared().mapResult(result, true) as RowsOf<TPrepared>,
  };
}

type PlaceholderValues = Record<string, unknown>;

export type PlannedRead<TPrepared extends PreparedSelect> = {
  /** The statement on this request's D1 session, its placeholders bound. */
  statement(db: Db, values: PlaceholderValues): D1PreparedStatement;
  /** Runs it alone. */
  all(db: Db, values: PlaceholderValues): Promise<RowsOf<TPrepared>>;
  /** Its rows as a D1 batch answered them. */
  fromBatch(result: D1Result): RowsOf<TPrepared>;
};

type RowsOfEach<TReads extends readonly PlannedRead<PreparedSelect>[]> = {
  [K in keyof TReads]: TReads[K] extends PlannedRead<infer TPrepared> ? RowsOf<TPrepared> : never;
};

/** Planned reads in one D1 round trip, the same values bound to each; each answers its own rows. */
export async function plannedBatch<const TReads extends readonly PlannedRead<PreparedSelect>[]>(
  db: Db,
  values: PlaceholderValues,
  reads: TReads,
): Promise<RowsOfEach<TReads>> {
  const results = await db.$client.batch(reads.map((read) => read.statement(db, values)));
  return reads.map((read, index) => read.fromBatch(results[index] as D1Result)) as RowsOfEach<TReads>;
}

const notRun = (): never => {
  throw new Error("A planned statement runs on a request's own D1 session (plannedRead's statement)");
};
const inertStatement: D1PreparedStatement = {
  bind: () => inertStatement,
  first: notRun,
  run: notRun,
  all: notRun,
  raw: notRun,
};
/** Drizzle asks its client for a statement object as it prepares a query; the planner's never runs. */
const planningClient: D1Database = {
  prepare: () => inertStatement,
  batch: notRun,
  exec: notRun,
  withSession: notRun,
  dump: notRun,
};
let planningDb: Db | undefined;
function planner(): Db {
  planningDb ??= createDb(planningClient);
  return planningDb;
}
