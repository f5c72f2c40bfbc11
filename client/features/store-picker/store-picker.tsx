import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '../../../shared/types/store';
import * as Popover from '../../components/ui/popover';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { StoreIcon } from '../shell/icons';
import { StoreDetails } from './store-details';
import { StoreOpenNow } from './store-open-now';
import { useSelectedStore } from './selected-store';

const triggerClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  minW: '11',
  px: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { bg: 'rgba(255, 255, 255, 0.12)' },
});

/**
 * Header store picker (document 1 §2.4): the selected store (one rule, see selected-store.ts) in a
 * popover with whether it is open now and a Change Store link. The server puts the default store in the SWR fallback of the
 * first page; a store chosen in this browser follows after hydration.
 */
export function StorePicker() {
  const { store } = useSelectedStore();
  return <StorePopover store={store} />;
}

/** Icon, and from xl up the "My Store" label with the store's city. */
function TriggerFace({ store }: { store: Store | null }) {
  const t = useT();
  return (
    <>
      <StoreIcon />
      <span className={css({ display: { base: 'none', xl: 'flex' }, flexDirection: 'column', lineHeight: 'tight' })}>
        <span className={css({ fontSize: 'xs', opacity: 0.85 })}>{t('shell.store.label')}</span>
        {/* A fixed width: the shopper's own store replaces the default after hydration without moving the header. */}
        <span className={css({ fontSize: 'sm', fontWeight: 'semibold', w: '10rem', truncate: true })}>{store ? store.city : t('shell.store.none')}</span>
      </span>
    </>
  );
}

function StorePopover({ store }: { store: Store | null }) {
  const t = useT();
  const { href } = useRouter();
  const [open, setOpen] = useState(false);
  // The popover closes on any navigation, the Change Store link included.
  useEffect(() => setOpen(false), [href]);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger className={triggerClass} aria-label={store ? t('shell.store.trigger', { name: store.name }) : t('shell.store.label')}>
        <TriggerFace store={store} />
      </Popover.Trigger>
      <Popover.Content>
        <Popover.Title>{store ? store.name : t('shell.store.none')}</Popover.Title>
        {store && <StoreOpenNow store={store} />}
        {store && <StoreDetails store={store} />}
        <Link
          to="/pages/store-locator"
          className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', mt: '4', minH: '11', px: '4', w: 'full', bg: 'brand.blue', color: 'white', fontWeight: 'semibold', borderRadius: 'md', _hover: { bg: 'brand.blueDark' } })}
        >
          {t('shell.store.change')}
        </Link>
      </Popover.Content>
    </Popover.Root>
  );
}
