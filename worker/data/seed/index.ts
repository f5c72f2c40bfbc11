/** Public entry points of the catalog seed generator. */
export { generateSeedStatements, type SeedInput } from './generate.ts';
export { imageFiles } from './images.ts';
export { SCALE_PRODUCTS, SEED_VERSION, parseScale, seedLabel, type SeedScale } from './scale.ts';
export { seedDatabase } from './seed-database.ts';
