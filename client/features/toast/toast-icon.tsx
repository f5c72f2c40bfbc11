import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ToastIcon as ToastIconName } from './toaster';

const PATHS: Record<Exclude<ToastIconName, 'none'>, ReactNode> = {
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  warning: <path d="M12 4l9 16H3L12 4zM12 10v4M12 17h.01" />,
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  cart: (
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.1L22 7H6" />
    </>
  ),
  vehicle: <path d="M5 17h14M5 17a2 2 0 1 0 4 0M15 17a2 2 0 1 0 4 0M3 17V12l2-5h14l2 5v5" />,
  store: <path d="M3 9l1.5-5h15L21 9M3 9h18M3 9v11h18V9M9 20v-6h6v6" />,
};

const COLOUR: Record<string, string> = {
  success: css({ color: 'success' }),
  info: css({ color: 'brand.blue' }),
  warning: css({ color: 'warning' }),
  error: css({ color: 'danger' }),
};

/** A toast's icon (decorative: the message carries the meaning), coloured by the toast's status. */
export function ToastIcon({ icon, status }: { icon: ToastIconName; status: string }) {
  if (icon === 'none') return null;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-toast-icon={icon}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${COLOUR[status] ?? ''} ${css({ flexShrink: 0, mt: '0.5' })}`}
    >
      {PATHS[icon]}
    </svg>
  );
}
