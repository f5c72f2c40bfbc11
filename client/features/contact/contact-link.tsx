import { useSetAtom } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../../router/link';
import { contactModalOpenAtom } from './contact-atoms';

/** A "Contact" link: opens the contact-us modal; without JavaScript it is a link to /contact-us. */
export function ContactLink({ className, children }: { className?: string; children: ReactNode }) {
  const open = useSetAtom(contactModalOpenAtom);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open(true);
  };
  return (
    <Link to="/contact-us" onClick={onClick} className={className} aria-haspopup="dialog">
      {children}
    </Link>
  );
}
