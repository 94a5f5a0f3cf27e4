import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { CONTACT_TEXT } from "~/core/contact/messages";
import { invalidInput, unexpected } from "~/core/failure";
import { type ContactField, ContactSchema } from "~/core/validation/contact";
import { sendContactMessage, visitorIdFrom } from "~/worker/contact/contact.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

type Values = Record<ContactField, string>;

function valuesFrom(form: FormData): Values {
  const text = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getCtx(context);
  const form = await request.formData();
  const values = valuesFrom(form);
  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) {
    const failure = invalidInput(parsed.error);
    return failureData(failure, { fieldErrors: failure.fieldErrors, values });
  }
  try {
    const outcome = await sendContactMessage(ctx, parsed.data, {
      headers: request.headers,
      visitorId: visitorIdFrom(form.get("visitorId")),
    });
    if (!outcome.ok) return failureData(outcome, { values });
  } catch (error) {
    console.error("contact action failed", error);
    return failureData(unexpected(CONTACT_TEXT.sendFailed), { values });
  }
  // Success: home, with the toast; the form is gone and starts empty next time.
  const toastMessage = { type: "success" as const, message: CONTACT_TEXT.sent };
  return redirectWithToast("/", toastMessage, { secret: ctx.config.authSecret });
}
