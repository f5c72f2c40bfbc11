import { describe, expect, it } from 'vitest';
import { insertStatements, sqlLiteral } from './sql.ts';
import { tablesFrom } from './test-support.ts';

describe('SQL writer', () => {
  it('escapes literals', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(4.5)).toBe('4.5');
    expect(sqlLiteral("St. John's")).toBe("'St. John''s'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it('splits rows into statements under the size limit and round-trips values', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`id-${i}`, i, i % 3 === 0 ? null : `it's, (${i})`]);
    const statements = [...insertStatements('t', ['a', 'b', 'c'], rows, 10_000)];
    expect(statements.length).toBeGreaterThan(5);
    for (const s of statements) expect(s.length).toBeLessThanOrEqual(10_000);
    const parsed = tablesFrom(statements).get('t')!;
    expect(parsed.length).toBe(3000);
    expect(parsed[4]).toEqual({ a: 'id-4', b: 4, c: "it's, (4)" });
    expect(parsed[3]!.c).toBeNull();
  });

  it('rejects rows of the wrong width', () => {
    expect(() => [...insertStatements('t', ['a', 'b'], [['x']])]).toThrow();
  });
});
