import { useEffect, useState } from "react";
import { Page } from "~/app/components/page";
import { WifiOff } from "~/app/components/ui/icons/wifi-off";
import { formatDateTime } from "~/app/lib/date-format";
import { listSavedPages } from "~/app/lib/offline-pack";
import { OFFLINE_TEXT } from "~/app/lib/offline-text";
import type { Route } from "./+types/route";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${OFFLINE_TEXT.title} · Tipoff` }, { name: "robots", content: "noindex" }];
}

/**
 * What the service worker shows for a page that is not kept on this device while offline. It is
 * saved once, as a signed-out visitor sees it; the list of kept pages is read on the device.
 */
export default function Offline() {
  const [pages, setPages] = useState<Awaited<ReturnType<typeof listSavedPages>> | null>(null);
  useEffect(() => {
    listSavedPages()
      .then(setPages)
      .catch(() => setPages([]));
  }, []);

  return (
    <Page title={OFFLINE_TEXT.title}>
      <div className="flex max-w-xl flex-col gap-4">
        <WifiOff className="size-8 text-muted-foreground" aria-hidden />
        {pages && pages.length === 0 ? (
          <p>{OFFLINE_TEXT.nothingSaved}</p>
        ) : (
          <>
            <p>{OFFLINE_TEXT.intro}</p>
            <ul className="grid gap-2">
              {(pages ?? []).map((page) => (
                <li key={page.url} className="rounded-md border bg-card p-3">
                  {/* A document load: the service worker answers it from the device. */}
                  <a href={page.url} className="font-medium underline-offset-4 hover:underline">
                    {page.title}
                  </a>
                  {page.savedAt ? (
                    <p className="text-sm text-muted-foreground">
                      {OFFLINE_TEXT.savedStamp(formatDateTime(page.savedAt))}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <a href="/" className="text-sm font-medium text-primary underline underline-offset-4">
            {OFFLINE_TEXT.tryAgain}
          </a>
        </p>
      </div>
    </Page>
  );
}
