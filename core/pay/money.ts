// Money is whole cents everywhere; these read what a person or a platform writes and print it back.

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const USD_RATE = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** The largest amount read: $1,000,000.00, far above any fee, so sums stay exact integers. */
export const MAX_CENTS = 100_000_000;

/** "$1,234.50" from 123450. */
export const formatCents = (cents: number): string => USD.format(cents / 100);

/** A mileage rate in tenths of a cent: 585 → "$0.585", 700 → "$0.70". */
export const formatMills = (mills: number): string => USD_RATE.format(mills / 1000);

// Dollars with optional thousands commas and at most 2 decimals: "$65", "65.00", "1,234.5", "$ 45.50".
const AMOUNT = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/;

/** Whole cents of an amount as written, without floats; null for anything else (or past MAX_CENTS). */
export function parseCents(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match?.[1]) return null;
  const dollars = Number(match[1].replaceAll(",", ""));
  const cents = dollars * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_CENTS ? cents : null;
}

/** Cents as a form shows them for editing: 6500 → "65.00". */
export const centsInput = (cents: number | null): string => (cents === null ? "" : (cents / 100).toFixed(2));
