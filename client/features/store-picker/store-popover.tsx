import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '../../../shared/types/store';
import * as Popover from '../../components/ui/popover';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { StoreDetails } from './store-details';
import { StoreOpenNow } from './store-open-now';
import { triggerClass, TriggerFace } from './store-trigger-face';

/** The store popover (its own chunk, decision 220), mounted by the click that opens it: it starts open. */
export function StorePopover({ store, focusTrigger }: { store: Store | null; focusTrigger: boolean }) {
  const t = useT();
  const { href } = useRouter();
  const [open, setOpen] = useState(true);
  const trigger = useRef<HTMLButtonElement>(null);
  // The popover closes on any navigation, the Change Store link included.
  const firstHref = useRef(href);
  useEffect(() => {
    if (firstHref.current !== href) setOpen(false);
    firstHref.current = href;
  }, [href]);
  // It replaces a button that had the focus: the focus moves to this one.
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger ref={trigger} className={triggerClass} aria-label={store ? t('shell.store.trigger', { name: store.name }) : t('shell.store.label')}>
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
