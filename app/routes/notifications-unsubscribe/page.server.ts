import { data } from "react-router";
import { getCtx } from "~/worker/context/request-context.server";
import { stopNotificationEmails, userOfUnsubscribeToken } from "~/worker/notifications/email.server";
import type { Route } from "./+types/route";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader(args: Route.LoaderArgs) {
  const ctx = getCtx(args.context);
  const token = tokenOf(args.request);
  const valid = (await userOfUnsubscribeToken(ctx.config.authSecrets.sessionKeys, token)) !== null;
  return data({ state: valid ? ("ask" as const) : ("invalid" as const), token }, { status: valid ? 200 : 400 });
}

export async function action(args: Route.ActionArgs) {
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const field = form.get("token");
  const token = typeof field === "string" && field !== "" ? field : tokenOf(args.request);
  const stopped = await stopNotificationEmails({ db: ctx.db, secrets: ctx.config.authSecrets.sessionKeys }, token);
  return data({ state: stopped ? ("done" as const) : ("invalid" as const) }, { status: stopped ? 200 : 400 });
}
