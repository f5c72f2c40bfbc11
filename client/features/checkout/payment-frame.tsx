import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { PaymentFrameMessage } from '../../../shared/checkout/payment-config';
import { useT } from '../../i18n/intl';

export type PaymentOutcome = 'approved' | 'declined' | 'error' | 'invalid';

export interface PaymentFrameHandle {
  /** Asks the provider's fields to approve this payment with the card typed there. */
  submit(paymentId: string): Promise<PaymentOutcome>;
}

/** How long the fields may take to answer before the attempt counts as a provider error. */
const SUBMIT_TIMEOUT_MS = 30_000;

/**
 * The provider's hosted card fields in a frame on our origin. The card number is typed only in
 * the frame and goes from there to the provider; this page only learns the outcome.
 */
export const PaymentFrame = forwardRef<PaymentFrameHandle, { src: string }>(function PaymentFrame({ src }, ref) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const pending = useRef<{ paymentId: string; resolve: (outcome: PaymentOutcome) => void } | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent<PaymentFrameMessage | { type: string; event: string; paymentId: string }>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (!data || data.type !== 'payment-fields') return;
      if (data.event === 'ready') setReady(true);
      const waiting = pending.current;
      if (waiting && data.paymentId === waiting.paymentId && ['approved', 'declined', 'error', 'invalid'].includes(data.event)) {
        pending.current = null;
        waiting.resolve(data.event as PaymentOutcome);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useImperativeHandle(ref, () => ({
    submit: (paymentId) =>
      new Promise<PaymentOutcome>((resolve) => {
        const timer = window.setTimeout(() => {
          if (pending.current?.paymentId === paymentId) pending.current = null;
          resolve('error');
        }, SUBMIT_TIMEOUT_MS);
        pending.current = {
          paymentId,
          resolve: (outcome) => {
            window.clearTimeout(timer);
            resolve(outcome);
          },
        };
        frame.current?.contentWindow?.postMessage({ type: 'payment-fields-command', command: 'submit', paymentId }, window.location.origin);
      }),
  }));

  return (
    <iframe
      ref={frame}
      src={src}
      title={t('checkout.payment.frameTitle')}
      data-ready={ready ? 'true' : 'false'}
      className={css({ w: 'full', h: '13rem', border: 'none', display: 'block' })}
    />
  );
});
