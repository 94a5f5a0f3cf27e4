// Dates as the app shows them: "Nov 23, 5:05 PM", with the year "Nov 23, 2026 5:05 PM". Intl rather
// than date-fns: the offline stamp puts this in every page's first load, and the browser (and
// workerd) carries Intl already. The parts are joined by hand, so the text reads the same with any
// ICU version (some put a narrow no-break space before "PM").
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(withYear: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withYear}|${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      ...(withYear ? { year: "numeric" } : {}),
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `timeZone` defaults to the reader's own; the server renders in "UTC" (see LocalTime). */
export function formatDateTime(
  date: Date,
  { withYear = false, timeZone }: { withYear?: boolean; timeZone?: string } = {},
) {
  const parts = formatterFor(withYear, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  const day = `${part("month")} ${part("day")}`;
  const time = `${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
  return withYear ? `${day}, ${part("year")} ${time}` : `${day}, ${time}`;
}
