/**
 * A name as contacts and crew lists are compared: case and spaces aside ("Jane  DOE" is "jane doe"),
 * compatibility forms folded (full-width letters, ligatures).
 */
export function contactNameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}
