import { Dialog as Ark } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

/** Dialog parts (Ark UI): modal, focus-trapped, Escape closes and focus returns to the trigger. */
export const Root = Ark.Root;
export const Trigger = Ark.Trigger;
export const CloseTrigger = Ark.CloseTrigger;
export const Title = Ark.Title;

/** A full-height panel at the left edge (the mobile menu drawer), or the right one with side="end". */
export function DrawerContent({ className, children, side = 'start', ...props }: ComponentProps<typeof Ark.Content> & { side?: 'start' | 'end' }) {
  return (
    <Portal>
      <Ark.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(20, 22, 31, 0.55)', zIndex: 1300 })} />
      <Ark.Positioner className={css({ position: 'fixed', inset: '0', display: 'flex', justifyContent: side === 'end' ? 'flex-end' : 'flex-start', zIndex: 1400 })}>
        <Ark.Content
          className={cx(
            css({
              bg: 'white',
              color: 'fg',
              h: '100dvh',
              w: 'min(22rem, 100vw)',
              display: 'flex',
              flexDirection: 'column',
              boxShadow: 'xl',
              outline: 'none',
            }),
            className,
          )}
          {...props}
        >
          {children}
        </Ark.Content>
      </Ark.Positioner>
    </Portal>
  );
}

/** A panel at the bottom on small screens and full height at the right from lg up (cart drawer). */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof Ark.Content>) {
  return (
    <Portal>
      <Ark.Backdrop className={css({ position: 'fixed', inset: '0', bg: 'rgba(20, 22, 31, 0.55)', zIndex: 1300 })} />
      <Ark.Positioner
        className={css({ position: 'fixed', inset: '0', display: 'flex', alignItems: { base: 'flex-end', lg: 'stretch' }, justifyContent: { base: 'stretch', lg: 'flex-end' }, zIndex: 1400 })}
      >
        <Ark.Content
          className={cx(
            css({
              bg: 'white',
              color: 'fg',
              w: { base: '100vw', lg: '30rem' },
              h: { base: 'auto', lg: '100dvh' },
              maxH: { base: '90dvh', lg: '100dvh' },
              borderTopRadius: { base: 'xl', lg: 'none' },
              display: 'flex',
              flexDirection: 'column',
              boxShadow: 'xl',
              outline: 'none',
            }),
            className,
          )}
          {...props}
        >
          {children}
        </Ark.Content>
      </Ark.Positioner>
    </Portal>
  );
}
