import { redirectWithToast } from "./toast.server";

export function redirectSignedIn(to: string, message: string, setCookies: string[], secret: string) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(to, { type: "success", message }, { secret, headers });
}
