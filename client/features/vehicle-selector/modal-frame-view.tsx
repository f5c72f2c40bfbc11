import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * A centred modal (Ark UI Dialog: focus trap, Escape, focus back to the opener) with a title and a
 * close button; full width on small screens, scrolling when taller than the viewport.
 */
export function ModalFrameView({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(20, 22, 31, 0.55)', zIndex: 1300 })} />
        <Dialog.Positioner
          className={css({ position: 'fixed', inset: '0', display: 'flex', alignItems: { base: 'flex-start', sm: 'center' }, justifyContent: 'center', p: { base: '2', sm: '4' }, zIndex: 1400, overflowY: 'auto' })}
        >
          <Dialog.Content
            data-testid={testId}
            className={css({ bg: 'white', color: 'fg', w: 'full', maxW: '30rem', borderRadius: 'lg', boxShadow: 'xl', display: 'flex', flexDirection: 'column', outline: 'none' })}
          >
            <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', p: '4', borderBottom: '1px solid', borderColor: 'line' })}>
              <div>
                <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{title}</Dialog.Title>
                {description && <Dialog.Description className={css({ color: 'muted', fontSize: 'sm', mt: '1' })}>{description}</Dialog.Description>}
              </div>
              <Dialog.CloseTrigger
                aria-label={closeLabel}
                className={css({ flexShrink: 0, w: '10', h: '10', display: 'grid', placeItems: 'center', borderRadius: 'md', fontSize: 'xl', cursor: 'pointer', _hover: { bg: 'surface' } })}
              >
                <span aria-hidden="true">×</span>
              </Dialog.CloseTrigger>
            </div>
            <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '4' })}>{children}</div>
            {footer && <div className={css({ p: '4', borderTop: '1px solid', borderColor: 'line', display: 'flex', flexDirection: 'column', gap: '3' })}>{footer}</div>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
