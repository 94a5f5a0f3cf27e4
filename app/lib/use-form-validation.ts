import { type FormEvent, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { toast } from "~/app/lib/lazy-toast";
import { type FieldIssues, issuesByField } from "~/core/validation/issues";
import { type ClientRateLimitKey, tryClientAttempt } from "./client-rate-limit";
import { checkForSubmit, type LazyCheck } from "./lazy-check";
import { useErrorToast } from "./use-action-toast";

type ActionData =
  | {
      /** The toast, and the form-level message unless `formError` words that differently. */
      error?: string | null;
      formError?: string;
      fieldErrors?: FieldIssues | undefined;
    }
  | undefined;

type Options = {
  /** The browser's own attempt limit this form counts toward (per 5 minutes). */
  limit: ClientRateLimitKey;
  actionData: ActionData;
  /**
   * Messages under each field, the first invalid field focused and checked again on every change
   * once sent (the contact form). Otherwise one message above the form and a toast.
   */
  perField?: boolean;
};

/**
 * The client half of every form's pipeline: the server's schema checked before sending, the
 * per-browser attempt limit, the pending state and the error toast. A refused submit never leaves
 * the page; without JavaScript the server answers the same messages. The schema comes as a
 * LazyCheck (app/lib/lazy-check.ts): loaded when the form is first focused, so zod is not in the
 * page's first load.
 */
export function useFormValidation(schema: LazyCheck<z.ZodType>, { limit, actionData, perField = false }: Options) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const [clientFieldErrors, setClientFieldErrors] = useState<FieldIssues | null>(null);
  const [checkOnChange, setCheckOnChange] = useState(Boolean(actionData?.fieldErrors));
  useErrorToast(actionData);

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    if (actionData?.fieldErrors) setClientFieldErrors(null);
  }, [actionData]);

  const check = (loaded: z.ZodType, form: HTMLFormElement) => {
    const parsed = loaded.safeParse(Object.fromEntries(new FormData(form)));
    return parsed.success ? null : parsed.error;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const loaded = checkForSubmit(event, schema);
    if (loaded === null) return;
    const problem = loaded === "skip" ? null : check(loaded, form);
    if (perField) {
      const found = problem ? issuesByField(problem) : {};
      setClientFieldErrors(found);
      setCheckOnChange(true);
      const first = Object.keys(found)[0];
      if (first) {
        event.preventDefault();
        setClientError(null);
        form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
    }
    const message = perField ? null : (problem?.issues[0]?.message ?? null);
    const attempt = message ? null : tryClientAttempt(limit);
    const refusal = message ?? (attempt && !attempt.allowed ? attempt.message : null);
    setClientError(refusal);
    if (refusal) {
      event.preventDefault();
      toast.error(refusal);
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!perField || !checkOnChange || !schema.current) return;
    const problem = check(schema.current, event.currentTarget);
    setClientFieldErrors(problem ? issuesByField(problem) : {});
  }

  const fieldErrors = clientFieldErrors ?? actionData?.fieldErrors ?? {};
  const serverError = perField && actionData?.fieldErrors ? null : (actionData?.formError ?? actionData?.error ?? null);
  return {
    onSubmit,
    onChange,
    onFocus: () => void schema.load(),
    /** The form-level message: the browser's own refusal, else the server's. */
    error: clientError ?? serverError,
    fieldErrors,
    busy: navigation.state === "submitting",
  };
}
