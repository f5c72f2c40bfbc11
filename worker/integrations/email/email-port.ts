/** Outgoing e-mail (DESIGN §7): the store queues messages; a sender delivers them. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the e-mail is about (contact, order-confirmation…), for the outbox and its sender. */
  kind: string;
}

export interface EmailPort {
  send(message: EmailMessage): Promise<void>;
}
