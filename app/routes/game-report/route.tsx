import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Page } from "~/app/components/page";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card } from "~/app/components/ui/card";
import { Field, FieldGroup, FormError, SelectField, TextareaField } from "~/app/components/ui/field";
import { LATE_TEXT } from "~/core/games/late-text";
import { REPORT_KINDS, REPORT_LIMITS } from "~/core/reports/limits";
import { REPORT_TEXT } from "~/core/reports/messages";
import type { Route } from "./+types/route";
import { DRAFT_FIELDS, dropDraft, keepDraft, readDraft } from "./report-draft";

export { forwardActionHeaders as headers } from "~/app/lib/route-headers";
export { action, loader } from "./page.server";

const T = REPORT_TEXT;
const L = REPORT_LIMITS;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData?.arenaName;
  return [{ title: `${name ? T.title(name) : T.ask} · Tipoff` }, { name: "robots", content: "noindex" }];
}

type ActionData = {
  error?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string[] | undefined>;
};

/** The reports already written for the game: each with its deadline, until marked sent. */
function Reports({ reports }: { reports: Route.ComponentProps["loaderData"]["reports"] }) {
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-3">
      <h2 id="reports-title" className="text-lg font-semibold">
        {T.earlier}
      </h2>
      {reports.map((report) => (
        <Card key={report.id} className="flex flex-col gap-2 p-4" data-testid="report">
          <p className="font-semibold">{T.kinds[report.kind]}</p>
          {report.sent ? (
            <Badge variant="outline" className="self-start">
              {T.sent(report.sent)}
            </Badge>
          ) : (
            <>
              <p className="font-medium text-destructive">{T.due(report.due)}</p>
              <p className="text-sm text-muted-foreground">{report.rule}</p>
              {report.formUrl ? (
                <a href={report.formUrl} target="_blank" rel="noopener noreferrer" className="text-sm underline">
                  {T.formLink(report.authority)}
                </a>
              ) : null}
              <Form method="post">
                <input type="hidden" name="intent" value="sent" />
                <input type="hidden" name="reportId" value={report.id} />
                <Button type="submit" variant="outline" size="sm">
                  {T.markSent}
                </Button>
              </Form>
            </>
          )}
        </Card>
      ))}
    </section>
  );
}

export default function GameReport({ loaderData, actionData }: Route.ComponentProps) {
  const { gameId, arenaName, day, time, tippedOff, rules, reports } = loaderData;
  const answer = actionData as ActionData | undefined;
  const typed = answer?.values ?? {};
  const error = (field: string) => answer?.fieldErrors?.[field]?.[0];
  const saving = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [kind, setKind] = useState<string>(typed.kind ?? "ejection");
  const rule = rules[kind === "incident" ? "incident" : "ejection"];

  // A draft kept on this phone fills the fields the server did not send back.
  useEffect(() => {
    const draft = readDraft(gameId);
    const element = form.current;
    if (!draft || !element) return;
    for (const field of DRAFT_FIELDS) {
      const control = element.elements.namedItem(field);
      const value = draft[field];
      if (value && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && !control.value) {
        control.value = value;
      }
      if (value && control instanceof HTMLSelectElement) {
        control.value = value;
        setKind(value);
      }
    }
    setNotice(T.draftKept);
  }, [gameId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    keepDraft(gameId, event.currentTarget);
    if (!navigator.onLine) {
      event.preventDefault();
      setNotice(T.offline);
      return;
    }
    dropDraft(gameId);
  };

  return (
    <Page title={T.title(arenaName)} lead={T.lead(day, time)}>
      <div className="flex flex-col gap-6 lg:max-w-2xl">
        <Reports reports={reports} />
        {tippedOff ? (
          <FieldGroup id="report-form" title={T.ask}>
            <Form
              method="post"
              ref={form}
              className="flex flex-col gap-4"
              onSubmit={onSubmit}
              onInput={(event) => keepDraft(gameId, event.currentTarget)}
            >
              <FormError message={answer?.error} />
              {notice ? (
                <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
                  {notice}
                </p>
              ) : null}
              <SelectField
                label={T.kindLabel}
                name="kind"
                defaultValue={typed.kind ?? "ejection"}
                onChange={(event) => setKind(event.currentTarget.value)}
                error={error("kind")}
              >
                {REPORT_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {T.kinds[option]}
                  </option>
                ))}
              </SelectField>
              <p className="text-sm" data-testid="report-rule">
                {rule?.line}
                {rule?.formUrl ? (
                  <>
                    {" "}
                    <a href={rule.formUrl} target="_blank" rel="noopener noreferrer" className="underline">
                      {T.formLink(rule.authority)}
                    </a>
                  </>
                ) : null}
              </p>
              <Field
                label={T.whoLabel}
                name="who"
                maxLength={L.whoMax}
                defaultValue={typed.who}
                error={error("who")}
                hint={<p className="text-sm text-muted-foreground">{T.whoHint}</p>}
              />
              <Field
                label={T.whenLabel}
                name="when"
                maxLength={L.whenMax}
                defaultValue={typed.when}
                error={error("when")}
                hint={<p className="text-sm text-muted-foreground">{T.whenHint}</p>}
              />
              <Field
                label={T.ruleLabel}
                name="rule"
                maxLength={L.ruleMax}
                defaultValue={typed.rule}
                error={error("rule")}
                hint={<p className="text-sm text-muted-foreground">{T.ruleHint}</p>}
              />
              <TextareaField
                label={T.wordsLabel}
                name="words"
                maxLength={L.wordsMax}
                rows={3}
                defaultValue={typed.words}
                error={error("words")}
                hint={T.wordsHint}
              />
              <TextareaField
                label={T.notesLabel}
                name="notes"
                maxLength={L.notesMax}
                rows={5}
                defaultValue={typed.notes}
                error={error("notes")}
              />
              <Button type="submit" className="self-start" disabled={saving}>
                {saving ? T.saving : T.save}
              </Button>
            </Form>
          </FieldGroup>
        ) : (
          <p className="text-muted-foreground">{T.notYet}</p>
        )}
        <Link to={`/games#game-${gameId}`} className="underline">
          {LATE_TEXT.backToGames}
        </Link>
      </div>
    </Page>
  );
}
