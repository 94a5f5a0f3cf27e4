import { Link, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { CONFIRM_NOT_DUPLICATE, type DuplicateCandidate } from "~/core/arenas/duplicate-name";
import { ARENA_TEXT } from "~/core/arenas/messages";

/**
 * The wrong-gym guardrail (docs/decisions/077): the arenas the submission may duplicate, each a
 * link to check. It sits just above the buttons so "Submit Arena" stays the form's first button:
 * Enter in a field checks again, and only the explicit button below confirms.
 */
export function DuplicatesNotice({ duplicates }: { duplicates: DuplicateCandidate[] }) {
  return (
    <section
      aria-labelledby="duplicates-heading"
      className="rounded-md border border-warning/60 bg-warning/10 p-4 text-sm"
      data-testid="duplicates-notice"
    >
      <h2 id="duplicates-heading" className="text-lg font-semibold">
        {ARENA_TEXT.duplicatesHeading}
      </h2>
      <ul className="mt-2 flex flex-col">
        {duplicates.map((arena) => (
          <li key={arena.id}>
            <Link
              to={`/arenas/${arena.id}`}
              className="inline-flex min-h-11 items-center break-words font-medium text-primary underline underline-offset-4"
            >
              {arena.name}, {arena.city}, {arena.state}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">{ARENA_TEXT.duplicatesHint}</p>
    </section>
  );
}

/** Sends the same form with the confirmation: the arena is saved, the candidates recorded. */
export function ConfirmNotDuplicateButton() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Button
      type="submit"
      name={CONFIRM_NOT_DUPLICATE}
      value="yes"
      variant="outline"
      size="lg"
      disabled={busy}
      className="w-full sm:w-auto"
    >
      {ARENA_TEXT.confirmNotDuplicate}
    </Button>
  );
}
