import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import * as Accordion from '../../components/ui/accordion';
import * as Dialog from '../../components/ui/dialog';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { AccountLink } from '../shell/account-link';
import { accountSummaryAtom } from '../shell/account-state';
import { SignOutButton } from '../auth/sign-out-button';
import { CartButton } from '../shell/cart-button';
import { CarIcon, ChevronDownIcon, CloseIcon, MenuIcon } from '../shell/icons';
import { menuLink, useMenu } from './use-menu';

const rowClass = css({ display: 'flex', alignItems: 'center', gap: '3', minH: '12', px: '4', fontWeight: 'semibold', _hover: { bg: 'surface' } });
const subLinkClass = css({ display: 'flex', alignItems: 'center', minH: '11', pl: '8', pr: '4', fontSize: 'sm', _hover: { color: 'brand.blue' } });

/**
 * Mobile menu (below lg): a drawer with the categories (a top category expands to its
 * children), My Vehicles, Login or Account (with Sign Out when registered), and Cart. It closes
 * on any navigation.
 */
export function MobileDrawer() {
  const t = useT();
  const menu = useMenu();
  const { href } = useRouter();
  const [open, setOpen] = useState(false);
  const registered = useAtomValue(accountSummaryAtom).isRegistered;
  useEffect(() => setOpen(false), [href]);
  const close = () => setOpen(false);
  return (
    <Dialog.Root id="mobile-menu" open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Dialog.Trigger
        aria-label={t('shell.menu.open')}
        className={css({ display: { base: 'grid', lg: 'none' }, placeItems: 'center', w: '11', h: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'rgba(255, 255, 255, 0.12)' } })}
      >
        <MenuIcon size={24} />
      </Dialog.Trigger>
      <Dialog.DrawerContent>
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '4', minH: '14', bg: 'brand.blue', color: 'white' })}>
          <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('shell.menu.title')}</Dialog.Title>
          <Dialog.CloseTrigger aria-label={t('shell.menu.close')} className={css({ display: 'grid', placeItems: 'center', w: '11', h: '11', cursor: 'pointer', borderRadius: 'md', _focusVisible: { outlineColor: 'brand.yellow' } })}>
            <CloseIcon size={24} />
          </Dialog.CloseTrigger>
        </div>
        <nav aria-label={t('shell.menu.nav')} className={css({ flex: '1', overflowY: 'auto' })}>
          <h2 className={css({ px: '4', pt: '4', pb: '2', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'muted' })}>
            {t('shell.menu.categories')}
          </h2>
          <Accordion.Root collapsible multiple={false}>
            {menu.map((top) => (
              <Accordion.Item key={top.id} value={top.id} className={css({ borderBottom: '1px solid', borderColor: 'line' })}>
                <Accordion.ItemTrigger>
                  {top.name}
                  <Accordion.ItemIndicator className={css({ transition: 'transform 0.2s', _open: { transform: 'rotate(180deg)' } })}>
                    <ChevronDownIcon />
                  </Accordion.ItemIndicator>
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <ul className={css({ listStyle: 'none', py: '1' })}>
                    <li>
                      <Link to={`/${top.id}`} onClick={close} className={subLinkClass}>
                        {t('shell.menu.shopAll', { category: top.name })}
                      </Link>
                    </li>
                    {(top.categories ?? []).map((child) => (
                      <li key={child.id}>
                        <Link to={menuLink(top, child)} onClick={close} className={subLinkClass}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <ul className={css({ listStyle: 'none', py: '2' })}>
            <li>
              <Link to="/account/my-garage" onClick={close} className={rowClass}>
                <CarIcon />
                {t('shell.menu.myVehicles')}
              </Link>
            </li>
            <li>
              <AccountLink className={rowClass} onNavigate={close} />
            </li>
            {registered && (
              <li>
                <SignOutButton className={rowClass} />
              </li>
            )}
            <li>
              <CartButton className={rowClass} onNavigate={close} showLabel />
            </li>
          </ul>
        </nav>
      </Dialog.DrawerContent>
    </Dialog.Root>
  );
}
