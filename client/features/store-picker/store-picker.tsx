import { useRef, useState, type ComponentType } from 'react';
import type { Store } from '../../../shared/types/store';
import { lazyPart } from '../../components/lazy/lazy-part';
import { useT } from '../../i18n/intl';
import { useSelectedStore } from './selected-store';
import { triggerClass, TriggerFace } from './store-trigger-face';

type PopoverProps = { store: Store | null; initialOpen: boolean; focusTrigger: boolean };
const popover = lazyPart(() => import('./store-popover').then((m) => m.StorePopover));

/**
 * Header store picker (document 1 §2.4): the selected store (one rule, see selected-store.ts) in a
 * popover with whether it is open now and a Change Store link. The server puts the default store in the SWR fallback of the
 * first page; a store chosen in this browser follows after hydration. The popover's code loads
 * when the shopper reaches for the button (decision 220); a click that loads it opens it.
 */
export function StorePicker() {
  const t = useT();
  const { store } = useSelectedStore();
  const [loaded, setLoaded] = useState<{ Popover: ComponentType<PopoverProps>; open: boolean; focus: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  if (loaded) return <loaded.Popover store={store} initialOpen={loaded.open} focusTrigger={loaded.focus} />;
  const load = (open: boolean) => {
    wantsOpen.current ||= open;
    void popover.preload().then((Popover) => setLoaded({ Popover, open: wantsOpen.current, focus: document.activeElement === button.current }));
  };
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={triggerClass}
      aria-label={store ? t('shell.store.trigger', { name: store.name }) : t('shell.store.label')}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onClick={() => load(true)}
    >
      <TriggerFace store={store} />
    </button>
  );
}
