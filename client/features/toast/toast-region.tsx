import { useEffect, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import * as Toast from '../../components/ui/toast';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { ToastIcon } from './toast-icon';
import { subscribeToToastPositions, toasterAt, toastPositions } from './toast-engine';
import { DEFAULT_TOAST_POSITION, type ToastMeta, type ToastPosition } from './toast-options';
import { toastRegionMounted } from './toaster';

const URGENT = new Set(['error', 'warning']);
const SERVER_POSITIONS: ToastPosition[] = [DEFAULT_TOAST_POSITION];

/**
 * The toast regions: top-right always, another position once a toast asked for it. Errors and
 * warnings are alerts, the rest polite status.
 */
export function ToastRegion() {
  const positions = useSyncExternalStore(subscribeToToastPositions, toastPositions, () => SERVER_POSITIONS);
  useEffect(toastRegionMounted, []);
  return (
    <>
      {positions.map((position) => (
        <ToastsAt key={position} position={position} />
      ))}
    </>
  );
}

function ToastsAt({ position }: { position: ToastPosition }) {
  const t = useT();
  const toaster = toasterAt(position);
  return (
    <Toast.Toaster toaster={toaster} aria-label={t('shell.toast.region')}>
      {(toast) => {
        const meta = (toast.meta ?? {}) as Partial<ToastMeta>;
        const status = toast.type ?? 'info';
        return (
          <Toast.Root key={toast.id} role={URGENT.has(status) ? 'alert' : 'status'}>
            <ToastIcon icon={meta.icon ?? (status as ToastMeta['icon'])} status={status} />
            <div className={css({ flex: '1', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}>
              <Toast.Title className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
              {meta.linkText && meta.linkUrl && (
                <Link
                  to={meta.linkUrl}
                  onClick={() => toaster.dismiss(toast.id)}
                  className={css({ fontSize: 'sm', fontWeight: 'bold', color: 'brand.blue', textDecoration: 'underline' })}
                >
                  {meta.linkText}
                </Link>
              )}
            </div>
            {meta.closable === true && (
              <Toast.CloseTrigger
                aria-label={t('shell.toast.close')}
                className={css({ display: 'grid', placeItems: 'center', w: '8', h: '8', borderRadius: 'sm', cursor: 'pointer', color: 'muted', _hover: { bg: 'surface' } })}
              >
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M3 3l10 10M13 3L3 13" />
                </svg>
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        );
      }}
    </Toast.Toaster>
  );
}
