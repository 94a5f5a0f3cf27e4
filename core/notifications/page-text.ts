// The profile's Notifications section: every text it shows, once (re-exported by ./messages.ts).
import { CHANGES_WINDOW_MS, NOTIFICATION_SETTINGS_LIMITS } from "./limits.ts";

const { leadMinutes, subscribeSeconds } = NOTIFICATION_SETTINGS_LIMITS;
const CHANGES_WINDOW_DAYS = CHANGES_WINDOW_MS / 86_400_000;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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
