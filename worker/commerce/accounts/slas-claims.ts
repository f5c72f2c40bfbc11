/**
 * The two access-token claims SLAS clients read (decision 265): commerce-sdk-react decodes `sub`
 * (`cc-slas::{tenant}::scid:{client id}::usid:{usid}`, the usid is its fourth part) and `isb`
 * (who the shopper is: guest or registered, and the customer id as `gcid`/`rcid`), and ignores a
 * token without them. Our own resolver reads the customer from `cid` and the family from `fam`.
 */

export type ShopperKind = 'guest' | 'registered';

/** SCAPI's subject: tenant, client id and usid. The tenant is the organization of the audience. */
export function scapiSubject(audience: string, clientId: string, usid: string): string {
  const tenant = audience.replace(/^commercecloud\//, '').replace(/^f_ecom_/, '');
  return `cc-slas::${tenant}::scid:${clientId}::usid:${usid}`;
}

/**
 * SCAPI's identity binding. A guest is `upn:Guest` with its customer as `gcid`; a registered
 * shopper has `gcid` and `rcid` (one customer record here, so both are the same id). The login is
 * not written into the token: the customer id names the shopper without an e-mail in the clear.
 */
export function scapiIdentity(kind: ShopperKind, customerId: string): string {
  return kind === 'guest'
    ? `uido:slas::upn:Guest::uidn:Guest User::gcid:${customerId}`
    : `uido:ecom::upn:${customerId}::uidn:${customerId}::gcid:${customerId}::rcid:${customerId}`;
}
