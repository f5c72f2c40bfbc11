import { atom } from 'jotai';

/** Whether the contact-us modal (document 1 §2.4, §2.7) is open. */
export const contactModalOpenAtom = atom(false);
