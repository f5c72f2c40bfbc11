import { Dialog as Ark } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * A dialog that is a drawer from the right below the large breakpoint (1024 px) and a centred
 * modal from it (Ark UI Dialog: focus trap, Escape, focus back to the opener). Header with title
 * and close button; the body scrolls.
 */
export function PanelDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Ark.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Ark.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(20, 22, 31, 0.55)', zIndex: 1300 })} />
        <Ark.Positioner
          className={css({ position: 'fixed', inset: '0', display: 'flex', justifyContent: { base: 'flex-end', lg: 'center' }, alignItems: { base: 'stretch', lg: 'center' }, p: { base: '0', lg: '6' }, zIndex: 1400 })}
        >
          <Ark.Content
            data-testid={testId}
            className={css({
              bg: 'white',
              color: 'fg',
              w: { base: 'min(28rem, 100vw)', lg: 'min(44rem, 100%)' },
              h: { base: '100dvh', lg: 'auto' },
              maxH: { base: '100dvh', lg: 'calc(100dvh - 3rem)' },
              borderRadius: { base: '0', lg: 'lg' },
              boxShadow: 'xl',
              display: 'flex',
              flexDirection: 'column',
              outline: 'none',
            })}
          >
            <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', p: '4', borderBottom: '1px solid', borderColor: 'line' })}>
              <Ark.Title className={css({ fontSize: 'xl', fontWeight: 'bold', minW: '0', overflowWrap: 'anywhere' })}>{title}</Ark.Title>
              <Ark.CloseTrigger
                aria-label={closeLabel}
                className={css({ flexShrink: 0, w: '10', h: '10', display: 'grid', placeItems: 'center', borderRadius: 'md', fontSize: 'xl', cursor: 'pointer', _hover: { bg: 'surface' } })}
              >
                <span aria-hidden="true">×</span>
              </Ark.CloseTrigger>
            </div>
            <div className={css({ p: '4', overflowY: 'auto', flex: '1', display: 'flex', flexDirection: 'column', gap: '5' })}>{children}</div>
          </Ark.Content>
        </Ark.Positioner>
      </Portal>
    </Ark.Root>
  );
}
