import { createContext, useContext } from "react";

/**
 * The response's CSP nonce, given by entry.server to the document's inline scripts. In the browser
 * it is empty: browsers hide nonces from the DOM, and React skips the attribute when hydrating.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
