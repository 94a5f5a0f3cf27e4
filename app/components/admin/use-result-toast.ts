import { useEffect } from "react";
import { toast } from "~/app/lib/lazy-toast";
import type { ContactStatus } from "~/core/domain";

export type AdminActionResult = { ok: true; message: string } | { ok: false; error: string };

/** A contact message action also says which message now has which status. */
export type ContactActionResult =
  | { ok: true; message: string; id: string; status: ContactStatus }
  | { ok: false; error: string };

/**
 * Toasts an in-place admin action's result once. It watches the fetcher's data, which arrives as
 * soon as the action answers (before the lists reload), so the toast still shows when the item it
 * belongs to then leaves the list and this component unmounts.
 */
export function useResultToast(result: AdminActionResult | ContactActionResult | undefined) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.error);
  }, [result]);
}

/** A list that failed to load says so once (for example 'Failed to load feedback entries'). */
export function useLoadErrorToast(message: string | null) {
  useEffect(() => {
    if (message) toast.error(message);
  }, [message]);
}
