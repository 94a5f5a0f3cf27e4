import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { IMPORT_TEXT } from "~/core/imports/messages";
import type { Route } from "./+types/route";

/** Every question whose school is beyond doubt, answered in one tap. */
export function UseSchools({ count }: { count: number }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "answer-schools";
  if (count < 2) return null;
  return (
    <Form method="post" className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <input type="hidden" name="intent" value="answer-schools" />
      <p className="text-sm">{IMPORT_TEXT.schoolsFoundHint}</p>
      <Button type="submit" className="sm:self-start" disabled={saving}>
        {saving ? IMPORT_TEXT.savingSchools : IMPORT_TEXT.schoolsFoundButton(count)}
      </Button>
    </Form>
  );
}

/** The answers just given: applied to every later import, each with Undo. */
export function Remembered({ answers }: { answers: Route.ComponentProps["loaderData"]["remembered"] }) {
  if (answers.length === 0) return null;
  return (
    <section
      aria-labelledby="remembered"
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-success/60 bg-success/10 p-3"
    >
      <h2 id="remembered" className="scroll-mt-20 text-base font-semibold">
        {IMPORT_TEXT.remembered}
      </h2>
      <ul className="flex flex-col gap-1">
        {answers.map((remembered) => (
          <li key={remembered.venue} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">{remembered.text}</span>
            <Form method="post">
              <input type="hidden" name="intent" value="undo" />
              <input type="hidden" name="venue" value={remembered.venue} />
              <Button type="submit" variant="outline" size="sm" aria-label={IMPORT_TEXT.undoLabel(remembered.venue)}>
                {IMPORT_TEXT.undo}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
