import { formatCents, parseCents } from "./money";
import { PAY_LIMITS } from "./pay-limits";

/** A person's fee for a payer's games at a level; an empty level is the payer's fee for any other. */
export type PayRate = { payer: string; level: string; feeCents: number };

export type RatesRead =
  | { ok: true; rates: PayRate[] }
  | { ok: false; line: number; problem: "payer" | "fee" | "level" };

const key = (text: string) => text.trim().toLowerCase();

/**
 * "GHSA: Varsity $75, JV $55" per line: the payer before the first colon, then fees, each with its
 * level before it or none ("Region 7: $60", any level). The text is split once and each piece
 * read once, so the cost follows its length; the caller caps that length.
 */
export function parseRates(text: string): RatesRead {
  const rates: PayRate[] = [];
  const seen = new Set<string>();
  const lines = text.split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const colon = line.indexOf(":");
    const payer = colon > 0 ? line.slice(0, colon).trim() : "";
    if (payer === "" || payer.length > PAY_LIMITS.payerMax) return { ok: false, line: index + 1, problem: "payer" };
    for (const item of line.slice(colon + 1).split(",")) {
      const words = item.trim().split(/\s+/);
      const amount = words.pop() ?? "";
      // "$ 75": the sign apart from its figure.
      const sign = words.at(-1) === "$" ? words.pop() : "";
      const feeCents = parseCents(`${sign ?? ""}${amount}`);
      if (feeCents === null) return { ok: false, line: index + 1, problem: "fee" };
      const level = words.join(" ");
      if (level.length > PAY_LIMITS.levelMax) return { ok: false, line: index + 1, problem: "level" };
      const id = `${key(payer)}\n${key(level)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      rates.push({ payer, level, feeCents });
    }
  }
  return { ok: true, rates };
}

/** The rates as the box shows them again, one payer a line, in the order they were typed. */
export function ratesText(rates: readonly PayRate[]): string {
  const byPayer = new Map<string, PayRate[]>();
  for (const rate of rates) byPayer.set(rate.payer, [...(byPayer.get(rate.payer) ?? []), rate]);
  return [...byPayer.entries()]
    .map(
      ([payer, list]) =>
        `${payer}: ${list.map((rate) => [rate.level, formatCents(rate.feeCents)].filter(Boolean).join(" ")).join(", ")}`,
    )
    .join("\n");
}

/** Whether `part` appears in `text` as whole words ("JV" in "JV Boys", not in "JVX"). */
function hasWords(text: string, part: string): boolean {
  const isWordChar = (char: string | undefined) => char !== undefined && /[a-z0-9]/.test(char);
  let at = text.indexOf(part);
  while (at !== -1) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + part.length])) return true;
    at = text.indexOf(part, at + 1);
  }
  return false;
}

/**
 * A game's fee from the rates: its payer's rate whose level the game's level names (the longest
 * such level wins: "JV Girls" before "JV"), else the payer's rate for any level; null without one.
 */
export function feeFromRates(rates: readonly PayRate[], payer: string | null, level: string | null): number | null {
  if (!payer) return null;
  const own = rates.filter((rate) => key(rate.payer) === key(payer));
  const gameLevel = key(level ?? "");
  let best: PayRate | undefined;
  for (const rate of own) {
    const rateLevel = key(rate.level);
    if (rateLevel === "" || !hasWords(gameLevel, rateLevel)) continue;
    if (!best || rateLevel.length > best.level.length) best = rate;
  }
  return (best ?? own.find((rate) => key(rate.level) === ""))?.feeCents ?? null;
}
