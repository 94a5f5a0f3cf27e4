import { useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { firstMessage } from "~/worker/validation/auth";
import { tryClientAttempt } from "./client-rate-limit";
import { useErrorToast } from "./use-action-toast";

/**
 * What the login and register forms share: the same schema checked before sending, the per-browser
 * limit of 3 attempts, the pending state and the error toast. A refused submit never leaves the page.
 */
export function useAuthForm(schema: z.ZodType, actionData: { error?: string | null } | undefined) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  useErrorToast(actionData);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    const problem = parsed.success ? null : firstMessage(parsed.error);
    const attempt = problem ? null : tryClientAttempt("auth");
    const message = problem ?? (attempt && !attempt.allowed ? attempt.message : null);
    setClientError(message);
    if (message) {
      event.preventDefault();
      toast.error(message);
    }
  }

  const redirectTo = searchParams.get("redirectTo") ?? "";
  return {
    onSubmit,
    error: clientError ?? actionData?.error ?? null,
    busy: navigation.state === "submitting",
    redirectTo,
    /** A link to the other auth page that keeps the way back. */
    hrefWithRedirect: (path: string) => (redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path),
  };
}
