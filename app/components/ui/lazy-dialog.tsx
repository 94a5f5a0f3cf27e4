import { cloneElement, lazy, type ReactElement, Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./dialog";

// Radix's dialogs (about 14 KB of gzip with their focus trap and scroll lock) load on the first
// click that opens one, not with the page: a page shows its buttons long before anyone asks a
// question of it (docs/decisions/248).
const ConfirmDialog = lazy(() => import("./dialog").then((module) => ({ default: module.ConfirmDialog })));

type Trigger = ReactElement<{ onClick?: () => void; "aria-haspopup"?: "dialog"; "aria-expanded"?: boolean }>;

/**
 * ConfirmDialog, fetched when its trigger is first clicked and then opened at once; until then the
 * trigger is drawn alone, saying that it opens a dialog.
 */
export function LazyConfirmDialog({
  trigger,
  ...props
}: Omit<ConfirmDialogProps, "trigger" | "defaultOpen"> & { trigger: Trigger }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return cloneElement(trigger, { onClick: () => setWanted(true), "aria-haspopup": "dialog", "aria-expanded": false });
  }
  return (
    <Suspense fallback={trigger}>
      <ConfirmDialog trigger={trigger} defaultOpen {...props} />
    </Suspense>
  );
}
