import { format } from "date-fns";
import { useEffect, useState } from "react";

export const ADMIN_DATE_FORMAT = "MMM d, yyyy h:mm a";

/** The same wall-clock fields in UTC, so the server (always UTC) and the first client render agree. */
function utcWallClock(date: Date): Date {
  return new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
}

/**
 * A date as 'MMM d, yyyy h:mm a'. The Worker renders in UTC; once hydrated the browser
 * shows the reader's own time zone. Rendering local time straight away would make the server and
 * client HTML differ, which React reports as a hydration error.
 */
export function LocalTime({ value, className }: { value: Date | string; className?: string }) {
  const date = typeof value === "string" ? new Date(value) : value;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated ? date : utcWallClock(date);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {format(shown, ADMIN_DATE_FORMAT)}
    </time>
  );
}
