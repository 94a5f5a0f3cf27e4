import { loadPay } from "~/app/lib/pay.server";
import { payCsv } from "~/core/pay/pay-csv";
import { PAY_TEXT } from "~/core/pay/pay-text";
import type { Route } from "./+types/route";

// A byte-order mark, so spreadsheets that guess the encoding read accented names as UTF-8.
const BOM = "\uFEFF";

/** /games/pay.csv?year=: the year's games with their pay, as a download. */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPay(args);
  if (!loaded.ok) {
    return new Response(loaded.error, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { report } = loaded;
  return new Response(BOM + payCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${PAY_TEXT.csvFileName(report.year)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
