/** An e-mail to send. */
export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Optional HTML body; the text body is always sent. */
  html?: string;
  /** What it is about (an order number), for lookups and de-duplication. */
  reference?: string;
}

/**
 * Outgoing e-mail. The default writes to the outbox table, so a message is recorded in the same
 * database as the order it belongs to; a sender service can drain the outbox later.
 */
export interface EmailPort {
  /** The D1 statement that queues the message, so callers can put it in their own batch. */
  queueStatement(message: EmailMessage, now: number): D1PreparedStatement;
  send(message: EmailMessage): Promise<void>;
}
