// A misspelt word's likely words ("Hertige": "heritage", "Coounty": "county"), for a venue the
// schools index finds nothing for as written. Pure: the lookup reads the index's words, this
// compares them. Bounded: each comparison stops once past the allowed edits.

/** Words shorter than this are not corrected: too many words are one edit from them. */
export const CORRECTED_MIN_LENGTH = 5;

/** Edits a word of this length may be from its correction: one, two from seven letters on. */
function editsAllowed(length: number): number {
  return length >= 7 ? 2 : 1;
}

/**
 * Whether `a` is at most `limit` edits (insertions, deletions, substitutions, or two neighbouring
 * letters swapped) from `b`. Rows of the edit table beyond the limit are not computed.
 */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let cost = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cost = Math.min(cost, (before[j - 2] ?? 0) + 1);
      }
      current.push(cost);
      best = Math.min(best, cost);
    }
    if (best > limit) return false;
    before = previous;
    previous = current;
  }
  return (previous[b.length] ?? Number.POSITIVE_INFINITY) <= limit;
}

/** The words among `known` a misspelt word may be, nearest in length first, at most `most`. */
export function likelyWords(word: string, known: readonly string[], most: number): string[] {
  const limit = editsAllowed(word.length);
  return known
    .filter((other) => other !== word && withinEdits(word, other, limit))
    .sort((a, b) => Math.abs(a.length - word.length) - Math.abs(b.length - word.length) || a.localeCompare(b))
    .slice(0, most);
}
