/**
 * What a person typed into a form the server refused, sent back with the refusal so the page shows
 * it again (a form sent without JavaScript comes back as a new page). Passwords are never sent back:
 * they would sit in the page's HTML.
 */
export type TypedValues = Readonly<Record<string, string>>;

const SECRET_FIELD = /password/i;

/** The form's text fields as sent, passwords and files aside. */
export function typedValues(form: Record<string, FormDataEntryValue> | FormData): TypedValues {
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => typeof entry[1] === "string" && !SECRET_FIELD.test(entry[0])),
  );
}

/** The values a refusal sent back, when it is this form's (`intent`) refusal. */
export function typedIn(actionData: unknown, intent?: string): TypedValues | null {
  if (typeof actionData !== "object" || actionData === null || !("values" in actionData)) return null;
  const refusal = actionData as { values?: unknown; intent?: unknown };
  if (intent !== undefined && refusal.intent !== intent) return null;
  const { values } = refusal;
  if (typeof values !== "object" || values === null) return null;
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
