import { Form } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Field, FormError, TextareaField } from "~/app/components/ui/field";
import { PAY_LIMITS } from "~/core/pay/pay-limits";
import type { SourcePayer } from "~/core/pay/pay-report";
import { PAY_TEXT } from "~/core/pay/pay-text";

const T = PAY_TEXT;

/** The rates box: one payer a line, read on the server, the games without their own fee priced again. */
export function PayRatesForm({ year, text, error }: { year: number; text: string; error?: string }) {
  return (
    <section aria-labelledby="rates-title" className="flex flex-col gap-3 print:hidden">
      <h2 id="rates-title" className="text-xl font-semibold">
        {T.ratesTitle}
      </h2>
      <Form method="post" className="flex flex-col gap-3" aria-labelledby="rates-title">
        <input type="hidden" name="intent" value="rates" />
        <input type="hidden" name="year" value={year} />
        <TextareaField
          label={T.ratesLabel}
          name="rates"
          hint={T.ratesLead}
          defaultValue={text}
          placeholder={T.ratesExample}
          maxLength={PAY_LIMITS.ratesTextMax}
          rows={4}
          error={error}
        />
        <Button type="submit" variant="outline" className="self-start">
          {T.saveRates}
        </Button>
      </Form>
    </section>
  );
}

/** Who pays each calendar: one small form a calendar, remembered for its later imports. */
export function PaySourcesForm({ year, sources, error }: { year: number; sources: SourcePayer[]; error?: string }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-title" className="flex flex-col gap-3 print:hidden">
      <h2 id="sources-title" className="text-xl font-semibold">
        {T.sourcesTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{T.sourcesLead}</p>
      <FormError message={error} />
      {sources.map((source) => (
        <Form key={source.id} method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="source-payer" />
          <input type="hidden" name="year" value={year} />
          <input type="hidden" name="sourceId" value={source.id} />
          <Field
            id={`source-${source.id}`}
            label={T.sourcePayerLabel(source.label)}
            name="payer"
            defaultValue={source.payer}
            maxLength={PAY_LIMITS.payerMax}
            className="min-w-0 flex-1 sm:max-w-md"
          />
          <Button type="submit" variant="outline">
            {T.saveSourcePayer}
          </Button>
        </Form>
      ))}
    </section>
  );
}

/** The schedule copied from ArbiterSports' schedule page: its fees go to the games already here. */
export function PayPasteForm({ year, error, typed }: { year: number; error?: string; typed?: string }) {
  return (
    <section aria-labelledby="paste-title" className="flex flex-col gap-3 print:hidden">
      <h2 id="paste-title" className="text-xl font-semibold">
        {T.pasteTitle}
      </h2>
      <Form method="post" className="flex flex-col gap-3" aria-labelledby="paste-title">
        <input type="hidden" name="intent" value="paste" />
        <input type="hidden" name="year" value={year} />
        <TextareaField
          label={T.pasteLabel}
          name="schedule"
          hint={T.pasteLead}
          defaultValue={typed}
          maxLength={PAY_LIMITS.pasteMaxChars}
          rows={5}
          error={error}
        />
        <Button type="submit" variant="outline" className="self-start">
          {T.pasteButton}
        </Button>
      </Form>
    </section>
  );
}
