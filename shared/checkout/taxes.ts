import type { CountryCode } from '../sites/config';

/**
 * Sales taxes per province or state (document 1 and issue: GST/HST/PST/QST in Canada, state base
 * rates in the US). Rates are in thousandths of a percent (pcm: parts per 100,000) so QST 9.975 %
 * and Missouri's 4.225 % stay integers. Source and date: docs/decisions/131-sales-tax-table.md.
 */
export type TaxKind = 'GST' | 'HST' | 'PST' | 'QST' | 'STATE';

export interface TaxRate {
  kind: TaxKind;
  /** Rate in parts per 100,000 (5 % = 5000). */
  pcm: number;
}

export const TAX_TABLE_DATE = '2026-01-01';

const GST: TaxRate = { kind: 'GST', pcm: 5000 };

/** Canada: GST everywhere except the HST provinces; PST in BC, MB, SK; QST in Quebec (not compounded since 2013). */
export const CA_TAX_RATES: Readonly<Record<string, readonly TaxRate[]>> = {
  AB: [GST],
  BC: [GST, { kind: 'PST', pcm: 7000 }],
  MB: [GST, { kind: 'PST', pcm: 7000 }],
  NB: [{ kind: 'HST', pcm: 15000 }],
  NL: [{ kind: 'HST', pcm: 15000 }],
  NS: [{ kind: 'HST', pcm: 14000 }],
  NT: [GST],
  NU: [GST],
  ON: [{ kind: 'HST', pcm: 13000 }],
  PE: [{ kind: 'HST', pcm: 15000 }],
  QC: [GST, { kind: 'QST', pcm: 9975 }],
  SK: [GST, { kind: 'PST', pcm: 6000 }],
  YT: [GST],
};

/** United States: statewide base rates only (local add-ons are not charged, see the decision record). */
export const US_STATE_TAX_PCM: Readonly<Record<string, number>> = {
  AL: 4000, AK: 0, AZ: 5600, AR: 6500, CA: 7250, CO: 2900, CT: 6350, DE: 0, DC: 6000, FL: 6000,
  GA: 4000, HI: 4000, ID: 6000, IL: 6250, IN: 7000, IA: 6000, KS: 6500, KY: 6000, LA: 5000,
  ME: 5500, MD: 6000, MA: 6250, MI: 6000, MN: 6875, MS: 7000, MO: 4225, MT: 0, NE: 5500,
  NV: 6850, NH: 0, NJ: 6625, NM: 4875, NY: 4000, NC: 4750, ND: 5000, OH: 5750, OK: 4500, OR: 0,
  PA: 6000, RI: 7000, SC: 6000, SD: 4200, TN: 7000, TX: 6250, UT: 6100, VT: 6000, VA: 5300,
  WA: 6500, WV: 6000, WI: 5000, WY: 4000,
};

/** The rates that apply in a province or state; an unknown code is an error, never a silent zero. */
export function taxRatesFor(country: CountryCode, stateCode: string): readonly TaxRate[] {
  if (country === 'CA') {
    const rates = CA_TAX_RATES[stateCode];
    if (!rates) throw new RangeError(`No tax rates for province ${stateCode}`);
    return rates;
  }
  const pcm = US_STATE_TAX_PCM[stateCode];
  if (pcm === undefined) throw new RangeError(`No tax rate for state ${stateCode}`);
  return pcm === 0 ? [] : [{ kind: 'STATE', pcm }];
}

/**
 * amount × pcm / 100,000 rounded half up to a whole minor unit, in integers only (no float
 * drift: 1999 × 9975 fits easily in 2^53).
 */
export function taxOnAmount(amountMinor: number, pcm: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError('amount must be a non-negative integer');
  return Math.floor((amountMinor * pcm + 50_000) / 100_000);
}

export interface TaxLine {
  kind: TaxKind;
  pcm: number;
  amount: number;
}

/** Each tax of a province or state on a taxable amount, every component rounded on its own (as receipts show them). */
export function computeTaxes(country: CountryCode, stateCode: string, taxableMinor: number): TaxLine[] {
  return taxRatesFor(country, stateCode).map((rate) => ({ ...rate, amount: taxOnAmount(taxableMinor, rate.pcm) }));
}

/** Total of tax lines in minor units. */
export function sumTaxes(lines: readonly TaxLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
