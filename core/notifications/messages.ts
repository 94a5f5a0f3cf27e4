// Every text a person or an API caller sees about notifications, once.
import { arrivalQuestion } from "../knowledge/messages.ts";
import { REPORT_TEXT } from "../reports/messages.ts";
import { NOTIFICATION_SETTINGS_LIMITS } from "./limits.ts";
import { PUSH_SERVICES_DESCRIPTION } from "./push-services.ts";

const { leadMinutes, devicesPerPerson } = NOTIFICATION_SETTINGS_LIMITS;

/** Why a push subscription is refused (400), by code. */
export const PUSH_ENDPOINT_TEXT = {
  invalid: "The subscription's endpoint is not a URL.",
  tooLong: "The subscription's endpoint is longer than any push service's.",
  scheme: "A push endpoint must be an https:// address.",
  credentials: "A push endpoint may not carry a user name or password.",
  port: "A push endpoint may not name a port of its own.",
  privateAddress: "This endpoint leads to a private or local network address, which Tipoff does not contact.",
  notPushService: `This endpoint is not a browser push service (${PUSH_SERVICES_DESCRIPTION}).`,
  key: "The subscription's p256dh key must be a P-256 public key: 65 bytes, base64url.",
  auth: "The subscription's auth secret must be 16 bytes, base64url.",
} as const;

export const PUSH_ENDPOINT_CODES = {
  invalid: "push_endpoint_invalid",
  tooLong: "push_endpoint_too_long",
  scheme: "push_endpoint_scheme",
  credentials: "push_endpoint_credentials",
  port: "push_endpoint_port",
  privateAddress: "push_endpoint_private_address",
  notPushService: "push_endpoint_not_push_service",
  key: "push_key_invalid",
  auth: "push_auth_invalid",
} as const satisfies Record<keyof typeof PUSH_ENDPOINT_TEXT, string>;

export const NOTIFICATION_ERROR_CODES = {
  tooManyDevices: "push_device_limit_reached",
  notConfigured: "push_not_configured",
} as const;

/** The API's and the page's texts. */
export const NOTIFICATION_TEXT = {
  loginRequired: "Please sign in to manage notifications.",
  notConfigured: "Push notifications are not set up on this server.",
  deviceNotFound: "No such device.",
  tooManyDevices: `You can turn on notifications on at most ${devicesPerPerson} devices. Remove one first.`,
  leadMinutes: `Minutes before leave-by must be a whole number from ${leadMinutes.min} to ${leadMinutes.max}.`,
  testRateLimited: "You sent several tests just now. Please wait a few minutes and try again.",
  subscribeRateLimited: "Too many devices turned on just now. Please wait a few minutes and try again.",
} as const;

// The profile's Notifications section: ./page-text.ts, apart so the profile page does not load the
// pushes' texts (and the report and arrival texts they quote): docs/decisions/248.

/** What the pushes and e-mails say. Times are on the arena's clock. */
export const NOTICE_TEXT = {
  leaveByTitle: (arena: string, lead: number) =>
    lead === 0 ? `Time to leave for ${arena}` : `Leave in ${lead} min for ${arena}`,
  leaveBy: (clock: string, arena: string, driveMinutes: number) =>
    `Leave by ${clock} for ${arena} (${driveMinutes} min drive).`,
  arriveBy: (clock: string, arena: string) => `Be at ${arena} by ${clock}.`,
  /** A game driven to from an earlier gym the same day. */
  leaveGymBy: (clock: string, from: string, arena: string, driveMinutes: number) =>
    `Leave ${from} by ${clock} for ${arena} (${driveMinutes} min drive).`,
  entrance: (entrance: string) => `Officials' entrance: ${entrance}`,
  changesTitle: "Your schedule changed",
  moved: (when: string, place: string) => `Moved: ${when}, ${place}`,
  cancelled: (when: string, place: string) => `Cancelled: ${when}, ${place}`,
  removed: (when: string, place: string) => `Removed from your feed: ${when}, ${place}`,
  added: (when: string, place: string) => `New: ${when}, ${place}`,
  newPlace: (from: string, to: string) => `${to} (was ${from})`,
  manyChanged: (count: number, feed: string) => `${count} games changed in your ${feed} feed`,
  afterGameTitle: arrivalQuestion,
  afterGameBody: `Pin the officials' door for the next crew. ${REPORT_TEXT.ask}`,
  testTitle: "Tipoff test notification",
  testBody: "Notifications work on this device.",
  testEmailBody: "Tipoff's notification e-mails reach you at this address.",
} as const;

/** The e-mail around a notice, and the unsubscribe page. */
export const NOTICE_EMAIL_TEXT = {
  open: "Open in Tipoff:",
  why: "You get these e-mails because you turned on notification e-mails in your Tipoff profile.",
  stop: "Stop these e-mails:",
  pageTitle: "Notification e-mails",
  question: "Stop Tipoff's notification e-mails?",
  explain: "Pushes to your devices are not affected. You can turn e-mails on again in your profile.",
  confirm: "Stop E-mails",
  stopping: "Stopping...",
  done: "You will get no more notification e-mails from Tipoff. Turn them on again in your profile.",
  invalid: "This unsubscribe link is not valid. Sign in and change your notification settings in your profile.",
} as const;
