// How the pay page writes dates; money goes through core/pay/money's Intl.NumberFormat.

const shortDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
  year: "numeric",
});
const monthName = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });

/** "2025-12-20" → "Dec 20, 2025". */
export const formatDay = (date: string) => shortDate.format(Date.parse(date));

/** "2025-12" → "December 2025". */
export const formatMonth = (month: string) => monthName.format(Date.parse(`${month}-01`));
