import { useEffect, useState } from 'react';

/**
 * False on the server and in the hydrating render, true once the form's script runs. A submit
 * button that the script keeps disabled until the form is touched must be enabled in the server's
 * HTML, or the form could never be sent without JavaScript (decision 293).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
