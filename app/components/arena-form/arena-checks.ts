// The arena form's browser-side checks: the shared schema and the server's rules across fields.
// Loaded on demand by ArenaForm (app/lib/lazy-check.ts), so zod is not in the form pages' first load.
import { type ArenaFieldErrors, ArenaInputSchema } from "~/core/validation/arena";
import { pinDistanceIssues, pinPairIssues } from "~/core/validation/arrival";
import { issuesByField } from "~/core/validation/issues";

export type ArenaCheck = { issues: ArenaFieldErrors } | { issues: null; hasCoordinates: boolean };

/** Every field, then the pins: both halves together and, once the arena's coordinates are known, within 2 km. */
export function checkArena(form: HTMLFormElement): ArenaCheck {
  const parsed = ArenaInputSchema.safeParse(Object.fromEntries(new FormData(form)));
  if (!parsed.success) return { issues: issuesByField(parsed.error) };
  const { latitude, longitude } = parsed.data;
  const pinIssues =
    latitude !== null && longitude !== null
      ? { ...pinPairIssues(parsed.data), ...pinDistanceIssues(parsed.data, { latitude, longitude }) }
      : pinPairIssues(parsed.data);
  if (Object.keys(pinIssues).length > 0) return { issues: pinIssues };
  return { issues: null, hasCoordinates: latitude !== null && longitude !== null };
}

/** A suggested update: only the fields that changed are checked, each by its own rule. */
export function checkArenaChanges(changed: Record<string, string>): ArenaFieldErrors | null {
  const parsed = ArenaInputSchema.partial().safeParse(changed);
  return parsed.success ? null : issuesByField(parsed.error);
}
