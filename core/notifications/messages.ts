// Every text a person or an API caller sees about notifications, once.
import { arrivalQuestion } from "../knowledge/messages.ts";
import { REPORT_TEXT } from "../reports/messages.ts";
import { CHANGES_WINDOW_MS, NOTIFICATION_SETTINGS_LIMITS } from "./limits.ts";
import { PUSH_SERVICES_DESCRIPTION } from "./push-services.ts";

const { leadMinutes, devicesPerPerson, subscribeSeconds } = NOTIFICATION_SETTINGS_LIMITS;
const CHANGES_WINDOW_DAYS = CHANGES_WINDOW_MS / 86_400_000;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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

/** The profile's Notifications section. */
export const NOTIFICATION_PAGE_TEXT = {
  title: "Notifications",
  description:
    "Tipoff can tell you on this phone or computer when it is time to leave for a game, when an assigner moves or cancels one, and after the game.",
  turnOn: "Turn on notifications on this device",
  turningOn: "Turning on...",
  iphoneHint:
    "On iPhone and iPad, add Tipoff to your Home Screen first (Share, then Add to Home Screen), open it from there and turn notifications on.",
  needsJavaScript: "Turning on notifications on a device needs JavaScript. The settings below work without it.",
  unsupported: "This browser cannot receive notifications.",
  denied:
    "Notifications are blocked for Tipoff in this browser. Allow them in the browser's settings for this site, then try again.",
  notConfigured: "Notifications on devices are not set up on this server. E-mail notices still work.",
  deviceAdded: "Notifications are on for this device.",
  subscribeFailed: "This device could not be turned on. Please try again.",
  settingsLegend: "Tell me",
  leaveByLabel: "When it is time to leave for a game",
  changesLabel: `When an assigner moves, cancels or adds one of my games in the next ${CHANGES_WINDOW_DAYS} days`,
  afterGameLabel: "After a game, to note the officials' entrance and parking for the next crew",
  availabilityDigestLabel: "On Monday mornings, how many games and days off are still to block on each assigner's site",
  leadLabel: "Minutes before leave-by",
  leadHint: `${leadMinutes.min} to ${leadMinutes.max}; 0 tells you at the leave-by time itself.`,
  emailLabel: (email: string) => `Also send them by e-mail to ${email}`,
  saveSettings: "Save Notification Settings",
  saving: "Saving...",
  settingsSaved: "Notification settings saved.",
  devicesTitle: "Your devices",
  noDevices: "No device has notifications turned on yet.",
  device: (service: string, added: string) => `${service} push service · added ${added}`,
  removeDevice: "Remove",
  removeDeviceLabel: (service: string, added: string) => `Remove the device added ${added} (${service})`,
  deviceRemoved: "Device removed. It gets no more notifications.",
  sendTest: "Send a Test",
  sendingTest: "Sending...",
  testSent: (devices: number) => `Test notification sent to ${plural(devices, "device", "devices")}.`,
  testEmailed: (email: string) => `No device has notifications turned on, so the test went by e-mail to ${email}.`,
  testNoDevices: "Turn on notifications on this device, or e-mail copies below, first.",
  subscribeTimedOut: `This browser could not reach its push service within ${subscribeSeconds} seconds. Try again, try another browser (Chrome, Edge or Firefox), or turn on e-mail copies below.`,
} as const;

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
