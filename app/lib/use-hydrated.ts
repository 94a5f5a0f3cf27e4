import { useEffect, useState } from "react";

/**
 * False on the server and in the first client render (so both render the same markup), true once
 * the page's scripts have run: for what only works with JavaScript, or differs in the browser.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
