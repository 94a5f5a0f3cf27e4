/**
 * The context's clock (docs/decisions/230): a cron run's is its `scheduledTime`, everything else's
 * the wall clock. A file of its own so a service that reads the time reaches nothing else.
 */
export type ClockCtx = { readonly now: () => number };
