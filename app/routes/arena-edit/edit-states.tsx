import { type MouseEvent, useEffect } from "react";
import { useNavigate } from "react-router";
import { ButtonLink } from "~/app/components/ui/button";
import type { ArenaFormValues } from "~/app/lib/arena-form";
import { toast } from "~/app/lib/lazy-toast";
import { ARENA_FIELD_LABELS, ARENA_FORM_FIELDS } from "~/core/arenas/field-labels";
import { ARENA_TEXT } from "~/core/arenas/messages";

/** The Suspense fallback while the arena and the permission check stream in. */
export function LoadingArena() {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-border border-t-primary" />
      {ARENA_TEXT.loadingDetails}
    </div>
  );
}

/**
 * The 'Unauthorized' view with Go Back. Go Back returns to the previous page in
 * the app when there is one (React Router keeps its index in history.state); otherwise, and
 * without JavaScript, it links to the arena.
 */
export function UnauthorizedView({ message, arenaId }: { message: string; arenaId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(message);
  }, [message]);

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    const state: unknown = window.history.state;
    const index = typeof state === "object" && state !== null && "idx" in state ? Number(state.idx) : 0;
    if (index > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  }

  return (
    <div className="mx-auto max-w-md rounded-lg border border-border bg-card p-6 text-center shadow-sm">
      <h2 className="text-2xl font-bold">{ARENA_TEXT.unauthorizedTitle}</h2>
      <p role="alert" className="mt-3 text-muted-foreground">
        {message}
      </p>
      <ButtonLink to={`/arenas/${arenaId}`} onClick={goBack} className="mt-6">
        Go Back
      </ButtonLink>
    </div>
  );
}

export function ArenaNotFound() {
  return (
    <div className="mx-auto max-w-md rounded-lg border border-border bg-card p-6 text-center shadow-sm">
      <h2 className="text-2xl font-bold">{ARENA_TEXT.notFoundTitle}</h2>
      <p className="mt-3 text-muted-foreground">{ARENA_TEXT.notFound}</p>
      <ButtonLink to="/map" className="mt-6">
        {ARENA_TEXT.backToMap}
      </ButtonLink>
    </div>
  );
}

/** After a 409: what the other person saved, field by field, where it differs from this form. */
export function ConflictNotice({ current, mine }: { current: ArenaFormValues; mine: ArenaFormValues }) {
  const changed = ARENA_FORM_FIELDS.filter((field) => current[field] !== mine[field]);
  if (changed.length === 0) return null;
  return (
    <div className="rounded-md border border-border bg-muted p-4 text-sm">
      <p className="font-medium">Saved by the other person, where it differs from your form:</p>
      <dl className="mt-2 grid gap-1">
        {changed.map((field) => (
          <div key={field} className="grid gap-x-2 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-muted-foreground">{ARENA_FIELD_LABELS[field]}</dt>
            <dd className="break-words">{current[field] || "(empty)"}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
