import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ContentLink } from '../../../shared/content/content-types';
import { isSafeHref } from '../../../shared/content/rich-text';
import { Link } from '../../router/link';

export const linkClass = css({ color: 'brand.blue', textDecoration: 'underline', _hover: { textDecoration: 'none' } });

/**
 * A link from content: site paths navigate in the app, external ones are plain anchors (new tab
 * when the content says so). Unsafe targets render as text.
 */
export function ContentLinkView({ link, className, children }: { link: ContentLink; className?: string; children?: ReactNode }) {
  const label = children ?? link.text;
  if (!isSafeHref(link.url)) return <span className={className}>{label}</span>;
  if (!link.isExternal && link.url.startsWith('/')) return <Link to={link.url} className={className}>{label}</Link>;
  const newTab = link.openLinkInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={link.url} className={className} {...newTab}>{label}</a>;
}
