import { useEffect } from 'react';

/** Marks the document once the app has hydrated (tests and progressive enhancement read it). */
export function useHydratedFlag(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
