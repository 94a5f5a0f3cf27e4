import { formatDateTime } from "~/app/lib/date-format";
import { useHydrated } from "~/app/lib/use-hydrated";

/**
 * A date as "Nov 23, 2026 5:05 PM". The Worker renders it in UTC; once hydrated the browser shows
 * the reader's own time zone. Rendering local time straight away would make the server and client
 * HTML differ, which React reports as a hydration error.
 */
export function LocalTime({ value, className }: { value: Date | string; className?: string }) {
  const date = typeof value === "string" ? new Date(value) : value;
  const hydrated = useHydrated();
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatDateTime(date, { withYear: true, timeZone: hydrated ? undefined : "UTC" })}
    </time>
  );
}
