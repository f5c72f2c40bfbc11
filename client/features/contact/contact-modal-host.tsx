import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, useEffect } from 'react';
import { contactModalOpenAtom } from './contact-atoms';

const ContactModal = lazy(() => import('./contact-modal'));

/** Loads the contact modal's code the first time it opens, so the shell stays light. */
export function ContactModalHost() {
  const open = useAtomValue(contactModalOpenAtom);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  if (!used && !open) return null;
  return (
    <Suspense fallback={null}>
      <ContactModal />
    </Suspense>
  );
}
