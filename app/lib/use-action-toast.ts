import { useEffect } from "react";
import { toast } from "~/app/lib/lazy-toast";

/** Shows an action's error message as a toast each time a new one arrives. */
export function useErrorToast(actionData: { error?: string | null } | undefined) {
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error);
  }, [actionData]);
}
