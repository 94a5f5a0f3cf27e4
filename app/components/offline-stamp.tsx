import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CloudOff } from "~/app/components/ui/icons";
import { savedOfflineAt } from "~/app/lib/offline";
import { OFFLINE_TEXT } from "~/app/lib/offline-text";

// Intl instead of date-fns: this component is in every page's first load. Parts are joined by hand
// so the time reads "Nov 23, 5:05 PM" with ordinary spaces whatever the ICU version.
const STAMP_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

function stampTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    STAMP_FORMAT.formatToParts(date).find((entry) => entry.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}

/** "Saved offline · updated …" above a page shown from the device's copy while offline. */
export function OfflineStamp() {
  const { pathname } = useLocation();
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    let current = true;
    const check = () => {
      savedOfflineAt(pathname)
        .then((date) => {
          if (current) setSavedAt(date);
        })
        .catch(() => undefined);
    };
    check();
    window.addEventListener("online", check);
    window.addEventListener("offline", check);
    return () => {
      current = false;
      window.removeEventListener("online", check);
      window.removeEventListener("offline", check);
    };
  }, [pathname]);

  if (!savedAt) return null;
  return (
    <div role="status" className="border-b bg-muted px-4 py-2 text-center text-sm font-medium">
      <CloudOff className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
      {OFFLINE_TEXT.savedStamp(stampTime(savedAt))}
    </div>
  );
}
