import type { ComponentProps } from 'react';
import { lazyPart } from '../../components/lazy/lazy-part';
import type { ModalFrameView } from './modal-frame-view';

const frame = lazyPart(() => import('./modal-frame-view').then((m) => m.ModalFrameView), 'modal-frame-view');

/**
 * A centred modal (see ModalFrameView). Its code, and the dialog library's, load the first time
 * it opens (decision 220); until then it renders nothing, as a closed dialog does.
 */
export function ModalFrame(props: ComponentProps<typeof ModalFrameView>) {
  return <frame.Part wanted={props.open} {...props} />;
}
