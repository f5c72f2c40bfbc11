/** Seed sizes and the version string recorded in seed_meta. */

export type SeedScale = 'test' | 'default' | 'bench';

/** Bump when generated data changes, so existing local databases get re-seeded. */
export const SEED_VERSION = 'axle-catalog-11-popular';

/** Product slots per scale (masters add 2–4 variant rows on top). */
export const SCALE_PRODUCTS: Readonly<Record<SeedScale, number>> = {
  test: 400,
  default: 2000,
  bench: 100_000,
};

/** Value stored under seed_meta 'seed'. */
export function seedLabel(scale: SeedScale): string {
  return `${SEED_VERSION} scale=${scale} products=${SCALE_PRODUCTS[scale]}`;
}

/** Parses a scale name, defaulting to 'default'; throws on anything unknown. */
export function parseScale(value: string | undefined): SeedScale {
  if (value === undefined || value === '') return 'default';
  if (value === 'test' || value === 'default' || value === 'bench') return value;
  throw new Error(`unknown seed scale "${value}" (expected test, default or bench)`);
}
