import type { FormEvent } from "react";

// A form's browser-side check (a zod schema, or the arena form's checks) loads on demand: when the
// form is first focused, or at the latest when it is sent (docs/decisions/080). The page renders and
// works before it arrives; the server checks the same rules whatever the browser did.

export type LazyCheck<Check> = {
  /** The check, once loaded. */
  readonly current: Check | undefined;
  /** True when it could not be loaded (offline, a new deploy): the form then goes to the server as is. */
  readonly unavailable: boolean;
  load(): Promise<Check | undefined>;
};

export function lazyCheck<Check>(importCheck: () => Promise<Check>): LazyCheck<Check> {
  let loading: Promise<Check | undefined> | undefined;
  const state: { current: Check | undefined; unavailable: boolean } = { current: undefined, unavailable: false };
  return {
    get current() {
      return state.current;
    },
    get unavailable() {
      return state.unavailable;
    },
    load() {
      loading ??= importCheck().then(
        (check) => {
          state.current = check;
          state.unavailable = false;
          return check;
        },
        () => {
          // Tried again at the next focus or send.
          loading = undefined;
          state.unavailable = true;
          return undefined;
        },
      );
      return loading;
    },
  };
}

/**
 * The loaded check for this submit, or null when the submit is held: it is then sent again (by the
 * same button, so its name and value go too) as soon as the check has loaded or failed to load.
 * When the check cannot be loaded the submit goes on unchecked ("skip"): the server answers.
 */
export function checkForSubmit<Check>(
  event: FormEvent<HTMLFormElement>,
  check: LazyCheck<Check>,
): Check | "skip" | null {
  if (check.current) return check.current;
  if (check.unavailable) return "skip";
  event.preventDefault();
  const form = event.currentTarget;
  const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
  void check.load().then(() => form.requestSubmit(submitter));
  return null;
}
