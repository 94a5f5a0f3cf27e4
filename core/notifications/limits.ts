// Notification constants: a leaf module (no imports), read by the schema, the validators and the
// services alike.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What a person may choose, and what holds until they do. */
export const NOTIFICATION_SETTINGS_LIMITS = {
  leadMinutes: { min: 0, max: 120, default: 15 },
  /** Push subscriptions (devices) per person. */
  devicesPerPerson: 10,
  /** Test pushes a person may send per rate-limit window (5 minutes). */
  testsPerWindow: 5,
  /** Subscriptions a person may save per rate-limit window. */
  subscribesPerWindow: 20,
  /**
   * How long "Turn on notifications" waits for the browser (its service worker, its push service)
   * and the server after permission is given; a browser that cannot reach its push service never
   * answers otherwise.
   */
  subscribeSeconds: 15,
} as const;

/**
 * The kinds of notice a person can receive; each follows its own setting, except the test and a
 * report's deadline (the person wrote the report: its reminder goes by push and by e-mail).
 */
export const NOTICE_KINDS = [
  "leaveBy",
  "changes",
  "afterGame",
  "test",
  "reportDue",
  "toConfirm",
  "availabilityDigest",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The exactly-once markers' kinds (notification_sends.kind). */
export const SEND_MARKER_KINDS = [
  "leave_by",
  "after_game",
  "weather",
  "report_due",
  "to_confirm",
  "availability_digest",
] as const;
export type SendMarkerKind = (typeof SEND_MARKER_KINDS)[number];

/** The clock of the reminders (docs/decisions/172). */
export const REMINDER_SCHEDULE = {
  /** The Cron Trigger that runs the reminders; the scheduled handler routes by it. */
  cron: "*/5 * * * *",
  /** Reminders one run claims at most; the rest are still due on the next run. */
  perRun: 5000,
  /** Markers and messages written per D1 statement and per `sendBatch` (the Queues limit is 100). */
  perBatch: 100,
  /** Markers are kept this long after they were written, then the cron deletes them. */
  markerRetentionMs: 30 * 24 * HOUR_MS,
  /** Markers deleted per cron run at most. */
  markerDeletesPerRun: 1000,
} as const;

/** How long each kind of push may wait at the push service, and how urgent it is (RFC 8030 §5). */
export const PUSH_DELIVERY = {
  /** A leave-by reminder is worth delivering until half an hour after the leave-by time. */
  leaveByStaleMs: 30 * MINUTE_MS,
  changesTtlMs: 24 * HOUR_MS,
  testTtlMs: HOUR_MS,
  afterGameTtlMs: 12 * HOUR_MS,
  /** A report's reminder goes this long before its deadline, while the report is not marked sent. */
  reportDueLeadMs: 6 * HOUR_MS,
  /** Reminders of reports one cron run claims at most; the rest come on the next run. */
  reportDuePerRun: 1000,
  /** A push service answer we wait for at most; then the message is retried. */
  timeoutMs: 10_000,
  /** Retries of a push the service could not take now (429, 5xx): 30 s, 1, 2, 4, 8 min … */
  retryBaseSeconds: 30,
  retryMaxSeconds: 15 * 60,
} as const;

/**
 * A game a later import added or moved is to accept on its platform (docs/decisions/244): the push
 * comes this long after it was marked, while still open, and no later than `lateMs` after that.
 */
export const TO_CONFIRM_PUSH = {
  afterMs: 24 * HOUR_MS,
  lateMs: 6 * HOUR_MS,
  /** Games one cron run reads at most; the rest are still due on the next run. */
  perRun: 2000,
  ttlMs: 12 * HOUR_MS,
} as const;

/** The window of a feed refresh's changes worth a push: games up to this far ahead. */
export const CHANGES_WINDOW_MS = 14 * 24 * HOUR_MS;
