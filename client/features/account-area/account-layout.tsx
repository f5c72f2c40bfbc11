import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { accountMenuLabelKey, type AccountMenuId } from '../../../shared/account/account-menu';
import type { Breadcrumb } from '../../../shared/types/page';
import { useT } from '../../i18n/intl';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { AccountMenuNav } from './account-menu-nav';

/** The account area frame: breadcrumbs, the section heading, the account menu and the section. */
export function AccountLayout({ menu, breadcrumbs, greeting, children }: { menu: AccountMenuId; breadcrumbs: Breadcrumb[]; greeting?: string; children: ReactNode }) {
  const t = useT();
  const heading = t(accountMenuLabelKey(menu));
  return (
    <div className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, pb: '12' })}>
      <title>{t('account.pageTitle', { section: heading, store: t('common.storeName') })}</title>
      <Breadcrumbs items={breadcrumbs} />
      {greeting && <p className={css({ color: 'muted', mt: '2' })}>{greeting}</p>}
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mt: '1', mb: '4' })}>{heading}</h1>
      <div className={css({ display: 'grid', gap: { base: '4', lg: '8' }, gridTemplateColumns: { base: '1fr', lg: '15rem 1fr' }, alignItems: 'start' })}>
        <AccountMenuNav current={menu} />
        <div className={css({ minW: '0', display: 'grid', gap: '4' })}>{children}</div>
      </div>
    </div>
  );
}
