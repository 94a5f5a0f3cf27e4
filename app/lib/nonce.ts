import { createContext, useContext } from "react";

/**
 * The document's CSP nonce as the browser keeps it: the `nonce` property of the scripts the server
 * wrote (browsers hide the attribute once the policy applies, never the property). React compares
 * that property with what the browser renders, so the browser renders the same nonce as the server.
 */
function documentNonce(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/** The response's CSP nonce: entry.server provides it on the server, the document in the browser. */
export const NonceContext = createContext(documentNonce());

export function useNonce(): string {
  return useContext(NonceContext);
}
