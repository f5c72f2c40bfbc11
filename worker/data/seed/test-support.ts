/** Helpers for the seed's unit tests (Node only): read the bundled CSVs and parse generated SQL back. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSeedStatements, type SeedInput } from './generate.ts';
import type { SeedScale } from './scale.ts';
import type { SqlValue } from './sql.ts';

const DATA_DIR = join(import.meta.dirname, 'data');

/** Generator input from the CSVs in data/. */
export function readSeedInput(scale: SeedScale): SeedInput {
  const read = (name: string) => readFileSync(join(DATA_DIR, name), 'utf8');
  return {
    vehiclesCsv: read('vehicles-ymm-2010-2025.csv'),
    enginesCsv: read('vehicle-engines.csv'),
    postalCsv: read('postal-centroids.csv'),
    scale,
  };
}

/** Rows of one table as objects keyed by column name. */
export type Row = Record<string, SqlValue>;

/** Parses one tuple line "(v, v, ...)" as written by insertStatements. */
function parseTuple(line: string): SqlValue[] {
  const values: SqlValue[] = [];
  let i = line.indexOf('(') + 1;
  while (i < line.length) {
    while (line[i] === ' ' || line[i] === ',') i++;
    if (line[i] === ')') break;
    if (line[i] === "'") {
      let text = '';
      for (i++; i < line.length; i++) {
        if (line[i] === "'" && line[i + 1] === "'") {
          text += "'";
          i++;
        } else if (line[i] === "'") break;
        else text += line[i];
      }
      values.push(text);
      i++;
    } else {
      const end = line.slice(i).search(/[,)]/);
      const token = line.slice(i, i + end).trim();
      values.push(token === 'NULL' ? null : Number(token));
      i += end;
    }
  }
  return values;
}

/** All rows per table from a list of multi-row INSERT statements. */
export function tablesFrom(statements: Iterable<string>): Map<string, Row[]> {
  const tables = new Map<string, Row[]>();
  for (const statement of statements) {
    const [head = '', ...lines] = statement.split('\n');
    const match = /^INSERT INTO (\w+) \(([^)]*)\) VALUES$/.exec(head);
    if (!match) throw new Error(`unexpected statement: ${head}`);
    const columns = match[2]!.split(', ');
    const rows = tables.get(match[1]!) ?? [];
    for (const line of lines) {
      const values = parseTuple(line);
      rows.push(Object.fromEntries(columns.map((c, k) => [c, values[k] ?? null])));
    }
    tables.set(match[1]!, rows);
  }
  return tables;
}

/** Generates a scale and returns its statements and parsed tables. */
export function generate(scale: SeedScale): { statements: string[]; tables: Map<string, Row[]> } {
  const statements = [...generateSeedStatements(readSeedInput(scale))];
  return { statements, tables: tablesFrom(statements) };
}

/** Rows of a table, failing loudly when the table is missing. */
export function rowsOf(tables: Map<string, Row[]>, table: string): Row[] {
  const rows = tables.get(table);
  if (!rows) throw new Error(`no rows for ${table}`);
  return rows;
}
