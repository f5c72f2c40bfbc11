import { createContext, useContext } from 'react';
import type { BootState } from '../shared/types/page';

export const BootContext = createContext<BootState | null>(null);

/** Values the server handed over at first render (phone number, asset names…). */
export function useBoot(): BootState {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot needs the BootContext');
  return boot;
}
