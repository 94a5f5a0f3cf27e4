import { useSearchParams } from "react-router";

/** Login and register keep the page a visitor was heading to, also across a link between them. */
export function useRedirectTo() {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return {
    redirectTo,
    hrefWithRedirect: (path: string) => (redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path),
  };
}
