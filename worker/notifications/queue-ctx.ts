/**
 * The context's notifications queue (docs/decisions/230). A file of its own: queue.server.ts, which
 * writes the queue's messages, reaches the games through the notices' texts; naming the queue must not.
 */
export type NotificationsCtx = { readonly notifications: Env["NOTIFICATIONS"] };
