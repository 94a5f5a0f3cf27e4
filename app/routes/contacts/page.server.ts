import { requireUser } from "~/app/lib/auth.server";
import { failureData } from "~/app/lib/failure.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { typedValues } from "~/app/lib/typed-values";
import { CONTACT_TEXT } from "~/core/contacts/messages";
import { invalidInput } from "~/core/failure";
import { ContactInputSchema } from "~/core/validation/contacts";
import { contactGymChoices, deleteContact, listContacts, saveContact } from "~/worker/contacts/contacts.server";
import { getCtx } from "~/worker/context/request-context.server";
import type { Route } from "./+types/route";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, { message: CONTACT_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const [contacts, gyms] = await Promise.all([listContacts(ctx, user.id), contactGymChoices(ctx, user.id)]);
  // "Add a contact" from a game's crew comes with the name to fill in.
  const name = new URL(args.request.url).searchParams.get("name")?.slice(0, 80) ?? "";
  return { contacts, gyms, name };
}

/** Save or remove; a refusal keeps what was typed and says why beside the field. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, { message: CONTACT_TEXT.loginRequired });
  const ctx = getCtx(args.context);
  const form = await args.request.formData();
  const secret = { secret: ctx.config.authSecret };
  if (form.get("intent") === "delete") {
    const id = form.get("id");
    const removed = await deleteContact(ctx, user.id, typeof id === "string" ? id : "");
    if (!removed.ok) return failureData(removed);
    return redirectWithToast("/contacts", { type: "success", message: CONTACT_TEXT.removed }, secret);
  }
  const values = typedValues(form);
  const parsed = ContactInputSchema.safeParse(values);
  if (!parsed.success) {
    const failure = invalidInput(parsed.error);
    return failureData(failure, { values, fieldErrors: failure.fieldErrors ?? {} });
  }
  const saved = await saveContact(ctx, user, parsed.data);
  if (!saved.ok) return failureData(saved, { values, fieldErrors: saved.fieldErrors ?? {} });
  return redirectWithToast("/contacts", { type: "success", message: CONTACT_TEXT.saved }, secret);
}
