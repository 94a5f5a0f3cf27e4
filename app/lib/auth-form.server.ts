import { redirectWithToast } from "./toast.server";

/** A success toast and better-auth's session cookies (sign-in, sign-up, profile changes) in one redirect. */
export function redirectSignedIn(to: string, message: string, setCookies: string[], secret: string) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(to, { type: "success", message }, { secret, headers });
}
