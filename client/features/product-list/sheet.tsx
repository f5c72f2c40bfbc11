import type { ComponentProps } from 'react';
import { lazyPart } from '../../components/lazy/lazy-part';
import type { SheetView } from './sheet-view';

const sheet = lazyPart(() => import('./sheet-view').then((m) => m.SheetView), 'sheet-view');

/** A modal panel (see SheetView); its code and the dialog library load when it first opens (decision 220). */
export function Sheet(props: ComponentProps<typeof SheetView>) {
  return <sheet.Part wanted={props.open} {...props} />;
}
