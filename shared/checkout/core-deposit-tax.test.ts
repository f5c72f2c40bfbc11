import { describe, expect, it } from 'vitest';
import { allowedStatesFor } from '../address/regions';
import { CA_CORE_DEPOSIT_TAX, US_CORE_DEPOSIT_TAX, coreDepositTaxKinds } from './core-deposit-tax';
import { taxRatesFor } from './taxes';

describe('core deposit tax table (decision 285)', () => {
  it('charges GST/HST everywhere in Canada, with PST in BC, MB and SK and QST in Quebec', () => {
    expect(coreDepositTaxKinds('CA', 'ON')).toEqual(['HST']);
    expect(coreDepositTaxKinds('CA', 'NS')).toEqual(['HST']);
    expect(coreDepositTaxKinds('CA', 'AB')).toEqual(['GST']);
    expect(coreDepositTaxKinds('CA', 'QC')).toEqual(['GST', 'QST']);
    expect(coreDepositTaxKinds('CA', 'BC')).toEqual(['GST', 'PST']);
    expect(coreDepositTaxKinds('CA', 'MB')).toEqual(['GST', 'PST']);
    expect(coreDepositTaxKinds('CA', 'SK')).toEqual(['GST', 'PST']);
  });

  it('charges the state tax on the deposit in every state that has one, nothing in AK, DE, MT, NH and OR', () => {
    expect(coreDepositTaxKinds('US', 'CA')).toEqual(['STATE']);
    expect(coreDepositTaxKinds('US', 'OH')).toEqual(['STATE']);
    expect(coreDepositTaxKinds('US', 'TX')).toEqual(['STATE']);
    for (const state of ['AK', 'DE', 'MT', 'NH', 'OR']) {
      expect(coreDepositTaxKinds('US', state)).toEqual([]);
      expect(US_CORE_DEPOSIT_TAX[state]!.basis).toBe('no sales tax');
    }
  });

  it('has a row for every province and state we ship to, and only kinds the jurisdiction charges', () => {
    for (const [country, table] of [['CA', CA_CORE_DEPOSIT_TAX], ['US', US_CORE_DEPOSIT_TAX]] as const) {
      for (const { id } of allowedStatesFor(country)) {
        const row = table[id];
        expect(row, `${country} ${id}`).toBeDefined();
        const charged = taxRatesFor(country, id).map((r) => r.kind);
        for (const kind of row!.kinds) expect(charged).toContain(kind);
      }
    }
  });

  it('refuses an unknown province or state instead of charging nothing', () => {
    expect(() => coreDepositTaxKinds('CA', 'ZZ')).toThrow(RangeError);
    expect(() => coreDepositTaxKinds('US', 'ON')).toThrow(RangeError);
  });
});
