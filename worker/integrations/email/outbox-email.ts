import { insertOutboxStatement } from '../../data/repos/outbox-repo';
import type { EmailPort } from './email-port';

export type { EmailMessage, EmailPort } from './email-port';

/** The default e-mail port: messages go to the outbox table. */
export function createOutboxEmail(db: D1Database, now: () => number = Date.now): EmailPort {
  return {
    queueStatement: (message, at) => insertOutboxStatement(db, message, at),
    async send(message) {
      await insertOutboxStatement(db, message, now()).run();
    },
  };
}
