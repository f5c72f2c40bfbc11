/** SQL for a customer's saved addresses (customer_addresses; at most one preferred per customer). */

export interface AddressRow {
  address_id: string;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string | null;
  city: string;
  country_code: 'CA' | 'US';
  state_code: string;
  postal_code: string;
  phone: string | null;
  preferred: number;
}

export interface AddressValues {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  countryCode: 'CA' | 'US';
  stateCode: string;
  postalCode: string;
  phone: string | null;
  preferred: boolean;
}

const COLUMNS = 'address_id, first_name, last_name, address1, address2, city, country_code, state_code, postal_code, phone, preferred';

/** The preferred address first, then the oldest first. */
export async function listAddresses(db: D1Database, customerId: string): Promise<AddressRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = ?1 ORDER BY preferred DESC, created_at, address_id`)
    .bind(customerId)
    .all<AddressRow>();
  return results;
}

export async function findAddress(db: D1Database, customerId: string, addressId: string): Promise<AddressRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = ?1 AND address_id = ?2`).bind(customerId, addressId).first<AddressRow>();
}

export async function countAddresses(db: D1Database, customerId: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = ?1').bind(customerId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Un-prefers the customer's other addresses (run before making one preferred, in the same batch). */
export function clearPreferredStatement(db: D1Database, customerId: string, exceptAddressId: string): D1PreparedStatement {
  return db.prepare('UPDATE customer_addresses SET preferred = 0 WHERE customer_id = ?1 AND address_id <> ?2 AND preferred = 1').bind(customerId, exceptAddressId);
}

export function insertAddressStatement(db: D1Database, customerId: string, addressId: string, v: AddressValues, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO customer_addresses (customer_id, address_id, first_name, last_name, address1, address2, city, country_code, state_code, postal_code, phone, preferred, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13)`,
    )
    .bind(customerId, addressId, v.firstName, v.lastName, v.address1, v.address2, v.city, v.countryCode, v.stateCode, v.postalCode, v.phone, v.preferred ? 1 : 0, now);
}

export function updateAddressStatement(db: D1Database, customerId: string, addressId: string, v: AddressValues, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE customer_addresses
          SET first_name = ?3, last_name = ?4, address1 = ?5, address2 = ?6, city = ?7, country_code = ?8, state_code = ?9,
              postal_code = ?10, phone = ?11, preferred = ?12, updated_at = ?13
        WHERE customer_id = ?1 AND address_id = ?2`,
    )
    .bind(customerId, addressId, v.firstName, v.lastName, v.address1, v.address2, v.city, v.countryCode, v.stateCode, v.postalCode, v.phone, v.preferred ? 1 : 0, now);
}

/** Deletes one address; the result's changes tell whether it existed. */
export async function deleteAddress(db: D1Database, customerId: string, addressId: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM customer_addresses WHERE customer_id = ?1 AND address_id = ?2').bind(customerId, addressId).run();
  return result.meta.changes > 0;
}
