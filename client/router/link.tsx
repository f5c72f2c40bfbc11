import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useNavigate } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Prefix-free internal path; the site/locale prefix is added here. */
  to: string;
  replace?: boolean;
}

/**
 * An internal link: a real <a href>, which works before hydration and without JavaScript, that
 * navigates in the app when it can. A click with a modifier key, any button but the main one,
 * or a link to another window is the browser's (new tab, new window, download).
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return <a href={href} target={target} onClick={handleClick} {...rest} />;
}
