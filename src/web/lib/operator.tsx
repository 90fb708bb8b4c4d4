import { createContext, useContext, type ReactNode } from 'react';

const OperatorContext = createContext<string | null>(null);

/**
 * The signed-in operator's id, for what the back office remembers per operator in this browser (the list
 * layout): two operators sharing a computer each keep their own. The admin guard provides it.
 */
export function OperatorProvider({ id, children }: { id: string; children: ReactNode }) {
  return <OperatorContext.Provider value={id}>{children}</OperatorContext.Provider>;
}

export const useOperatorId = () => useContext(OperatorContext);
