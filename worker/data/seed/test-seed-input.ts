/** The generator input from the bundled CSVs, imported as text through Vite (inside workerd tests). */
import enginesCsv from './data/vehicle-engines.csv?raw';
import postalCsv from './data/postal-centroids.csv?raw';
import vehiclesCsv from './data/vehicles-ymm-2010-2025.csv?raw';
import type { SeedInput } from './generate.ts';
import type { SeedScale } from './scale.ts';

/** Input of a scale from the bundled CSVs. */
export function testSeedInput(scale: SeedScale = 'default'): SeedInput {
  return { vehiclesCsv, enginesCsv, postalCsv, scale };
}
