import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Field, FormError } from "~/app/components/ui/field";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/app/components/ui/table";
import { formatCents } from "~/core/pay/money";
import { grossCents, type PayGame } from "~/core/pay/pay-report";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { formatDay } from "./pay-format";

const T = PAY_TEXT;

type Props = { year: number; games: PayGame[]; coming: PayGame[]; today: string; error?: string; paidOn?: string };

/**
 * The games played and not paid, oldest first: tick those one payment covers, give its date, Mark
 * Paid. What is owed now (played) and what is still to come (future games with fees) are told apart,
 * each with its total, so "nothing owed" never hides unpaid games ahead.
 */
export function PayOwed({ year, games, coming, today, error, paidOn }: Props) {
  const total = (list: PayGame[]) => formatCents(list.reduce((sum, game) => sum + grossCents(game), 0));
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "mark-paid";
  return (
    <section aria-labelledby="owed-title" className="flex flex-col gap-3">
      <h2 id="owed-title" className="text-xl font-semibold">
        {T.owedTitle}
      </h2>
      {games.length > 0 ? (
        <p className="font-medium" data-testid="pay-owed-now">
          {T.owedNow(games.length, total(games))}
        </p>
      ) : null}
      {coming.length > 0 ? (
        <p className="text-sm" data-testid="pay-coming">
          {T.comingLater(coming.length, total(coming))}
        </p>
      ) : null}
      {games.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm">{T.owedEmpty}</p>
      ) : (
        <Form method="post" className="flex flex-col gap-3" aria-labelledby="owed-title">
          <p className="text-sm text-muted-foreground">{T.owedLead}</p>
          <input type="hidden" name="intent" value="mark-paid" />
          <input type="hidden" name="year" value={year} />
          <FormError message={error} />
          <GameTable caption={T.owedCaption} games={games} />
          <div className="flex flex-wrap items-end gap-3">
            <Field
              label={T.paidOnLabel}
              name="paidOn"
              type="date"
              required
              defaultValue={paidOn ?? today}
              className="w-48"
            />
            <Button type="submit" disabled={saving}>
              {saving ? T.markingPaid : T.markPaid}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

/** The games marked paid, newest payment first: tick any to mark not paid again. */
export function PayPaid({ year, games }: { year: number; games: PayGame[] }) {
  if (games.length === 0) return null;
  return (
    <details className="rounded-lg border p-3 print:hidden">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{T.paidTitle}</summary>
      <Form method="post" className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="mark-unpaid" />
        <input type="hidden" name="year" value={year} />
        <GameTable caption={T.paidCaption} games={games} showPaidOn />
        <Button type="submit" variant="outline" className="self-start">
          {T.markUnpaid}
        </Button>
      </Form>
    </details>
  );
}

function GameTable({
  caption,
  games,
  showPaidOn = false,
}: {
  caption: string;
  games: PayGame[];
  showPaidOn?: boolean;
}) {
  return (
    <Table scrollLabel={caption}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-12">
            <span className="sr-only">{T.choose(T.games)}</span>
          </TableHead>
          <TableHead>{T.date}</TableHead>
          <TableHead>{T.game}</TableHead>
          {showPaidOn ? <TableHead className="hidden sm:table-cell">{T.paidOn}</TableHead> : null}
          <TableHead className="text-right">{T.fee}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {games.map((game) => {
          const id = `pay-${game.gameId}`;
          const what = [game.payer ?? T.noPayer, game.level, game.arenaName].filter(Boolean).join(" · ");
          return (
            <TableRow key={game.gameId}>
              <TableCell>
                <input
                  id={id}
                  type="checkbox"
                  name="gameId"
                  value={game.gameId}
                  className="size-6"
                  aria-label={T.choose(`${formatDay(game.date)}, ${what}`)}
                />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <label htmlFor={id}>{formatDay(game.date)}</label>
              </TableCell>
              <TableCell>
                <span className="font-medium">{game.payer ?? T.noPayer}</span>
                <span className="block text-xs text-muted-foreground">
                  {[game.level, game.arenaName].filter(Boolean).join(" · ")}
                </span>
              </TableCell>
              {showPaidOn ? (
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {game.paidOn ? formatDay(game.paidOn) : ""}
                </TableCell>
              ) : null}
              <TableCell className="text-right tabular-nums whitespace-nowrap">
                {formatCents(grossCents(game))}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
