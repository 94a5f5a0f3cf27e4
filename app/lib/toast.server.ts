import { createCookie, redirect } from "react-router";
import { KEEP_FETCH_HEADER } from "~/app/lib/offline-text";
import { z } from "~/core/zod";
import { derivedKey } from "~/worker/platform/secrets";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  message: z.string().min(1).max(300),
});
export type Toast = z.infer<typeof ToastSchema>;

// A flash cookie: set on the response that redirects, read and cleared by the next page render,
// so a toast survives the redirect and works without JavaScript.
const TOAST_COOKIE = "tipoff_toast";

// The toast's signing key is derived from the auth secret under a label of its own (HKDF-SHA256),
// never the secret itself: a value the toast cookie signs (text a person chose, in a toast) must
// not carry a signature the session cookie, or anything else signed with the secret, would accept.
const TOAST_KEY_LABEL = "tipoff/toast-cookie/v1";
const toastKeys = new Map<string, Promise<string>>();

/** The toast cookie's key for an auth secret, derived once per isolate. */
export function toastSigningKey(secret: string): Promise<string> {
  let key = toastKeys.get(secret);
  if (!key) {
    key = derivedKey(secret, TOAST_KEY_LABEL);
    toastKeys.set(secret, key);
  }
  return key;
}

async function toastCookie(secret: string) {
  return createCookie(TOAST_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: [await toastSigningKey(secret)],
    maxAge: 60,
  });
}

export async function setToastHeader(secret: string, toast: Toast): Promise<string> {
  return (await toastCookie(secret)).serialize(toast, { secure: false });
}

export async function redirectWithToast(
  url: string,
  toast: Toast,
  { secret, headers }: { secret: string; headers?: HeadersInit },
) {
  const responseHeaders = new Headers(headers);
  responseHeaders.append("Set-Cookie", await setToastHeader(secret, toast));
  return redirect(url, { headers: responseHeaders });
}

/**
 * Reads the flash toast, returning it with the header that clears it. The service worker's fetches
 * of pages to keep offline are left out: they carry the cookie too, and one landing between a
 * redirect and the page's own render would swallow the toast (and save it into the kept page).
 */
export async function readToast(
  secret: string,
  request: Request,
): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const header = request.headers.get("cookie");
  // Most pages carry no toast: no cookie object to build, no header to parse.
  if (!header?.includes(`${TOAST_COOKIE}=`) || request.headers.has(KEEP_FETCH_HEADER)) {
    return { toast: null, clearHeader: null };
  }
  const cookie = await toastCookie(secret);
  const raw: unknown = await cookie.parse(header);
  if (raw === null || raw === undefined) return { toast: null, clearHeader: null };
  const parsed = ToastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clearHeader: await cookie.serialize("", { maxAge: 0 }),
  };
}
