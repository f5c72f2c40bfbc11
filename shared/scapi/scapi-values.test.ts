import { describe, expect, it } from 'vitest';
import { absoluteLink, decimal, decimalOrNull } from './scapi-values';

describe('SCAPI values', () => {
  it('turns minor units into decimal money', () => {
    expect(decimal(9899)).toBe(98.99);
    expect(decimal(15499)).toBe(154.99);
    expect(decimal(0)).toBe(0);
    expect(decimalOrNull(null)).toBeNull();
    expect(decimalOrNull(5)).toBe(0.05);
  });

  it('makes our relative links absolute and leaves others alone', () => {
    expect(absoluteLink('/images/products/a.png', 'https://shop.example')).toBe('https://shop.example/images/products/a.png');
    expect(absoluteLink('https://cdn.example/a.png', 'https://shop.example')).toBe('https://cdn.example/a.png');
    expect(absoluteLink('//cdn.example/a.png', 'https://shop.example')).toBe('//cdn.example/a.png');
  });
});
