import { type FormEvent, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CoordinatePicker } from "~/app/components/arena-map/coordinate-picker";
import { Button } from "~/app/components/ui/button";
import { FormError } from "~/app/components/ui/field";
import { type ArenaActionData, type ArenaFormValues, changedFields, readArenaFormValues } from "~/app/lib/arena-form";
import { releaseClientAttempt, tryClientAttempt } from "~/app/lib/client-rate-limit";
import { checkForSubmit, lazyCheck } from "~/app/lib/lazy-check";
import { toast } from "~/app/lib/lazy-toast";
import type { ArenaFieldErrors } from "~/core/validation/arena";
import { ArenaFields } from "./arena-fields";
import { PinTools } from "./pin-tools";
import { useConvertAddress } from "./use-convert-address";

type Props = {
  defaultValues: ArenaFormValues;
  actionData: ArenaActionData | undefined;
  hiddenFields: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  /** The submit form counts toward the browser's limit of 2 per 5 minutes. */
  countsAsSubmission?: boolean;
  notice?: ReactNode;
  /** Shown just above the buttons, and focused when the answer carries duplicates to check. */
  beforeActions?: ReactNode;
  secondaryAction?: ReactNode;
  /** Inputs of the page's own after the arena fields (a suggestion's note). */
  extraFields?: ReactNode;
  /**
   * A suggested update: the arena's values as loaded and the message when nothing differs. Only
   * fields that differ from them are checked (the server keeps only those), nothing is converted.
   */
  changesOnly?: { loaded: ArenaFormValues; nothingChanged: string };
};

const arenaChecks = lazyCheck(() => import("./arena-checks"));

function focusField(form: HTMLFormElement, errors: ArenaFieldErrors) {
  const first = Object.keys(errors)[0];
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

type Refs = {
  formRef: RefObject<HTMLFormElement | null>;
  messagesRef: RefObject<HTMLDivElement | null>;
  beforeActionsRef: RefObject<HTMLDivElement | null>;
  /**
   * The attempt this form last counted: a save the server refuses (a field, the address, the
   * duplicate question) is taken back, so only saves that go through count toward the limit.
   */
  countedAttempt: RefObject<number | null>;
};

/** The server's answer to a save: the attempt given back, the toast, and the focus where it helps. */
function useServerAnswer(actionData: ArenaActionData | undefined, refs: Refs, setClientError: (message: null) => void) {
  const { formRef, messagesRef, beforeActionsRef, countedAttempt } = refs;
  useEffect(() => {
    if (!actionData) return;
    if (countedAttempt.current !== null) {
      releaseClientAttempt("arena", countedAttempt.current);
      countedAttempt.current = null;
    }
    setClientError(null);
    toast.error(actionData.error);
    // A field's message: focus that field. Otherwise (a conflict, a limit) bring the message into view.
    if (Object.keys(actionData.fieldErrors).length > 0 && formRef.current) {
      focusField(formRef.current, actionData.fieldErrors);
    } else if (actionData.duplicates?.length) {
      beforeActionsRef.current?.focus();
    } else {
      messagesRef.current?.focus();
    }
  }, [actionData, formRef, messagesRef, beforeActionsRef, countedAttempt, setClientError]);
}

type SubmitChecks = {
  busy: boolean;
  countsAsSubmission: boolean;
  changesOnly: Props["changesOnly"];
  convert: ReturnType<typeof useConvertAddress>["convert"];
  refs: Refs;
  setClientErrors: (errors: ArenaFieldErrors | null) => void;
  setClientError: (message: string | null) => void;
};

/**
 * The browser's checks before a save is sent: the shared schema (or only the changed fields of a
 * suggestion), the address converted when coordinates are missing, and the browser's limit.
 */
function useSubmitChecks({
  busy,
  countsAsSubmission,
  changesOnly,
  convert,
  refs,
  setClientErrors,
  setClientError,
}: SubmitChecks) {
  /** The browser's check found field messages: nothing is sent, the first field gets the focus. */
  function refuseFields(event: FormEvent<HTMLFormElement>, form: HTMLFormElement, found: ArenaFieldErrors) {
    event.preventDefault();
    setClientErrors(found);
    setClientError(null);
    focusField(form, found);
  }

  function checkChangesOnly(
    event: FormEvent<HTMLFormElement>,
    form: HTMLFormElement,
    { loaded, nothingChanged }: NonNullable<Props["changesOnly"]>,
    checks: typeof arenaChecks.current | "skip",
  ) {
    const changed = changedFields(readArenaFormValues(new FormData(form)), loaded);
    if (Object.keys(changed).length === 0) {
      event.preventDefault();
      setClientErrors(null);
      setClientError(nothingChanged);
      refs.messagesRef.current?.focus();
      return;
    }
    const issues = checks && checks !== "skip" ? checks.checkArenaChanges(changed) : null;
    if (issues) {
      refuseFields(event, form, issues);
      return;
    }
    setClientErrors(null);
    setClientError(null);
  }

  return function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (busy) {
      event.preventDefault();
      return;
    }
    const checks = checkForSubmit(event, arenaChecks);
    if (checks === null) return;
    if (changesOnly) {
      checkChangesOnly(event, form, changesOnly, checks);
      return;
    }
    // Without the checks (they could not load) the server checks and converts the address itself.
    const checked = checks === "skip" ? null : checks.checkArena(form);
    if (checked?.issues) {
      refuseFields(event, form, checked.issues);
      return;
    }
    setClientErrors(null);
    if (checked && !checked.hasCoordinates) {
      event.preventDefault();
      setClientError(null);
      const { nativeEvent } = event;
      convert(form, nativeEvent instanceof SubmitEvent ? nativeEvent.submitter : null);
      return;
    }
    const attempt = countsAsSubmission ? tryClientAttempt("arena") : { allowed: true as const, at: null };
    if (!attempt.allowed) {
      event.preventDefault();
      setClientError(attempt.message);
      toast.error(attempt.message);
      return;
    }
    refs.countedAttempt.current = attempt.at;
    setClientError(null);
  };
}

/**
 * The arena form of submit and edit: a real POST that works without JavaScript; with it, the
 * shared schema checks the fields first, missing coordinates are converted before sending, and
 * the button is disabled while busy (the server still makes a double submit create one arena).
 */
export function ArenaForm({
  defaultValues,
  actionData,
  hiddenFields,
  submitLabel,
  pendingLabel,
  countsAsSubmission = false,
  notice,
  beforeActions,
  secondaryAction,
  extraFields,
  changesOnly,
}: Props) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);
  const beforeActionsRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<ArenaFieldErrors | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  // The message asks for coordinates by hand: the cursor goes where they are typed.
  const onConvertFailure = useCallback((message: string) => {
    setClientError(message);
    const latitude = formRef.current?.elements.namedItem("latitude");
    if (latitude instanceof HTMLElement) latitude.focus();
  }, []);
  const { convert, converting } = useConvertAddress({ onFailure: onConvertFailure });
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const busy = sending || converting;
  const errors = clientErrors ?? actionData?.fieldErrors ?? {};
  const countedAttempt = useRef<number | null>(null);
  const refs: Refs = { formRef, messagesRef, beforeActionsRef, countedAttempt };
  useServerAnswer(actionData, refs, setClientError);
  const onSubmit = useSubmitChecks({
    busy,
    countsAsSubmission,
    changesOnly,
    convert,
    refs,
    setClientErrors,
    setClientError,
  });

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void arenaChecks.load()}
      className="flex max-w-3xl flex-col gap-5"
    >
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div ref={messagesRef} tabIndex={-1} className="flex scroll-mt-24 flex-col gap-3 outline-none">
        <FormError message={clientError ?? actionData?.formError ?? actionData?.error} />
        {notice}
      </div>
      <ArenaFields
        values={defaultValues}
        errors={errors}
        sectionExtras={{ "arena-location": <CoordinatePicker formRef={formRef} /> }}
        pinTools={(pin) => <PinTools pin={pin} formRef={formRef} />}
      />
      {extraFields}
      {beforeActions ? (
        <div ref={beforeActionsRef} tabIndex={-1} className="scroll-mt-24 outline-none">
          {beforeActions}
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {converting ? "Converting address..." : sending ? pendingLabel : submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </Form>
  );
}
