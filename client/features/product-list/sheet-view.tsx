import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

/**
 * A modal panel (Ark Dialog: focus trapped, Escape closes, focus returns): a bottom sheet, or
 * full screen for the filters.
 */
export function SheetView({
  open,
  onOpenChange,
  title,
  placement,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  placement: 'bottom' | 'full';
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(20, 22, 31, 0.55)', zIndex: 1300 })} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', display: 'flex', alignItems: 'flex-end', zIndex: 1400 })}>
          <Dialog.Content
            className={css({ bg: 'white', w: 'full', display: 'flex', flexDirection: 'column', outline: 'none', boxShadow: 'xl' })}
            style={placement === 'full' ? { height: '100dvh' } : { maxHeight: '80dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }}
          >
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '4', py: '3', borderBottom: '1px solid', borderColor: 'line' })}>
              <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</Dialog.Title>
              <Dialog.CloseTrigger aria-label={t('listing.close')} className={css({ w: '10', h: '10', display: 'grid', placeItems: 'center', fontSize: '2xl', cursor: 'pointer' })}>
                ×
              </Dialog.CloseTrigger>
            </div>
            <div className={css({ flex: '1', overflowY: 'auto' })}>{children}</div>
            {footer && <div className={css({ p: '4', borderTop: '1px solid', borderColor: 'line', display: 'flex', gap: '3' })}>{footer}</div>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
