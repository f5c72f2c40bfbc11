import { Toast as Ark, Toaster as ArkToaster } from '@ark-ui/react/toast';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

/** Toast parts (Ark UI): a toaster region and the toasts it shows. */
export const Toaster = ArkToaster;
export const Title = Ark.Title;
export const CloseTrigger = Ark.CloseTrigger;

const rootClass = css({
  // Ark positions and stacks toasts with these variables; keep them.
  transform: 'translate3d(var(--x), var(--y), 0) scale(var(--scale))',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'transform, opacity',
  transition: 'transform 0.25s, opacity 0.25s, height 0.25s',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  w: 'min(24rem, calc(100vw - 2rem))',
  p: '4',
  bg: 'white',
  color: 'fg',
  border: '1px solid',
  borderColor: 'line',
  borderLeftWidth: '6px',
  borderRadius: 'md',
  boxShadow: 'lg',
  '&[data-type=success]': { borderLeftColor: 'success' },
  '&[data-type=info]': { borderLeftColor: 'brand.blue' },
  '&[data-type=warning]': { borderLeftColor: 'warning' },
  '&[data-type=error]': { borderLeftColor: 'danger' },
});

/** One toast, with a coloured edge per status (subtle variant). */
export function Root({ className, ...props }: ComponentProps<typeof Ark.Root>) {
  return <Ark.Root className={cx(rootClass, className)} {...props} />;
}
