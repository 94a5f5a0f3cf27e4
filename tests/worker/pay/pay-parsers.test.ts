import { describe, expect, it } from "vitest";
import { readArbiterSchedule } from "~/core/pay/arbiter-paste";
import { payFromDescription } from "~/core/pay/fee-lines";
import { STANDARD_MILEAGE_RATES, standardMillsOn, standardRatesOfYear } from "~/core/pay/mileage-rates";
import { centsInput, formatCents, formatMills, MAX_CENTS, parseCents } from "~/core/pay/money";
import { PAY_LIMITS } from "~/core/pay/pay-limits";
import { PAY_TEXT } from "~/core/pay/pay-text";
import { feeFromRates, parseRates, ratesText } from "~/core/pay/rates";
import { RatesFormSchema } from "~/core/validation/pay";

describe("parseCents", () => {
  it("reads dollars as written into whole cents, without floats", () => {
    expect(parseCents("$65.00")).toBe(6500);
    expect(parseCents("55")).toBe(5500);
    expect(parseCents("$45.5")).toBe(4550);
    expect(parseCents("$ 29.50")).toBe(2950);
    expect(parseCents("1,234.56")).toBe(123456);
    expect(parseCents("0.29")).toBe(29);
    expect(parseCents(" 70 ")).toBe(7000);
  });
  it("refuses what is not an amount, three decimals, bad commas and anything past the largest", () => {
    for (const text of ["", "$", "abc", "65.001", "1,23", "-5", "5e3", "$65.00 each", "12,34,567"]) {
      expect(parseCents(text), text).toBeNull();
    }
    expect(parseCents("1,000,000")).toBe(MAX_CENTS);
    expect(parseCents("1,000,000.01")).toBeNull();
  });
  it("formats cents as US dollars", () => {
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatMills(585)).toBe("$0.585");
    expect(formatMills(700)).toBe("$0.70");
    expect(centsInput(6550)).toBe("65.50");
    expect(centsInput(null)).toBe("");
  });
});

describe("payFromDescription", () => {
  it("reads the fee and travel lines platforms write", () => {
    expect(payFromDescription("Site: North HS\nFee: $65.00\nTravel: $12.50")).toEqual({
      feeCents: 6500,
      travelCents: 1250,
    });
    expect(payFromDescription("Game Fee: 55")).toEqual({ feeCents: 5500, travelCents: null });
    expect(payFromDescription("  pay:  $45.50 ")).toEqual({ feeCents: 4550, travelCents: null });
    expect(payFromDescription("Travel Pay: 10\nGame Pay: 70")).toEqual({ feeCents: 7000, travelCents: 1000 });
  });
  it("keeps the first of each, and leaves other lines and unreadable amounts alone", () => {
    expect(payFromDescription("Fee: $60\nFee: $99")).toEqual({ feeCents: 6000, travelCents: null });
    expect(payFromDescription("Fee: TBD\nNotes: Pay: at the door $40\nEntry fee: 5")).toEqual({
      feeCents: null,
      travelCents: null,
    });
  });
  it("reads a long description in time linear in its length", () => {
    const long = `${"Fee:".repeat(50_000)}\n${"x".repeat(100_000)}\nFee: $65`;
    expect(payFromDescription(long)).toEqual({ feeCents: 6500, travelCents: null });
  });
});

describe("rates by payer and level", () => {
  it("reads one payer a line, each fee after its level, a bare fee for any level", () => {
    const read = parseRates("GHSA: Varsity $75, JV $55\n\nRegion 7: $60\nAAU: 14U Boys 45.50");
    expect(read).toEqual({
      ok: true,
      rates: [
        { payer: "GHSA", level: "Varsity", feeCents: 7500 },
        { payer: "GHSA", level: "JV", feeCents: 5500 },
        { payer: "Region 7", level: "", feeCents: 6000 },
        { payer: "AAU", level: "14U Boys", feeCents: 4550 },
      ],
    });
    if (read.ok)
      expect(ratesText(read.rates)).toBe("GHSA: Varsity $75.00, JV $55.00\nRegion 7: $60.00\nAAU: 14U Boys $45.50");
  });
  it("says which line is wrong and why", () => {
    expect(parseRates("GHSA: Varsity $75\nno colon $5")).toEqual({ ok: false, line: 2, problem: "payer" });
    expect(parseRates("GHSA: Varsity seventy")).toEqual({ ok: false, line: 1, problem: "fee" });
    expect(parseRates(`GHSA: ${"L".repeat(61)} $5`)).toEqual({ ok: false, line: 1, problem: "level" });
    const refused = RatesFormSchema.safeParse({ rates: "GHSA Varsity 75" });
    expect(refused.error?.issues[0]?.message).toBe(PAY_TEXT.ratesProblem(1, "payer"));
    const long = RatesFormSchema.safeParse({ rates: "x".repeat(4001) });
    expect(long.error?.issues[0]?.message).toBe(PAY_TEXT.ratesTooLong);
  });
  it("prices a game by its payer and the longest level its level names, else the payer's bare fee", () => {
    const rates = [
      { payer: "GHSA", level: "JV", feeCents: 5500 },
      { payer: "GHSA", level: "JV Girls", feeCents: 5000 },
      { payer: "GHSA", level: "", feeCents: 4000 },
      { payer: "Region 7", level: "Varsity", feeCents: 7000 },
    ];
    expect(feeFromRates(rates, "ghsa", "JV Boys Basketball")).toBe(5500);
    expect(feeFromRates(rates, "GHSA", "JV Girls")).toBe(5000);
    expect(feeFromRates(rates, "GHSA", "JVX")).toBe(4000);
    expect(feeFromRates(rates, "GHSA", null)).toBe(4000);
    expect(feeFromRates(rates, "Region 7", "Freshman")).toBeNull();
    expect(feeFromRates(rates, null, "JV")).toBeNull();
  });
});

describe("the standard mileage rates", () => {
  it("gives each date its published rate, both of 2022's", () => {
    expect(standardMillsOn("2021-12-31")).toBeNull();
    expect(standardMillsOn("2022-06-30")).toBe(585);
    expect(standardMillsOn("2022-07-01")).toBe(625);
    expect(standardMillsOn("2023-05-05")).toBe(655);
    expect(standardMillsOn("2024-01-01")).toBe(670);
    expect(standardMillsOn("2025-12-31")).toBe(700);
    expect(standardMillsOn("2026-06-01")).toBe(725);
    expect(standardRatesOfYear(2022).map((rate) => [rate.from, rate.mills])).toEqual([
      ["2022-01-01", 585],
      ["2022-07-01", 625],
    ]);
    expect(standardRatesOfYear(2025)).toEqual([{ from: "2025-01-01", mills: 700, source: "IRS Notice 2025-5" }]);
    expect(standardRatesOfYear(2021)).toEqual([]);
    expect(STANDARD_MILEAGE_RATES.every((rate) => rate.source.startsWith("IRS"))).toBe(true);
  });
});

describe("readArbiterSchedule", () => {
  const row = [
    "1111",
    "106016",
    "Referee 1",
    "11/9/2013 Sat",
    "12:30 PM",
    "D6, 12B",
    "Bloomington Ice Garden 1",
    "Bloomington",
    "Minnetonka Black",
    "$29.50",
    "Accepted on 10/18/2013",
  ];
  it("reads a copied row: date, time on the game's clock, level, site and fee", () => {
    expect(readArbiterSchedule(row.join("\t"))).toEqual({
      ok: true,
      skipped: 0,
      games: [
        {
          gameNumber: "1111",
          date: "2013-11-09",
          time: "12:30",
          level: "D6, 12B",
          site: "Bloomington Ice Garden 1",
          home: "Bloomington",
          away: "Minnetonka Black",
          cancelled: false,
          feeCents: 2950,
        },
      ],
    });
  });
  it("reads the time in the date's cell, skips headers and lines without a fee, and reads 12 AM as midnight", () => {
    const sameCell = [
      "2",
      "1",
      "Umpire",
      "1/5/2026 Mon 12:05 AM",
      "Varsity",
      "North HS",
      "A",
      "B",
      "$1,050.00",
      "Cancelled by the assignor",
    ];
    const read = readArbiterSchedule(
      [
        "Game\tGroup\tPosition\tDate\tTime",
        sameCell.join("\t"),
        "3\t1\tReferee\t2/30/2026\t7:00 PM\tJV\tX\tA\tB\t$40\tAccepted",
        "4\t1\tReferee\t2/3/2026\t7:00 PM\tJV\tX\tA\tB\tTBD\tAccepted",
        "",
      ].join("\r\n"),
    );
    expect(read).toMatchObject({
      ok: true,
      skipped: 3,
      games: [
        {
          date: "2026-01-05",
          time: "00:05",
          level: "Varsity",
          site: "North HS",
          home: "A",
          away: "B",
          cancelled: true,
          feeCents: 105000,
        },
      ],
    });
  });
  it("refuses text past its size before reading it, and empty text", () => {
    expect(readArbiterSchedule("x".repeat(PAY_LIMITS.pasteMaxChars + 1))).toEqual({ ok: false, problem: "too_large" });
    expect(readArbiterSchedule("\n".repeat(PAY_LIMITS.pasteMaxLines + 1))).toEqual({ ok: false, problem: "too_large" });
    expect(readArbiterSchedule("  \n ")).toEqual({ ok: false, problem: "empty" });
  });
  it("reads the largest paste of long, near-miss cells: each cell cut to its length, skipped", () => {
    const long = `${"1".repeat(5000)}\t${"1/1/2026 ".repeat(500)}\t${"9:".repeat(2000)}\t$\n`.repeat(8);
    expect(readArbiterSchedule(long.slice(0, PAY_LIMITS.pasteMaxChars))).toMatchObject({ ok: true, games: [] });
  });
});

describe("typed text kept clean", () => {
  it("strips markup from the rates' payer names before they are stored", () => {
    const read = RatesFormSchema.safeParse({ rates: "<script>alert(1)</script>GHSA: Varsity $75" });
    expect(read.data?.rates).toEqual([{ payer: "GHSA", level: "Varsity", feeCents: 7500 }]);
  });
});
