/** SQL of a basket's checkout data (billing address, masked payment card) and of an order's card (migration 0020). */

export interface BasketCheckoutRow {
  basket_id: string;
  billing_address: string | null;
  payment_instrument_id: string | null;
  payment_method_id: string | null;
  card_type: string | null;
  card_last4: string | null;
  card_holder: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
}

export interface MaskedCardRow {
  payment_instrument_id: string;
  card_type: string;
  card_last4: string;
  card_holder: string;
  card_exp_month: number;
  card_exp_year: number;
}

export interface MaskedCard {
  instrumentId: string;
  cardType: string;
  last4: string;
  holder: string;
  expMonth: number;
  expYear: number;
}

export async function findBasketCheckout(db: D1Database, basketId: string): Promise<BasketCheckoutRow | null> {
  return db.prepare('SELECT * FROM basket_checkout WHERE basket_id = ?1').bind(basketId).first<BasketCheckoutRow>();
}

export function setBillingAddressStatement(db: D1Database, basketId: string, address: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO basket_checkout (basket_id, billing_address, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (basket_id) DO UPDATE SET billing_address = excluded.billing_address, updated_at = excluded.updated_at`,
    )
    .bind(basketId, address, now);
}

/** Adds the basket's one instrument; no change (0 rows) when it already has one. */
export function addCardStatement(db: D1Database, basketId: string, card: MaskedCard, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO basket_checkout (basket_id, payment_instrument_id, payment_method_id, card_type, card_last4, card_holder, card_exp_month, card_exp_year, updated_at)
       VALUES (?1, ?2, 'CREDIT_CARD', ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (basket_id) DO UPDATE SET payment_instrument_id = excluded.payment_instrument_id, payment_method_id = excluded.payment_method_id,
         card_type = excluded.card_type, card_last4 = excluded.card_last4, card_holder = excluded.card_holder,
         card_exp_month = excluded.card_exp_month, card_exp_year = excluded.card_exp_year, updated_at = excluded.updated_at
       WHERE basket_checkout.payment_instrument_id IS NULL`,
    )
    .bind(basketId, card.instrumentId, card.cardType, card.last4, card.holder, card.expMonth, card.expYear, now);
}

/** Removes the instrument by id; 0 rows changed when the basket has no such instrument. */
export function removeCardStatement(db: D1Database, basketId: string, instrumentId: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE basket_checkout SET payment_instrument_id = NULL, payment_method_id = NULL, card_type = NULL, card_last4 = NULL,
         card_holder = NULL, card_exp_month = NULL, card_exp_year = NULL, updated_at = ?3
       WHERE basket_id = ?1 AND payment_instrument_id = ?2`,
    )
    .bind(basketId, instrumentId, now);
}

export function insertOrderCardStatement(db: D1Database, orderNo: string, card: MaskedCard): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO order_payment_cards (order_no, payment_instrument_id, card_type, card_last4, card_holder, card_exp_month, card_exp_year)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(orderNo, card.instrumentId, card.cardType, card.last4, card.holder, card.expMonth, card.expYear);
}

/** The cards of these orders, by order number. */
export async function findOrderCards(db: D1Database, orderNos: readonly string[]): Promise<Map<string, MaskedCard>> {
  if (!orderNos.length) return new Map();
  const { results } = await db
    .prepare('SELECT order_no, payment_instrument_id, card_type, card_last4, card_holder, card_exp_month, card_exp_year FROM order_payment_cards WHERE order_no IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(orderNos))
    .all<MaskedCardRow & { order_no: string }>();
  return new Map(results.map((r) => [r.order_no, cardOf(r)]));
}

export function cardOf(row: MaskedCardRow): MaskedCard {
  return { instrumentId: row.payment_instrument_id, cardType: row.card_type, last4: row.card_last4, holder: row.card_holder, expMonth: row.card_exp_month, expYear: row.card_exp_year };
}
