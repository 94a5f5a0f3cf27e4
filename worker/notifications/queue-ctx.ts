/**
 * The context's notifications queue (docs/decisions/230). A file of its own: queue.server.ts, the
 * queue's messages and consumer, reaches the games and the mail, which naming the queue must not.
 */
export type NotificationsCtx = { readonly notifications: Env["NOTIFICATIONS"] };
