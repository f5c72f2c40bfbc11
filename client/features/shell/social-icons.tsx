import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { SOCIAL_LINKS, type SocialNetwork } from './footer-links';

// Generic glyphs that suggest each network without reproducing its logo.
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  Facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" fill="currentColor" />,
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17" cy="7" r="1" fill="currentColor" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9l5 3-5 3z" fill="#14161F" />
    </>
  ),
  X: <path d="M5 4l14 16M19 4L5 20" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />,
};

/** Links to the store's social profiles, each named and marked as opening a new tab. */
export function SocialIcons() {
  const t = useT();
  return (
    <ul className={css({ display: 'flex', gap: '2', listStyle: 'none' })}>
      {SOCIAL_LINKS.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shell.footer.socialLink', { network })}
            className={css({ display: 'grid', placeItems: 'center', w: '11', h: '11', borderRadius: 'full', bg: 'rgba(255, 255, 255, 0.1)', _hover: { bg: 'brand.blue' } })}
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              {GLYPHS[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
