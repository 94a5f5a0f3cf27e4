import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "~/app/lib/cn";

/** Space between the button and the panel, and the least distance from the viewport's edge, in px. */
const GAP = 6;
const EDGE = 8;

const ITEMS = "a[href], button:not(:disabled)";

/** The classes of a row in the panel: a link or a button. */
export const popoverMenuItemClasses =
  "flex min-h-11 w-full cursor-pointer items-center gap-2 rounded px-3 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted sm:min-h-9";

/** Right-aligned under the button, like a dropdown; fixed, as the header that holds it is sticky. */
function placeUnder(button: HTMLElement, panel: HTMLElement) {
  const rect = button.getBoundingClientRect();
  panel.style.top = `${rect.bottom + GAP}px`;
  panel.style.right = `${Math.max(EDGE, document.documentElement.clientWidth - rect.right)}px`;
}

type PopoverMenuProps = {
  /** What the button shows, its classes and, for an icon alone, its accessible name. */
  trigger: ReactNode;
  triggerClassName: string;
  label?: string;
  /** Off until the rows can do something (a script-only menu before hydration). */
  disabled?: boolean;
  /** The panel's classes (its width); its look is shared. */
  className?: string;
  children: ReactNode;
};

/**
 * A button that shows a panel of links and buttons: the disclosure pattern on the native Popover API
 * (docs/decisions/073). Opening, closing, Escape, a click outside and the button's expanded state are
 * the browser's, with or without JavaScript. The script only places the panel under the button,
 * closes it once a row is chosen and lets the arrow keys move between rows.
 */
export function PopoverMenu({ trigger, triggerClassName, label, disabled, className, children }: PopoverMenuProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Listeners on the panel, delegated from its rows (a static element takes no handlers of its own).
  useEffect(() => {
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!button || !panel) return;
    const rows = () => Array.from(panel.querySelectorAll<HTMLElement>(ITEMS));
    const onBeforeToggle = (event: Event) => {
      if ("newState" in event && event.newState === "open") placeUnder(button, panel);
    };
    const onResize = () => {
      if (panel.matches(":popover-open")) placeUnder(button, panel);
    };
    // A chosen row closes the panel; the browser then gives focus back to the button.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(ITEMS)) panel.hidePopover();
    };
    const onPanelKeyDown = (event: KeyboardEvent) => {
      const all = rows();
      const at = event.target instanceof HTMLElement ? all.indexOf(event.target) : -1;
      const next = {
        ArrowDown: all[(at + 1) % all.length],
        ArrowUp: all[(at - 1 + all.length) % all.length],
        Home: all[0],
        End: all[all.length - 1],
      }[event.key];
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    const onButtonKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      panel.showPopover();
      rows()[0]?.focus();
    };
    panel.addEventListener("beforetoggle", onBeforeToggle);
    panel.addEventListener("click", onClick);
    panel.addEventListener("keydown", onPanelKeyDown);
    button.addEventListener("keydown", onButtonKeyDown);
    window.addEventListener("resize", onResize);
    return () => {
      panel.removeEventListener("beforetoggle", onBeforeToggle);
      panel.removeEventListener("click", onClick);
      panel.removeEventListener("keydown", onPanelKeyDown);
      button.removeEventListener("keydown", onButtonKeyDown);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={id}
        aria-label={label}
        disabled={disabled}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {/* Without JavaScript it opens at the header's right edge, under the account button. */}
      <div
        ref={panelRef}
        id={id}
        popover="auto"
        className={cn(
          "fixed top-14 right-[max(1rem,calc((100vw-72rem)/2+1rem))] bottom-auto left-auto m-0 rounded-md border bg-card p-1 text-card-foreground shadow-lg",
          className,
        )}
      >
        {children}
      </div>
    </>
  );
}
