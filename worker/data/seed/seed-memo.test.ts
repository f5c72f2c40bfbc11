import { describe, expect, it } from 'vitest';
import { generateSeedStatements } from './generate.ts';
import { SEED_VERSION, seedLabel } from './scale.ts';
import { seedStatements } from './seed-database.ts';
import { memoFits, memoOfScale, seedMemoInputs, type SeedMemo } from './seed-memo.ts';
import { buildSeedMemo } from './seed-memo-node.ts';
import { readSeedInput } from './test-support.ts';

const input = readSeedInput('default');
/** A memo of today's default input whose statements are a marker, to see whether it was used. */
const marked = (changes: Partial<SeedMemo> = {}): SeedMemo => ({ label: seedLabel('default'), inputs: seedMemoInputs(input), statements: ['-- memo'], ...changes });

// Generating the full catalogue takes a few seconds on a busy machine.
describe('the seed memo', { timeout: 60_000 }, () => {
  it('holds the same statements, in the same order, as a fresh generation of the default scale', () => {
    const memo = buildSeedMemo(readSeedInput('default'));
    const fresh = [...generateSeedStatements(readSeedInput('default'))];
    expect(memo.statements.length).toBe(fresh.length);
    expect(memo.statements).toEqual(fresh);
    expect(memo.label).toBe(`${SEED_VERSION} scale=default products=2000`);
    expect(memoFits(memo, input)).toBe(true);
  });

  it('is used for the input it was generated from', () => {
    expect([...seedStatements(input, marked())]).toEqual(['-- memo']);
  });

  it('is not used, and the statements are generated afresh, when it is stale', () => {
    const fresh = [...generateSeedStatements(readSeedInput('test'))];
    const small = readSeedInput('test');
    // The CSV case below changes one character, so that character must be there.
    expect(input.enginesCsv.includes('V6')).toBe(true);
    const stale: [string, SeedMemo, typeof input][] = [
      ['an earlier seed version', marked({ label: seedLabel('default').replace(SEED_VERSION, 'axle-catalog-0') }), input],
      ['another scale', marked(), small],
      ['one character changed in a CSV', marked(), { ...input, enginesCsv: input.enginesCsv.replace('V6', 'V8') }],
      ['another statement size', marked(), { ...input, maxStatementChars: 50_000 }],
    ];
    for (const [why, memo, given] of stale) {
      expect(memoFits(memo, given), why).toBe(false);
    }
    expect([...seedStatements(small, marked())]).toEqual(fresh);
  });

  it('is taken by a runtime for its own scale and seed version only', () => {
    const memo = buildSeedMemo(readSeedInput('test'));
    expect(memoOfScale(memo, 'test')).toBe(true);
    expect(memoOfScale(memo, 'default')).toBe(false);
    expect(memoOfScale({ ...memo, label: memo.label.replace(SEED_VERSION, 'axle-catalog-0') }, 'test')).toBe(false);
    expect(memoOfScale(undefined, 'test')).toBe(false);
  });
});
