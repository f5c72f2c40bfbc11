import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Breadcrumb } from '../../shared/types/page';
import { Breadcrumbs } from '../features/shell/breadcrumbs';

/** Common frame of a page: title, description, breadcrumbs, heading, content. */
export function PageLayout({
  title,
  description,
  heading,
  breadcrumbs = [],
  children,
}: {
  title: string;
  description?: string;
  heading: string;
  breadcrumbs?: Breadcrumb[];
  children?: ReactNode;
}) {
  return (
    <div className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, pb: '12' })}>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <Breadcrumbs items={breadcrumbs} />
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mt: '2', mb: '4' })}>{heading}</h1>
      {children}
    </div>
  );
}
