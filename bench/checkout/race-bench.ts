/**
 * The no-oversell race bench (issue: 1,000 rounds of 50–200 concurrent buyers for 1–5 units →
 * 0 oversold, 0 5xx). Runs `race.workerd.ts` in workerd with real D1 and records every round in
 * bench/results/race.json and a summary in bench/results/race.md.
 *
 *   npx tsx bench/checkout/race-bench.ts [--rounds 1000]
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const roundsArg = args.indexOf('--rounds');
const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 1000;

interface Round { round: number; buyers: number; units: number; placed: number; sold: number; conflicts: number; serverErrors: number; other: number; left: number; placeMs: number }

const found: Round[] = [];
// Rounds are appended as they finish, so a run stopped early still leaves its record.
const progressPath = join(root, 'bench/results/race-rounds.jsonl');
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(progressPath, '');
let summary: { rounds: number; buyers: number; oversold: number; serverErrors: number } | null = null;
const started = Date.now();
const child = spawn(join(root, 'node_modules/.bin/vitest'), ['run', '--config', 'bench/checkout/vitest.race.config.ts'], {
  cwd: root,
  env: { ...process.env, RACE_ROUNDS: String(rounds) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let buffer = '';
child.stdout.on('data', (chunk: Buffer) => {
  buffer += chunk.toString();
  let newline: number;
  while ((newline = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    const round = /RACE_ROUND (\{.*\})/.exec(line);
    if (round) {
      found.push(JSON.parse(round[1]!) as Round);
      appendFileSync(progressPath, `${round[1]}\n`);
      if (found.length % 50 === 0) console.log(`race: ${found.length}/${rounds} rounds`);
    }
    const total = /RACE_SUMMARY (\{.*\})/.exec(line);
    if (total) summary = JSON.parse(total[1]!);
  }
});
// Stopped early (Ctrl-C, a time limit): stop the runner and record the rounds that finished.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGTERM'));
const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const oversold = found.reduce((n, r) => n + Math.max(0, r.sold - r.units), 0);
const undersold = found.reduce((n, r) => n + Math.max(0, r.units - r.sold), 0);
const serverErrors = found.reduce((n, r) => n + r.serverErrors, 0);
const other = found.reduce((n, r) => n + r.other, 0);
const buyers = found.reduce((n, r) => n + r.buyers, 0);
const placeMs = found.map((r) => r.placeMs).sort((a, b) => a - b);
const pct = (p: number) => placeMs[Math.min(placeMs.length - 1, Math.floor((p / 100) * placeMs.length))] ?? 0;
const report = { stamp: new Date().toISOString(), runtime: 'workerd (vitest-pool-workers), real D1', rounds: found.length, buyers, oversold, undersold, serverErrors, other, exitCode: code, minutes: Number(minutes), summary, detail: found };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/race.json'), JSON.stringify(report) + '\n');
writeFileSync(
  join(root, 'bench/results/race.md'),
  [
    '# No-oversell race',
    '',
    `Recorded ${report.stamp}: \`npx tsx bench/checkout/race-bench.ts --rounds ${rounds}\`${found.length < rounds ? ` (stopped after ${found.length} rounds)` : ''} — the worker's fetch handler in workerd with real local D1 (no dev server in between), ${minutes} min on 2 shared cores.`,
    '',
    `**${found.length} rounds, ${buyers} buyers** (50–200 per round, all placing at once, for the last 1–5 units): oversold **${oversold}**, undersold ${undersold}, 5xx **${serverErrors}**, other statuses ${other}; every losing buyer got 409.`,
    `Place-order burst per round (all buyers answered): p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${placeMs.at(-1) ?? 0} ms.`,
    '',
    'Every round: stock set to exactly U units after all buyers had the product in the cart and an approved payment; sold counted from the orders table; stock left after the round in race.json (`left`).',
    '',
  ].join('\n'),
);
console.log(`race: ${found.length} rounds, ${buyers} buyers, oversold ${oversold}, undersold ${undersold}, 5xx ${serverErrors}, exit ${code}, ${minutes} min`);
process.exit(code);
