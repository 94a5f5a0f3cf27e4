import { Form, Link } from "react-router";
import { BackToGames } from "~/app/components/games/back-to-games";
import { PrintButton } from "~/app/components/games/print-button";
import { Page } from "~/app/components/page";
import { Button, buttonClasses } from "~/app/components/ui/button";
import { FormError, inputClasses } from "~/app/components/ui/field";
import { Download } from "~/app/components/ui/icons/download";
import type { PayActionData } from "~/app/lib/pay.server";
import { formatCents } from "~/core/pay/money";
import { comingGames, owedGames, type PayReport, payerKey } from "~/core/pay/pay-report";
import { PAY_TEXT } from "~/core/pay/pay-text";
import type { Route } from "./+types/route";
import { PayOwed, PayPaid } from "./pay-owed";
import { PayByMonth, PayByPayer } from "./pay-payers";
import { PayPasteForm, PayRatesForm, PaySourcesForm } from "./pay-settings";
import { PayTaxYear } from "./pay-tax-year";

// A refused post keeps its status headers (Retry-After on a 429) on the page it answers with.
export { forwardActionHeaders as headers } from "~/app/lib/route-headers";

const T = PAY_TEXT;

export { action, loader } from "./page.server";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${T.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const refused: PayActionData | undefined = actionData ?? undefined;
  const errorOf = (...intents: PayActionData["intent"][]) =>
    refused && intents.includes(refused.intent) ? refused.error : undefined;
  const year = loaderData.ok ? loaderData.report.year : loaderData.thisYear;
  return (
    <Page title={T.pageTitle} lead={T.lead}>
      <div className="flex max-w-3xl flex-col gap-8">
        <BackToGames />
        <Form method="get" className="flex flex-wrap items-end gap-3 print:hidden">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {T.yearLabel}
            <input
              name="year"
              inputMode="numeric"
              defaultValue={loaderData.ok ? String(year) : loaderData.typedYear}
              className={`${inputClasses} w-28`}
            />
          </label>
          <Button type="submit" variant="outline">
            {T.showButton}
          </Button>
          {(loaderData.ok ? loaderData.report.years : [loaderData.thisYear]).map((choice) => (
            <Link
              key={choice}
              to={`?year=${choice}`}
              aria-current={loaderData.ok && choice === year ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:text-primary"
            >
              {choice}
            </Link>
          ))}
        </Form>
        {loaderData.ok ? null : <FormError message={loaderData.error} />}
        {loaderData.ok ? (
          <>
            <Summary report={loaderData.report} />
            <PayOwed
              year={year}
              games={owedGames(loaderData.report)}
              coming={comingGames(loaderData.report)}
              today={loaderData.today}
              error={errorOf("mark-paid", "mark-unpaid")}
              paidOn={refused?.intent === "mark-paid" ? refused.values.paidOn : undefined}
            />
            <PayPaid year={year} games={paidGames(loaderData.report)} />
            <PayByPayer report={loaderData.report} error={errorOf("reported")} />
            <PayByMonth report={loaderData.report} />
            <PayTaxYear
              report={loaderData.report}
              errors={{ rate: errorOf("tax-rate"), expense: errorOf("expense-add", "expense-remove") }}
              typed={refused?.values ?? {}}
            />
            <div className="flex flex-wrap gap-3 print:hidden">
              <a href={`/games/pay.csv?year=${year}`} download className={buttonClasses("primary")}>
                <Download className="size-4" aria-hidden />
                {T.downloadCsv}
              </a>
              <PrintButton />
            </div>
            <PayRatesForm
              year={year}
              text={refused?.intent === "rates" ? (refused.values.rates ?? "") : loaderData.ratesText}
              error={errorOf("rates")}
            />
            <PaySourcesForm year={year} sources={loaderData.sources} error={errorOf("source-payer")} />
            <PayPasteForm
              year={year}
              error={errorOf("paste")}
              typed={refused?.intent === "paste" ? refused.values.schedule : undefined}
            />
          </>
        ) : null}
      </div>
    </Page>
  );
}

/** The games marked paid, the latest payment first. */
const paidGames = (report: PayReport) =>
  report.games
    .filter((game) => game.paidOn !== null)
    .sort((a, b) => (b.paidOn ?? "").localeCompare(a.paidOn ?? "") || a.date.localeCompare(b.date));

/**
 * The games without a fee by payer (payers compared case and spaces aside, named by the first
 * spelling), and those without a payer: a rate for the payer prices them all at once.
 */
function gamesWithoutFee(report: PayReport) {
  const byPayer = new Map<string, { payer: string; count: number }>();
  let noPayer = 0;
  for (const game of report.games) {
    if (game.feeCents !== null) continue;
    const payer = game.payer?.trim() ?? "";
    if (payer === "") {
      noPayer += 1;
      continue;
    }
    const found = byPayer.get(payerKey(payer)) ?? { payer, count: 0 };
    found.count += 1;
    byPayer.set(payerKey(payer), found);
  }
  return { byPayer: [...byPayer.values()], noPayer };
}

function Summary({ report }: { report: PayReport }) {
  const withoutFee = gamesWithoutFee(report);
  const figures = [
    { label: T.earned, cents: report.feesCents, id: "pay-fees" },
    { label: T.paid, cents: report.paidCents, id: "pay-paid" },
    { label: T.received, cents: report.receivedCents, id: "pay-received" },
    { label: T.unpaid, cents: report.unpaidCents, id: "pay-unpaid" },
    { label: T.coming, cents: report.comingCents, id: "pay-coming-total" },
  ];
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-3">
      <h2 id="summary-title" className="text-xl font-semibold">
        {T.summaryTitle(report.year)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.id} className="rounded-lg border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={figure.id}>
              {formatCents(figure.cents)}
            </dd>
          </div>
        ))}
      </dl>
      {withoutFee.byPayer.map(({ payer, count }) => (
        <p key={payer} className="text-sm">
          <a href="#rates-title" className="font-medium text-primary underline underline-offset-4">
            {T.noFeePointer(count, payer)}
          </a>
        </p>
      ))}
      {withoutFee.noPayer > 0 ? (
        <p className="text-sm text-muted-foreground">{T.noFeeNote(withoutFee.noPayer)}</p>
      ) : null}
    </section>
  );
}
