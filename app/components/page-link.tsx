import { type ComponentProps, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * A link to one of our own pages, for what renders many of them (the arena cards, the footer):
 * a plain `<a>` that the one listener of `usePageLinkNavigation` (in the root) turns into an
 * in-app navigation, as React Router's `Link` would, without a `Link`'s hooks per link on the
 * server and in hydration (docs/decisions/084). `data-discover` lets React Router fetch the
 * route ahead of the click, as it does for a `Link`. Without JavaScript it is a plain link.
 */
export function PageLink({ to, ...props }: Omit<ComponentProps<"a">, "href" | "target"> & { to: `/${string}` }) {
  return <a {...props} href={to} data-discover="true" data-page-link="" />;
}

/** A plain left click, as `Link` takes it: no modifier (new tab, download, …), not handled already. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** Registered once, in the root: every `PageLink` click becomes a navigation inside the app. */
export function usePageLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest("a[data-page-link]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // As `Link`: a link to the page already shown replaces the history entry instead of adding one.
      void navigate(to, { replace: to === here });
    }
    // On window, so the click has passed React's own handlers (on the document) first.
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
