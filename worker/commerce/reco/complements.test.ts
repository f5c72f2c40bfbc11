import { describe, expect, it } from 'vitest';
import { LEAF_BY_ID } from '../../data/seed/taxonomy';
import { COMPLEMENTS, complementsOf } from './complements';

describe('complementary categories', () => {
  it('pairs brake pads with rotors, calipers and brake fluid', () => {
    expect(complementsOf('brake-pads')).toEqual(expect.arrayContaining(['brake-rotors', 'brake-calipers', 'brake-fluid']));
  });
  it('names only leaf categories of the taxonomy, never the category itself', () => {
    for (const [id, complements] of Object.entries(COMPLEMENTS)) {
      expect(LEAF_BY_ID.has(id), id).toBe(true);
      for (const c of complements) expect(LEAF_BY_ID.has(c), `${id} → ${c}`).toBe(true);
      expect(complements).not.toContain(id);
    }
  });
  it('has none for an unknown category', () => {
    expect(complementsOf('nope')).toEqual([]);
  });
});
