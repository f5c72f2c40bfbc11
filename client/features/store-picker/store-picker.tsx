import type { Store } from '../../../shared/types/store';
import { lazyPart } from '../../components/lazy/lazy-part';
import { useState, type MouseEvent } from 'react';
import { useT } from '../../i18n/intl';
import { useSelectedStore } from './selected-store';
import { triggerClass, TriggerFace } from './store-trigger-face';

const popover = lazyPart(() => import('./store-popover').then((m) => m.StorePopover), 'store-popover');

/**
 * Header store picker (document 1 §2.4): the selected store (one rule, see selected-store.ts) in a
 * popover with whether it is open now and a Change Store link. The server puts the default store in the SWR fallback of the
 * first page; a store chosen in this browser follows after hydration. The popover's code loads
 * when the shopper reaches for the button (decision 220); the click opens it.
 */
export function StorePicker() {
  const t = useT();
  const { store } = useSelectedStore();
  // The click asks for the popover; it opens once its code is here (with the focus on its trigger
  // when the button had it), the plain button standing in meanwhile.
  const [wanted, setWanted] = useState<{ focus: boolean } | null>(null);
  const open = (event: MouseEvent<HTMLButtonElement>) => setWanted({ focus: document.activeElement === event.currentTarget });
  const button = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={triggerClass}
      aria-label={store ? t('shell.store.trigger', { name: store.name }) : t('shell.store.label')}
      onPointerEnter={popover.preload}
      onFocus={popover.preload}
      onClick={open}
    >
      <TriggerFace store={store} />
    </button>
  );
  if (wanted) return <popover.Part wanted fallback={button} store={store} focusTrigger={wanted.focus} />;
  return button;
}
