import type { CountryCode } from '../sites/config';
import { taxRatesFor, type TaxKind } from './taxes';

/**
 * Whether each province's or state's sales taxes apply to a refundable core deposit (decision 285).
 * Every jurisdiction we sell in treats the core charge as part of the part's sales price (CRA
 * rulings for GST/HST, Revenu Québec follows them for QST, BC Bulletin PST 118, and the US states'
 * "sales price" definitions: Ohio, Colorado, Virginia and California rulings among them), so the
 * row lists the kinds charged on the deposit; a jurisdiction that exempts it would list none, or
 * only the federal part. States without a sales tax list none because they charge none at all.
 */
export interface CoreDepositTaxRow {
  /** Tax kinds of the jurisdiction charged on the deposit (a subset of its rates' kinds). */
  kinds: readonly TaxKind[];
  /** Why, in a few words (the decision record has the sources). */
  basis: 'part of the sale price' | 'no sales tax';
}

const SALE_PRICE = 'part of the sale price' as const;
const NO_TAX: CoreDepositTaxRow = { kinds: [], basis: 'no sales tax' };

/** Canada: GST/HST everywhere (ETA consideration), PST in BC, MB and SK, QST in Quebec. */
export const CA_CORE_DEPOSIT_TAX: Readonly<Record<string, CoreDepositTaxRow>> = {
  AB: { kinds: ['GST'], basis: SALE_PRICE },
  BC: { kinds: ['GST', 'PST'], basis: SALE_PRICE },
  MB: { kinds: ['GST', 'PST'], basis: SALE_PRICE },
  NB: { kinds: ['HST'], basis: SALE_PRICE },
  NL: { kinds: ['HST'], basis: SALE_PRICE },
  NS: { kinds: ['HST'], basis: SALE_PRICE },
  NT: { kinds: ['GST'], basis: SALE_PRICE },
  NU: { kinds: ['GST'], basis: SALE_PRICE },
  ON: { kinds: ['HST'], basis: SALE_PRICE },
  PE: { kinds: ['HST'], basis: SALE_PRICE },
  QC: { kinds: ['GST', 'QST'], basis: SALE_PRICE },
  SK: { kinds: ['GST', 'PST'], basis: SALE_PRICE },
  YT: { kinds: ['GST'], basis: SALE_PRICE },
};

/** United States: the state tax applies to the deposit wherever there is one. */
const US_NO_SALES_TAX = ['AK', 'DE', 'MT', 'NH', 'OR'];
const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];
export const US_CORE_DEPOSIT_TAX: Readonly<Record<string, CoreDepositTaxRow>> = Object.fromEntries(
  US_STATES.map((s) => [s, US_NO_SALES_TAX.includes(s) ? NO_TAX : { kinds: ['STATE'], basis: SALE_PRICE }]),
);

/**
 * The tax kinds charged on a refundable core deposit delivered to or picked up in a province or
 * state; an unknown code is an error (as for the goods), never a silent zero.
 */
export function coreDepositTaxKinds(country: CountryCode, stateCode: string): readonly TaxKind[] {
  const row = (country === 'CA' ? CA_CORE_DEPOSIT_TAX : US_CORE_DEPOSIT_TAX)[stateCode];
  if (!row) throw new RangeError(`No core deposit tax rule for ${country} ${stateCode}`);
  // Only kinds the jurisdiction charges at all (the two tables cannot drift apart silently).
  const charged = new Set(taxRatesFor(country, stateCode).map((r) => r.kind));
  return row.kinds.filter((k) => charged.has(k));
}
