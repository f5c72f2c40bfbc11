import { describe, expect, it } from 'vitest';
import { ftsExpression, partNumberCandidate, queryTokens } from './fts-query';

describe('fts query', () => {
  it('quotes words as prefixes', () => {
    expect(ftsExpression('Oil Filter')).toBe('"oil"* "filter"*');
  });
  it('drops FTS syntax a shopper may type', () => {
    expect(ftsExpression('brake" OR pads*')).toBe('"brake"* "or"* "pads"*');
    expect(ftsExpression('  "" * ')).toBeUndefined();
  });
  it('keeps accented words and caps the word count', () => {
    expect(queryTokens('filtre à huile')).toEqual(['filtre', 'à', 'huile']);
    expect(queryTokens('a b c d e f g h i j')).toHaveLength(8);
  });
  it('recognises part numbers', () => {
    expect(partNumberCandidate(' bos-12345 ')).toBe('BOS-12345');
    expect(partNumberCandidate('oil filter')).toBeUndefined();
    expect(partNumberCandidate('brakes')).toBeUndefined();
  });
});
