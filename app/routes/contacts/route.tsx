import { Form, useNavigation } from "react-router";
import { Page } from "~/app/components/page";
import { Button } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Field, FieldGroup, FormError, SelectField } from "~/app/components/ui/field";
import { Trash2 } from "~/app/components/ui/icons/trash-2";
import { CONTACT_LIMITS, CONTACT_ROLES } from "~/core/contacts/limits";
import { CONTACT_TEXT } from "~/core/contacts/messages";
import type { Route } from "./+types/route";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

const T = CONTACT_TEXT;

export function meta(): Route.MetaDescriptors {
  return [{ title: `${T.title} · Tipoff` }, { name: "robots", content: "noindex" }];
}

type ActionData = {
  error?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string[] | undefined>;
};

/** What a contact is for: a partner, a gym's site contact, an assigner of a payer's games. */
function placeOf(contact: Route.ComponentProps["loaderData"]["contacts"][number]): string {
  if (contact.role === "site") return `${T.roles.site} · ${contact.arenaName ?? ""}`;
  if (contact.role === "assigner") return `${T.roles.assigner} · ${contact.payer ?? ""}`;
  return T.roles.crew;
}

export default function Contacts({ loaderData, actionData }: Route.ComponentProps) {
  const { contacts, gyms, name } = loaderData;
  const answer = actionData as ActionData | undefined;
  const typed = answer?.values ?? {};
  const error = (field: string) => answer?.fieldErrors?.[field]?.[0];
  const saving = useNavigation().state === "submitting";
  return (
    <Page title={T.title} lead={T.description}>
      <div className="flex flex-col gap-6 lg:max-w-3xl">
        <FieldGroup id="contact-form" title={T.save}>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <FormError message={answer?.error} />
            <Field
              label={T.nameLabel}
              name="name"
              required
              maxLength={CONTACT_LIMITS.nameMax}
              defaultValue={typed.name ?? name}
              autoComplete="off"
              error={error("name")}
              hint={<p className="text-sm text-muted-foreground">{T.nameHint}</p>}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={T.phoneLabel}
                name="phone"
                type="tel"
                inputMode="tel"
                maxLength={CONTACT_LIMITS.phoneMax}
                defaultValue={typed.phone}
                autoComplete="off"
                error={error("phone")}
              />
              <Field
                label={T.emailLabel}
                name="email"
                type="email"
                maxLength={CONTACT_LIMITS.emailMax}
                defaultValue={typed.email}
                autoComplete="off"
                error={error("email")}
              />
            </div>
            <SelectField label={T.roleLabel} name="role" defaultValue={typed.role ?? "crew"} error={error("role")}>
              {CONTACT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {T.roles[role]}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={T.arenaLabel}
                name="arenaId"
                defaultValue={typed.arenaId ?? ""}
                error={error("arenaId")}
              >
                <option value="">—</option>
                {gyms.map((gym) => (
                  <option key={gym.id} value={gym.id}>
                    {gym.name}
                  </option>
                ))}
              </SelectField>
              <Field
                label={T.payerLabel}
                name="payer"
                maxLength={80}
                defaultValue={typed.payer}
                error={error("payer")}
                hint={<p className="text-sm text-muted-foreground">{T.payerHint}</p>}
              />
            </div>
            <Button type="submit" className="self-start" disabled={saving}>
              {saving ? T.saving : T.save}
            </Button>
          </Form>
        </FieldGroup>
        {contacts.length === 0 ? (
          <p className="text-muted-foreground" data-testid="contacts-empty">
            {T.none}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={T.title}>
            {contacts.map((contact) => (
              <li key={contact.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="contact">
                  <div className="flex flex-col gap-0.5">
                    <p className="font-semibold">{contact.name}</p>
                    <p className="text-sm text-muted-foreground">{placeOf(contact)}</p>
                    {contact.phone ? <p className="text-sm">{contact.phone}</p> : null}
                    {contact.email ? <p className="break-all text-sm">{contact.email}</p> : null}
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={contact.id} />
                    <Button type="submit" variant="outline" size="sm" aria-label={`${T.remove} ${contact.name}`}>
                      <Trash2 className="size-4" aria-hidden />
                      {T.remove}
                    </Button>
                  </Form>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
