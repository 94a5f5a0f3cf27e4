// Cron Triggers by the clock for `npm start`: workerd runs a Worker's `scheduled` handler only when
// asked (/cdn-cgi/local/scheduled), so a small ticker asks for each configured cron on time.
// Cloudflare's crons are in UTC; so is this. No imports: Node runs it as it is, and so do the
// worker tests.

/** The values one field of a cron expression allows (minute 0–59, hour 0–23, day 1–31, month 1–12, weekday 0–6). */
function fieldValues(field: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const [range = "*", stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`bad step in cron field "${field}"`);
    let [from, to] = [min, max];
    if (range !== "*") {
      const [first = "", last] = range.split("-");
      from = Number(first);
      to = last === undefined ? (stepText === undefined ? from : max) : Number(last);
    }
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < min || to > max || from > to) {
      throw new Error(`cron field "${field}" is outside ${min}–${max}`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export type Cron = { expression: string; matches: (instant: number) => boolean };

/** A five-field cron (numbers, `*`, ranges, lists and steps; no names), matched against UTC minutes. */
export function parseCron(expression: string): Cron {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`"${expression}" is not a five-field cron`);
  const [minute = "", hour = "", day = "", month = "", weekday = ""] = fields;
  const minutes = fieldValues(minute, 0, 59);
  const hours = fieldValues(hour, 0, 23);
  const days = fieldValues(day, 1, 31);
  const months = fieldValues(month, 1, 12);
  // 7 is Sunday too.
  const weekdays = new Set([...fieldValues(weekday, 0, 7)].map((value) => value % 7));
  const anyDay = day === "*";
  const anyWeekday = weekday === "*";
  return {
    expression,
    matches(instant) {
      const at = new Date(instant);
      if (!minutes.has(at.getUTCMinutes()) || !hours.has(at.getUTCHours()) || !months.has(at.getUTCMonth() + 1)) {
        return false;
      }
      const dayMatches = days.has(at.getUTCDate());
      const weekdayMatches = weekdays.has(at.getUTCDay());
      // As in cron: when both day fields are restricted, either one matching is enough.
      if (anyDay || anyWeekday) return dayMatches && weekdayMatches;
      return dayMatches || weekdayMatches;
    },
  };
}

/** The crons of `[triggers]` in a wrangler.toml. */
export function cronsOf(wranglerToml: string): string[] {
  const line = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml);
  if (!line?.[1]) return [];
  return [...line[1].matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "").filter(Boolean);
}

const MINUTE_MS = 60_000;

/**
 * Calls `run(cron, minute)` for each cron due at each whole UTC minute from now on, until stopped.
 * A minute is never run twice, and one the machine slept through is skipped, as Cloudflare would.
 */
export function startCronTicker(
  crons: string[],
  run: (cron: string, scheduledTime: number) => Promise<void>,
  now: () => number = Date.now,
): () => void {
  const parsed = crons.map(parseCron);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const next = Math.floor(now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    timer = setTimeout(() => tick(next), next - now());
  };
  const tick = (minute: number) => {
    for (const cron of parsed) {
      if (cron.matches(minute)) run(cron.expression, minute).catch(() => undefined);
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
