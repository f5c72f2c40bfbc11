/**
 * Migrates and seeds the local D1 database (idempotent).
 *
 *   npx tsx scripts/seed-local.ts                 default scale into the dev database
 *   npx tsx scripts/seed-local.ts --scale         bench scale (100k products) into .wrangler/bench-state
 *   npx tsx scripts/seed-local.ts --scale=test --persist-to <dir>
 *
 * SEED_SCALE=test|default|bench works too. Generated PNG images go to public/images/.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { clearSeedStatements, generateSeedStatements, SEED_FILE_CLOSING, SEED_FILE_OPENING } from '../worker/data/seed/generate.ts';
import { fnv1a } from '../worker/data/seed/hash.ts';
import { imageFiles } from '../worker/data/seed/images.ts';
import { parseScale, seedLabel, type SeedScale } from '../worker/data/seed/scale.ts';

const root = join(import.meta.dirname, '..');
const wrangler = join(root, 'node_modules/.bin/wrangler');
const seedDir = join(root, '.seed');
const dataDir = join(root, 'worker/data/seed/data');
// wrangler reads a whole file into one D1 batch; files this size keep memory and each batch bounded.
const MAX_FILE_BYTES = 48 * 1024 * 1024;
const BENCH_PERSIST_DIR = '.wrangler/bench-state';
// wrangler's statement splitter re-scans the current statement for every character, so its cost
// grows with the square of statement length: short statements load several times faster.
const STATEMENT_CHARS = Number(process.env.SEED_STATEMENT_CHARS ?? 16_000);

interface Options {
  scale: SeedScale;
  persistTo: string | undefined;
}

function parseArgs(argv: string[]): Options {
  let scale = parseScale(process.env.SEED_SCALE);
  let persistTo: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--scale') {
      // A bare --scale means the benchmark scale; an explicit value may follow.
      const next = argv[i + 1];
      scale = next && !next.startsWith('--') ? parseScale(argv[++i]) : 'bench';
    } else if (arg.startsWith('--scale=')) scale = parseScale(arg.slice('--scale='.length));
    else if (arg === '--persist-to') persistTo = argv[++i];
    else if (arg.startsWith('--persist-to=')) persistTo = arg.slice('--persist-to='.length);
    else throw new Error(`unknown argument ${arg}`);
  }
  // Keep the big benchmark database away from the dev database unless told otherwise.
  if (scale === 'bench' && !persistTo) persistTo = BENCH_PERSIST_DIR;
  return { scale, persistTo };
}

function runWrangler(args: string[], options: Options, capture = false): string {
  const fullArgs = [...args, '--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
  const result = spawnSync(wrangler, fullArgs, {
    cwd: root,
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(' ')} failed (${result.status})\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout ?? '';
}

/** The seed_meta value of the local database, or null when it has never been seeded. */
function currentSeed(options: Options): string | null {
  const out = runWrangler(['d1', 'execute', 'DB', '--command', "SELECT value FROM seed_meta WHERE key='seed'", '--json'], options, true);
  const start = out.indexOf('[');
  const parsed = JSON.parse(out.slice(start)) as { results?: { value?: string }[] }[];
  return parsed[0]?.results?.[0]?.value ?? null;
}

/**
 * Folder for a run's SQL files: .seed/ for the dev database, a subfolder per persist directory
 * otherwise, so a benchmark seed and a dev seed running at the same time never share files.
 */
function sqlDir(options: Options): string {
  if (!options.persistTo) return seedDir;
  return join(seedDir, `${options.scale}-${fnv1a(resolve(root, options.persistTo)).toString(16)}`);
}

/** Writes the statements to seed*.sql files, starting a new file when one grows past the limit. */
function writeSqlFiles(options: Options): string[] {
  const dir = sqlDir(options);
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (/^seed.*\.sql$/.test(old)) rmSync(join(dir, old));
  const files: string[] = [];
  let fd = -1;
  let bytes = 0;
  const close = () => {
    writeSync(fd, `${SEED_FILE_CLOSING}\n`);
    closeSync(fd);
  };
  const open = () => {
    if (fd >= 0) close();
    const file = join(dir, `seed-${String(files.length + 1).padStart(3, '0')}.sql`);
    files.push(file);
    fd = openSync(file, 'w');
    writeSync(fd, `${SEED_FILE_OPENING}\n`);
    bytes = 0;
  };
  open();
  const input = {
    vehiclesCsv: readFileSync(join(dataDir, 'vehicles-ymm-2010-2025.csv'), 'utf8'),
    enginesCsv: readFileSync(join(dataDir, 'vehicle-engines.csv'), 'utf8'),
    postalCsv: readFileSync(join(dataDir, 'postal-centroids.csv'), 'utf8'),
    scale: options.scale,
    maxStatementChars: STATEMENT_CHARS,
  };
  // Clearing first makes a re-seed over an older (or half-finished) seed start from empty tables.
  for (const statement of [...clearSeedStatements(), ...generateSeedStatements(input)]) {
    const text = `${statement}\n`;
    const size = Buffer.byteLength(text);
    if (bytes > 0 && bytes + size > MAX_FILE_BYTES) open();
    writeSync(fd, text);
    bytes += size;
  }
  close();
  if (files.length === 1) {
    // One file is the common case: give it the plain name.
    const single = join(dir, 'seed.sql');
    writeFileSync(single, readFileSync(files[0]!));
    rmSync(files[0]!);
    return [single];
  }
  return files;
}

/** Writes the generated images under public/, leaving unchanged files untouched and removing ones no longer generated. */
function writeImages(): number {
  let written = 0;
  const generated = new Set<string>();
  for (const { path, content } of imageFiles()) {
    const file = join(root, 'public', path);
    generated.add(file);
    if (existsSync(file) && Buffer.compare(readFileSync(file), content) === 0) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written++;
  }
  for (const folder of ['images/products', 'images/categories'].map((f) => join(root, 'public', f))) {
    for (const name of existsSync(folder) ? readdirSync(folder) : []) {
      if (!generated.has(join(folder, name))) rmSync(join(folder, name));
    }
  }
  return written;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)}s`;
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const label = seedLabel(options.scale);
  const target = options.persistTo ? ` (persist to ${options.persistTo})` : '';
  const started = performance.now();

  const images = writeImages();
  if (images > 0) console.log(`seed: wrote ${images} images under public/images/`);

  const migrated = runWrangler(['d1', 'migrations', 'apply', 'DB'], options, true);
  const applied = [...new Set([...migrated.matchAll(/(\d{4}_[\w-]+\.sql)\s*│\s*✅/g)].map((m) => m[1]))];
  console.log(applied.length > 0 ? `seed: applied migrations ${applied.join(', ')}` : 'seed: migrations up to date');
  const current = currentSeed(options);
  if (current === label) {
    console.log(`seed: already seeded (${label})${target}`);
    return;
  }
  console.log(`seed: ${current ? `replacing "${current}" with` : 'seeding'} "${label}"${target}`);

  let step = performance.now();
  const files = writeSqlFiles(options);
  console.log(`seed: generated ${files.length} SQL file(s) in ${relative(root, sqlDir(options))}/ in ${seconds(step)}`);
  step = performance.now();
  for (const file of files) {
    // Captured: wrangler echoes one JSON result per statement, which is only noise here.
    runWrangler(['d1', 'execute', 'DB', '--file', file, '--yes'], options, true);
  }
  const check = currentSeed(options);
  if (check !== label) throw new Error(`seed_meta reads "${check}" after seeding, expected "${label}"`);
  console.log(`seed: applied in ${seconds(step)}; total ${seconds(started)}`);
  // Cached reads of the old catalog would be served stale once more after a re-seed; drop them.
  rmSync(join(root, options.persistTo ?? '.wrangler/state', 'v3/kv'), { recursive: true, force: true });
  // Benchmark-size SQL runs to hundreds of megabytes; only the dev seed's file is kept for inspection.
  if (options.persistTo) rmSync(sqlDir(options), { recursive: true, force: true });
}

main();
