import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the current server render. It exists
 * only on the server; in the browser the inline scripts have already run.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
