import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CloudOff } from "~/app/components/ui/icons/cloud-off";
import { formatDateTime } from "~/app/lib/date-format";
import { savedOfflineAt } from "~/app/lib/offline";
import { OFFLINE_TEXT } from "~/app/lib/offline-text";

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
      {OFFLINE_TEXT.savedStamp(formatDateTime(savedAt))}
    </div>
  );
}
