import { outboundPort } from '../ports';
import type { EmailPort } from './email-port';
import { createOutboxEmail } from './outbox-email';

export type { EmailMessage, EmailPort } from './email-port';

/** The e-mail port of this deployment: the outbox, each send bounded by the e-mail timeout (decision 190). */
export function emailPortFor(env: Env): EmailPort {
  return outboundPort(env, 'email', createOutboxEmail(env.DB));
}
