import { useEffect } from "react";
import { toast as showToast, Toaster } from "sonner";
import type { Toast } from "~/app/lib/toast.server";

// One toast at a time, closing by itself after 4.5 s (the product asks for 4 to 5); sonner keeps its
// default 356 px width and 14 px gap.
export const TOAST_DURATION_MS = 4500;

export function FlashToaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return;
    if (toast.type === "success") showToast.success(toast.message);
    else if (toast.type === "error") showToast.error(toast.message);
    else showToast(toast.message);
  }, [toast]);

  return (
    <>
      <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />
      {/* Without JavaScript the flash message still reaches the reader. */}
      {toast ? (
        <noscript>
          <p role="status" className="mx-auto max-w-6xl px-4 pt-4 font-medium">
            {toast.message}
          </p>
        </noscript>
      ) : null}
    </>
  );
}
