import { css } from 'styled-system/css';
import type { Store } from '../../../shared/types/store';
import { useT } from '../../i18n/intl';
import { StoreIcon } from '../shell/icons';

/** The header store button's look, shared by its first (light) and loaded forms. */
export const triggerClass = css({
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

/** Icon, and from xl up the "My Store" label with the store's city. */
export function TriggerFace({ store }: { store: Store | null }) {
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

