import { Form, Link } from "react-router";
import { BackToGames } from "~/app/components/games/back-to-games";
import { PrintButton } from "~/app/components/games/print-button";
import { Page } from "~/app/components/page";
import { Button, buttonClasses } from "~/app/components/ui/button";
import { FormError, inputClasses } from "~/app/components/ui/field";
import { Download } from "~/app/components/ui/icons/download";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/app/components/ui/table";
import { cn } from "~/app/lib/cn";
import { sourceLabel } from "~/core/games/mileage-csv";
import type { MileageReport } from "~/core/games/mileage-report";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import { formatTypedDate } from "~/core/games/zoned-time";
import type { Route } from "./+types/route";

export { loader } from "./page.server";

const T = MILEAGE_TEXT;

export function meta(): Route.MetaDescriptors {
  return [{ title: `${T.pageTitle} · Tipoff` }, { name: "robots", content: "noindex" }];
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const rateFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const shortDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
  year: "numeric",
});
const formatMiles = (miles: number) => miles.toFixed(1);
const query = (from: string, to: string) => `?${new URLSearchParams({ from, to })}`;

export default function Mileage({ loaderData }: Route.ComponentProps) {
  const { periods } = loaderData;
  const current = loaderData.ok ? loaderData.report : null;
  const typed = loaderData.ok ? { from: loaderData.report.from, to: loaderData.report.to } : loaderData.typed;

  return (
    <Page title={T.pageTitle} lead={T.lead}>
      <div className="flex max-w-3xl flex-col gap-6">
        <BackToGames />

        <section aria-labelledby="period-title" className="flex flex-col gap-3 print:hidden">
          <h2 id="period-title" className="text-lg font-semibold">
            {T.periodLegend}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {periods.map((period) => {
              const selected = current?.from === period.from && current?.to === period.to;
              return (
                <li key={period.label}>
                  <Link
                    to={query(period.from, period.to)}
                    aria-current={selected ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted",
                      selected && "border-primary text-primary",
                    )}
                  >
                    {period.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {T.fromLabel}
              <input type="date" name="from" defaultValue={typed.from} className={inputClasses} required />
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {T.toLabel}
              <input type="date" name="to" defaultValue={typed.to} className={inputClasses} required />
            </label>
            <Button type="submit" variant="outline">
              {T.showButton}
            </Button>
          </Form>
          <p className="text-sm text-muted-foreground">{T.periodHint}</p>
          {loaderData.ok ? null : <FormError message={loaderData.error} />}
        </section>

        {current ? <Report report={current} /> : null}
      </div>
    </Page>
  );
}

function Report({ report }: { report: MileageReport }) {
  const withoutStart = report.games.some((game) => game.miles === null);
  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-4">
      <h2 id="report-title" className="text-xl font-semibold">
        {T.periodHeading(formatTypedDate(report.from), formatTypedDate(report.to))}
      </h2>
      <p className="text-sm">
        {report.tripCount === "one_way" ? T.oneWay : T.roundTrip}{" "}
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center font-medium text-primary underline print:hidden"
        >
          {T.changeSettings}
        </Link>
      </p>

      {report.games.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">{T.emptyTitle}</p>
          <p className="mt-1 text-sm text-muted-foreground">{T.emptyText}</p>
        </div>
      ) : (
        <>
          <p className="text-lg font-semibold tabular-nums" data-testid="mileage-total-line">
            {T.totalLine(formatMiles(report.totalMiles))}
          </p>
          {/* On a phone: date, the arena with its details (city, start, source), and the miles; the other columns from 640 px. */}
          <Table scrollLabel={T.tableCaption}>
            <TableCaption>{T.tableCaption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{T.date}</TableHead>
                <TableHead>{T.arena}</TableHead>
                <TableHead className="hidden sm:table-cell">{T.city}</TableHead>
                <TableHead className="hidden sm:table-cell">{T.from}</TableHead>
                <TableHead className="text-right">{T.miles}</TableHead>
                <TableHead className="hidden sm:table-cell">{T.source}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.games.map((game) => (
                <TableRow key={game.gameId}>
                  <TableCell className="whitespace-nowrap align-top">
                    {shortDate.format(Date.parse(game.date))}
                  </TableCell>
                  <TableCell className="align-top">
                    <span className="font-medium">{game.arenaName}</span>
                    <span className="block text-xs text-muted-foreground">{game.purpose}</span>
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {[
                        game.city,
                        game.startLabel ? T.fromStart(game.startLabel) : null,
                        game.source === null ? T.noStart : sourceLabel(game.source),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </TableCell>
                  <TableCell className="hidden align-top sm:table-cell">{game.city}</TableCell>
                  <TableCell className="hidden align-top sm:table-cell">{game.startLabel ?? ""}</TableCell>
                  <TableCell className="text-right align-top tabular-nums whitespace-nowrap">
                    {game.miles === null ? "" : formatMiles(game.miles)}
                  </TableCell>
                  <TableCell className="hidden align-top sm:table-cell">
                    {game.source === null ? (
                      <>
                        {T.noStart}{" "}
                        <Link
                          to={`/games/${game.gameId}/edit`}
                          className="inline-flex min-h-11 items-center font-medium text-primary underline print:hidden"
                        >
                          {T.addStart}
                        </Link>
                      </>
                    ) : (
                      sourceLabel(game.source)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <tfoot className="border-t-2 font-semibold">
              <TableRow>
                <TableCell colSpan={2}>{T.total}</TableCell>
                <TableCell className="hidden sm:table-cell" colSpan={2} />
                <TableCell className="text-right tabular-nums" data-testid="mileage-total">
                  {formatMiles(report.totalMiles)}
                </TableCell>
                <TableCell className="hidden sm:table-cell" />
              </TableRow>
            </tfoot>
          </Table>
        </>
      )}

      {withoutStart ? <p className="text-sm text-muted-foreground">{T.noStartNote}</p> : null}

      {report.ratePerMile !== null && report.amount !== null ? (
        <p className="text-lg font-semibold" data-testid="mileage-amount">
          {T.rateLine(rateFormat.format(report.ratePerMile), usd.format(report.amount))}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground print:hidden">{T.noRate}</p>
      )}

      <div className="flex flex-wrap gap-3 print:hidden">
        <a href={`/games/mileage.csv${query(report.from, report.to)}`} download className={buttonClasses("primary")}>
          <Download className="size-4" aria-hidden />
          {T.downloadCsv}
        </a>
        <PrintButton />
      </div>
    </section>
  );
}
