import { redirect } from "react-router";
import { redirectWithToast } from "~/app/lib/toast.server";
import { getServices } from "~/worker/context";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const secret = services.config.authSecret;
  try {
    const response = await services.auth().api.signOut({ headers: request.headers, asResponse: true });
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirectWithToast("/", { type: "success", message: "Successfully signed out" }, { secret, headers });
  } catch (error) {
    console.error("Sign-out failed", error);
    return redirectWithToast("/", { type: "error", message: "Sign out failed. Please try again." }, { secret });
  }
}
