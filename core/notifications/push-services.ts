// The browsers' push services: the only hosts a push endpoint may name (docs/decisions/171). A
// subscription is a URL a browser hands us and the Worker later POSTs to, so anything else is
// refused. No imports: the e2e tests and the docs read the same list.

/** Exact host names. */
const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging)
  "fcm.googleapis.com",
  // Firefox (Mozilla autopush)
  "updates.push.services.mozilla.com",
] as const;

/** Host suffixes, each with its leading dot: any host under them. */
const PUSH_SERVICE_SUFFIXES = [
  // Safari on macOS, iPhone and iPad (web.push.apple.com and its regional hosts)
  ".push.apple.com",
  // Edge on Windows (Windows Push Notification Services, e.g. wns2-by3p.notify.windows.com)
  ".notify.windows.com",
] as const;

/** Every push service, as the page and the API describe them. */
export const PUSH_SERVICES_DESCRIPTION = [
  ...PUSH_SERVICE_HOSTS,
  ...PUSH_SERVICE_SUFFIXES.map((suffix) => `*${suffix}`),
].join(", ");

/** Whether a URL's (lower-case, WHATWG-parsed) host name is a browser push service's. */
export function isPushServiceHost(hostname: string): boolean {
  if ((PUSH_SERVICE_HOSTS as readonly string[]).includes(hostname)) return true;
  return PUSH_SERVICE_SUFFIXES.some(
    // The suffix must follow a label of its own: "evilpush.apple.com" is not under ".push.apple.com".
    (suffix) => hostname.endsWith(suffix) && hostname.length > suffix.length,
  );
}

/** A name for the device list: which company's push service a subscription goes through. */
export function pushServiceName(hostname: string): string {
  if (hostname === "fcm.googleapis.com") return "Google";
  if (hostname === "updates.push.services.mozilla.com") return "Mozilla";
  if (hostname.endsWith(".push.apple.com")) return "Apple";
  if (hostname.endsWith(".notify.windows.com")) return "Microsoft";
  return hostname;
}
