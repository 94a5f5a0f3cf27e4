import { parseCents } from "./money";

/** What an assignment's description says it pays: the game's fee and, on its own line, travel. */
export type AssignmentPay = { feeCents: number | null; travelCents: number | null };

// "Fee: $65.00", "Game Fee: 55", "Pay: $45.50", "Travel: $20", "Travel Pay: 12.50"; a line is
// read only up to its first 80 characters, so a long description costs its length once.
const FEE_LINE = /^(game fee|game pay|fee|pay|travel|travel fee|travel pay|mileage pay)\s*:\s*(.{1,40})$/i;

/** The fee and travel an assignment platform writes into an event's description, when it does. */
export function payFromDescription(description: string): AssignmentPay {
  const pay: AssignmentPay = { feeCents: null, travelCents: null };
  for (const line of description.split("\n")) {
    const match = FEE_LINE.exec(line.slice(0, 80).trim());
    if (!match?.[1] || !match[2]) continue;
    const cents = parseCents(match[2]);
    if (cents === null) continue;
    const travel = /^(travel|mileage)/i.test(match[1]);
    if (travel) pay.travelCents ??= cents;
    else pay.feeCents ??= cents;
  }
  return pay;
}
