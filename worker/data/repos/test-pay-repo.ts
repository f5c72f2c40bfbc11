/**
 * SQL of the embedded test payment provider. It stands for an outside service: only the provider
 * (worker/integrations/payments/test-pay) calls this file, never the order code.
 */

export interface TestPayOrderRow {
  id: string;
  amount: number;
  currency: string;
  intent: string;
  reference: string;
  status: 'created' | 'approved' | 'declined' | 'captured' | 'voided';
  card_token: string | null;
  outcome: 'approve' | 'decline' | 'error' | null;
}

export async function insertTestPayOrder(
  db: D1Database,
  row: { id: string; amount: number; currency: string; intent: string; reference: string; now: number },
): Promise<void> {
  await db
    .prepare("INSERT INTO test_pay_orders (id, amount, currency, intent, reference, status, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 'created', ?6, ?6)")
    .bind(row.id, row.amount, row.currency, row.intent, row.reference, row.now)
    .run();
}

export async function findTestPayOrder(db: D1Database, id: string): Promise<TestPayOrderRow | null> {
  return db
    .prepare(
      `SELECT o.id, o.amount, o.currency, o.intent, o.reference, o.status, o.card_token, c.outcome
         FROM test_pay_orders o LEFT JOIN test_pay_cards c ON c.token = o.card_token WHERE o.id = ?1`,
    )
    .bind(id)
    .first<TestPayOrderRow>();
}

/** Stores the tokenised card and records the shopper's approval (or decline) of a created payment, in one batch. */
export async function approveTestPayOrder(
  db: D1Database,
  input: { id: string; token: string; brand: string; last4: string; outcome: string; status: 'approved' | 'declined'; now: number },
): Promise<boolean> {
  const [, update] = await db.batch([
    db.prepare('INSERT INTO test_pay_cards (token, brand, last4, outcome, created_at) VALUES (?1, ?2, ?3, ?4, ?5)').bind(input.token, input.brand, input.last4, input.outcome, input.now),
    db
      .prepare("UPDATE test_pay_orders SET status = ?2, card_token = ?3, updated_at = ?4 WHERE id = ?1 AND status IN ('created', 'declined')")
      .bind(input.id, input.status, input.token, input.now),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

/** Moves a payment from one status to another; false when it was not in the expected status. */
export async function transitionTestPayOrder(db: D1Database, id: string, from: string, to: string, now: number): Promise<boolean> {
  const result = await db.prepare('UPDATE test_pay_orders SET status = ?3, updated_at = ?4 WHERE id = ?1 AND status = ?2').bind(id, from, to, now).run();
  return result.meta.changes === 1;
}

/** Captures an approved payment whose card is not the error card, in one statement; false otherwise. */
export async function captureTestPayOrder(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE test_pay_orders SET status = 'captured', updated_at = ?2
        WHERE id = ?1 AND status = 'approved' AND card_token IN (SELECT token FROM test_pay_cards WHERE outcome <> 'error')`,
    )
    .bind(id, now)
    .run();
  return result.meta.changes === 1;
}
