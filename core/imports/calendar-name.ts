// No imports: the import's marks and their tests read it.

/**
 * A file's calendar as a person names it: its X-WR-CALNAME as written, else the maker its PRODID
 * names ("-//ArbiterSports Calendar//EN" → "ArbiterSports Calendar"; RFC 5545 §3.7.3 gives the
 * owner first, then the product).
 */
export function calendarName(key: string): string {
  const parts = key.split("//");
  const [mark, owner] = parts;
  if (parts.length >= 3 && (mark === "-" || mark === "+") && owner?.trim()) return owner.trim();
  return key;
}
