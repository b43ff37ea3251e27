import { createContext, useContext } from "react";

// Only the server knows the nonce; on the client the scripts are already in the page.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
