import { insertOutboxEmail } from '../../data/repos/email-outbox-repo';
import type { EmailPort } from './email-port';

/** The embedded default: every e-mail becomes a row of email_outbox. */
export function createOutboxEmail(db: D1Database, now: () => Date = () => new Date()): EmailPort {
  return {
    async send(message) {
      await insertOutboxEmail(db, { toAddress: message.to, subject: message.subject, bodyText: message.text, createdAt: now().toISOString(), kind: message.kind }).run();
    },
  };
}
