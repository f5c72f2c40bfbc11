/** Multi-row INSERT statements with escaped literal values, sized for D1's statement limits. */

export type SqlValue = string | number | null;

// D1 rejects statements over 100 KB; stay well under it. Row cap keeps any one statement cheap to parse.
export const MAX_STATEMENT_CHARS = 85_000;
const MAX_ROWS = 500;

/** SQL literal for a value: NULL, a finite number, or a single-quoted string with quotes doubled. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** INSERT statements for rows of a table, several rows per statement. */
export function* insertStatements(
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly SqlValue[]>,
  maxChars: number = MAX_STATEMENT_CHARS,
): Generator<string> {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  let parts: string[] = [];
  let size = head.length;
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: expected ${columns.length} values, got ${row.length}`);
    const tuple = `(${row.map(sqlLiteral).join(', ')})`;
    if (parts.length > 0 && (parts.length >= MAX_ROWS || size + tuple.length + 2 > maxChars)) {
      yield `${head}${parts.join(',\n')};`;
      parts = [];
      size = head.length;
    }
    parts.push(tuple);
    size += tuple.length + 2;
  }
  if (parts.length > 0) yield `${head}${parts.join(',\n')};`;
}
