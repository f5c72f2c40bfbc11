/**
 * `npm test`: builds the client, then runs unit tests (Node), integration tests (the worker in
 * workerd with real D1 and KV) and browser tests (Chromium against the running store), and
 * prints one closing line with the totals. Exits non-zero on any failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function step(label: string, cmd: string, args: string[]): boolean {
  console.log(`\n=== ${label} ===`);
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' } });
  return run.status === 0;
}

/** Runs a command alongside the others, its output labelled; resolves to whether it succeeded. */
function alongside(label: string, cmd: string, args: string[]): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' } });
    const relay = (to: NodeJS.WriteStream) => (chunk: Buffer) => to.write(chunk.toString().replace(/^(?=.)/gm, `[${label}] `));
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

let ok = step('build', process.execPath, [bin('tsx'), 'scripts/build.ts']);
// The type check takes one core; the browser tests' database is migrated and seeded on the other
// meanwhile, so their store starts at once later instead of seeding then.
console.log('\n=== typecheck, and the browser tests\' database ===');
const [typed, seeded] = await Promise.all([
  alongside('typecheck', process.execPath, [bin('tsc'), '--noEmit', '-p', 'tsconfig.json']),
  alongside('seed', process.execPath, [bin('tsx'), 'scripts/seed-local.ts']),
]);
ok = typed && seeded && ok;
ok = step('unit + integration', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(results, 'vitest.json')}`]) && ok;
ok = step('e2e', bin('playwright'), ['test']) && ok;

interface VitestJson { numPassedTests: number; numFailedTests: number; numPendingTests: number }
interface PlaywrightJson { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
const read = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);
const vitest = read<VitestJson>(join(results, 'vitest.json'));
const e2e = read<PlaywrightJson>(join(results, 'e2e.json'));
const passed = (vitest?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + (ok ? 0 : vitest && e2e ? 0 : 1);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0);
console.log(`\nall tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
