import { loadMileage } from "~/app/lib/mileage.server";
import { mileageCsv } from "~/core/games/mileage-csv";
import { MILEAGE_TEXT } from "~/core/games/mileage-text";
import type { Route } from "./+types/route";

// A byte-order mark, so spreadsheets that guess the encoding read accented arena names as UTF-8.
const BOM = "\uFEFF";

/** /games/mileage.csv?from=&to=: the report as a download. */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadMileage(args);
  if (!loaded.ok) {
    return new Response(loaded.error, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { report } = loaded;
  return new Response(BOM + mileageCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${MILEAGE_TEXT.csvFileName(report.from, report.to)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
