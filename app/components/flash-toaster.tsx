import { lazy, Suspense, useEffect, useState } from "react";
import { loadToaster, markToasterMounted, onToasterWanted, toast as showToast } from "~/app/lib/lazy-toast";
import { usePageIsDark } from "~/app/lib/theme";
import type { Toast } from "~/app/lib/toast.server";

// One toast at a time, closing by itself after 4.5 s (toasts close after 4 to 5 s, docs/product.md); sonner keeps its
// default 356 px width and 14 px gap.
export const TOAST_DURATION_MS = 4500;
// Below the sticky header (4rem) with sonner's own gap, on phones too: a toast over the header would
// cover the Menu button for as long as it shows, and a finger resting on it keeps it there.
const BELOW_HEADER = { top: "5rem" };

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadToaster();
  function MountedToaster() {
    // Runs after the Toaster's own effects, so it is listening when the waiting toasts arrive.
    useEffect(() => markToasterMounted(), []);
    // Sonner picks its colours from its own theme, not our class on <html>: it is told which one shows.
    const dark = usePageIsDark();
    return (
      <Toaster
        theme={dark ? "dark" : "light"}
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="top-center"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        richColors
        closeButton
      />
    );
  }
  return { default: MountedToaster };
});

/** Sonner arrives after the first load: on idle, or at once for a toast that cannot wait. */
function useToasterWanted() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const unsubscribe = onToasterWanted(() => setWanted(true));
    // Offline it waits for the connection: a failed fetch would only fill the console.
    const load = () => {
      if (navigator.onLine) loadToaster().catch(() => undefined);
      else window.addEventListener("online", load, { once: true });
    };
    // Safari has no requestIdleCallback; a short timeout after hydration does the same there.
    const idle = window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 3000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(load, 1000) : undefined;
    return () => {
      unsubscribe();
      window.removeEventListener("online", load);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return wanted;
}

export function FlashToaster({ toast }: { toast: Toast | null }) {
  const wanted = useToasterWanted();

  useEffect(() => {
    if (!toast) return;
    if (toast.type === "success") showToast.success(toast.message);
    else if (toast.type === "error") showToast.error(toast.message);
    else showToast(toast.message);
  }, [toast]);

  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <LazyToaster />
        </Suspense>
      ) : null}
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
