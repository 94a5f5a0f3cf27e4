// A report typed after a game is kept on the phone as it is typed: a gym without signal, or a page
// closed before saving, loses nothing. Cleared once a save goes out online.
const key = (gameId: string) => `tipoff:report-draft:${gameId}`;

export const DRAFT_FIELDS = ["kind", "who", "when", "rule", "words", "notes"] as const;
type Draft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

export function readDraft(gameId: string): Draft | null {
  try {
    const stored = localStorage.getItem(key(gameId));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (!parsed || typeof parsed !== "object") return null;
    const draft: Draft = {};
    for (const field of DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function keepDraft(gameId: string, form: HTMLFormElement): void {
  const data = new FormData(form);
  const draft: Draft = {};
  for (const field of DRAFT_FIELDS) {
    const value = data.get(field);
    if (typeof value === "string") draft[field] = value;
  }
  try {
    localStorage.setItem(key(gameId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form itself still holds what was typed.
  }
}

export function dropDraft(gameId: string): void {
  try {
    localStorage.removeItem(key(gameId));
  } catch {
    // Nothing kept.
  }
}
