/** SQL for a registered customer's profile (customer_accounts of a 'registered' customer). */
import type { AccountRow } from './customer-accounts-repo';

/** The account row without its password hash, with the garage and the site's selected store. */
export interface ProfileRow extends Omit<AccountRow, 'password_hash'> {
  vehicle_details: string | null;
  selected_store: string | null;
}

/** The account of a registered customer with its selected store on a site; null for guests. */
export async function readAccount(db: D1Database, customerId: string, siteId: string): Promise<ProfileRow | null> {
  return db
    .prepare(
      `SELECT a.customer_id, a.customer_no, a.login, a.email, a.first_name, a.last_name, a.preferred_locale, a.vehicle_details,
              p.selected_store
         FROM customer_accounts a
         JOIN customers c ON c.customer_id = a.customer_id AND c.type = 'registered'
         LEFT JOIN customer_site_prefs p ON p.customer_id = a.customer_id AND p.site_id = ?2
        WHERE a.customer_id = ?1`,
    )
    .bind(customerId, siteId)
    .first<ProfileRow>();
}

/**
 * Names and preferred locale: a null name keeps the stored one; `setLocale` says whether
 * `preferredLocale` (null = none) replaces the stored locale.
 */
export function updateNamesStatement(
  db: D1Database,
  customerId: string,
  input: { firstName: string | null; lastName: string | null; setLocale: boolean; preferredLocale: string | null },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE customer_accounts
          SET first_name = COALESCE(?2, first_name), last_name = COALESCE(?3, last_name),
              preferred_locale = CASE WHEN ?4 = 1 THEN ?5 ELSE preferred_locale END, updated_at = ?6
        WHERE customer_id = ?1`,
    )
    .bind(customerId, input.firstName, input.lastName, input.setLocale ? 1 : 0, input.preferredLocale, now);
}
