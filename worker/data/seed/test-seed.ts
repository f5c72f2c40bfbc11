/** Seeds a test database inside workerd from the bundled CSVs (imported as text through Vite). */
import enginesCsv from './data/vehicle-engines.csv?raw';
import postalCsv from './data/postal-centroids.csv?raw';
import vehiclesCsv from './data/vehicles-ymm-2010-2025.csv?raw';
import type { SeedScale } from './scale.ts';
import { seedDatabase } from './seed-database.ts';

/** Seeds `db` (already migrated); the default scale takes about a second in workerd, 'test' about half. */
export function seedTestDatabase(db: D1Database, scale: SeedScale = 'default'): Promise<{ statements: number }> {
  return seedDatabase(db, { vehiclesCsv, enginesCsv, postalCsv, scale });
}
