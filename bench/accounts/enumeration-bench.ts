/**
 * Enumeration bench (DESIGN §4): for login, registration, password reset and guest order lookup,
 * 200 tries against an existing account (or order) and 200 against an unknown one, interleaved so
 * drift hits both alike. Every pair must give the same status and body, and the medians must be
 * within 10 %; the answers compared are the status, the body and the names of the cookies set.
 * Then token checks (a live SLAS access token reaches the basket API, tampered and expired ones are
 * 401, a replayed refresh token revokes its family) and the sign-in throttle's figures
 * (lockout-checks.ts: parallel bursts, waits, the owner's trusted browser; decision 256).
 *
 *   npx tsx bench/accounts/enumeration-bench.ts [--base http://127.0.0.1:8801] [--port 8801] [--runs 200] [--skip-seed] [--only login,lookup]
 *
 * Without --base it seeds a separate local state folder and serves it on --port. Every request
 * carries its own CF-Connecting-IP so the per-IP limits do not stop the bench (wrangler dev passes
 * the header through; a deployed worker would not). Results: bench/results/accounts-enumeration.{json,md}.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, cliOption, percentile, seedCatalogue, startBenchServer, summarize, type BenchServer } from '../bench-kit';
import { FREE_ATTEMPTS } from '../../worker/commerce/accounts/login-throttle-schedule';
import { BenchShopper, ORG, stockedItems } from '../checkout/bench-client';
import { lockoutChecks } from './lockout-checks';

const args = process.argv.slice(2);
const runs = Number(cliOption(args, 'runs', '200'));
const port = Number(cliOption(args, 'port', '8801'));
const persistTo = cliOption(args, 'persist-to', '.wrangler/bench-accounts');
const only = cliOption(args, 'only', '').split(',').filter(Boolean);
const PASSWORD = 'Sturdy#Pass1';
/** Wrong-password tries per existing account stay within the throttle's free attempts (decision 256). */
const TRIES_PER_ACCOUNT = FREE_ATTEMPTS - 1;

let base = cliOption(args, 'base', '');
let server: BenchServer | null = null;

const email = (tag: string) => `bench.${tag}.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}@example.com`;

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(base + path, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', accept: 'application/json', 'cf-connecting-ip': `bench-${randomUUID()}`, ...headers },
    body: JSON.stringify(body),
  });
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(base + path, { headers: { accept: 'application/json', 'cf-connecting-ip': `bench-${randomUUID()}`, ...headers } });
}

interface Try {
  status: number;
  body: string;
  /** The names of the cookies the answer sets, sorted (a new session must not tell a new account). */
  cookies: string;
  ms: number;
}

async function timed(run: () => Promise<Response>): Promise<Try> {
  const started = performance.now();
  const res = await run();
  const body = await res.text();
  const cookies = res.headers.getSetCookie().map((c) => c.split('=')[0]).sort().join(',');
  return { status: res.status, body, cookies, ms: performance.now() - started };
}

interface Comparison {
  name: string;
  existing: ReturnType<typeof summarize> & { statuses: Record<number, number> };
  unknown: ReturnType<typeof summarize> & { statuses: Record<number, number> };
  sameAnswers: boolean;
  /** |p50 existing − p50 unknown| / the smaller p50, in percent. */
  medianGapPct: number;
  pass: boolean;
  sample: { status: number; body: string; cookies: string };
}

function statuses(tries: Try[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const t of tries) out[t.status] = (out[t.status] ?? 0) + 1;
  return out;
}

/** Runs both sides interleaved (after 10 warm-up pairs) and compares them. */
async function compare(name: string, existing: (i: number) => Promise<Response>, unknown: (i: number) => Promise<Response>): Promise<Comparison> {
  for (let i = 0; i < 10; i++) {
    await timed(() => existing(runs + i));
    await timed(() => unknown(runs + i));
  }
  const a: Try[] = [];
  const b: Try[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate which side goes first, so neither always follows the other.
    if (i % 2 === 0) {
      a.push(await timed(() => existing(i)));
      b.push(await timed(() => unknown(i)));
    } else {
      b.push(await timed(() => unknown(i)));
      a.push(await timed(() => existing(i)));
    }
  }
  const answers = new Set([...a, ...b].map((t) => `${t.status} ${t.body} [${t.cookies}]`));
  const p50a = percentile([...a.map((t) => t.ms)].sort((x, y) => x - y), 50);
  const p50b = percentile([...b.map((t) => t.ms)].sort((x, y) => x - y), 50);
  const gap = (Math.abs(p50a - p50b) / Math.min(p50a, p50b)) * 100;
  const result: Comparison = {
    name,
    existing: { ...summarize(a.map((t) => t.ms)), statuses: statuses(a) },
    unknown: { ...summarize(b.map((t) => t.ms)), statuses: statuses(b) },
    sameAnswers: answers.size === 1,
    medianGapPct: Math.round(gap * 10) / 10,
    pass: answers.size === 1 && gap <= 10,
    sample: { status: a[0]!.status, body: a[0]!.body.slice(0, 200), cookies: a[0]!.cookies },
  };
  console.log(name, { existing: result.existing.p50Ms, unknown: result.unknown.p50Ms, gapPct: result.medianGapPct, sameAnswers: result.sameAnswers, answers: [...answers].slice(0, 3) });
  return result;
}

async function register(address: string): Promise<void> {
  const res = await post('/api/account/register', { firstName: 'Bench', lastName: 'Shopper', email: address, password: PASSWORD, confirmPassword: PASSWORD });
  if (res.status !== 202) throw new Error(`register answered ${res.status}: ${await res.text()}`);
}

function b64url(bytes: Buffer): string {
  return bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const AUTH = () => `/shopper/auth/v1/organizations/${ORG}/oauth2`;
const form = (values: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `bench-${randomUUID()}`, ...headers },
  body: new URLSearchParams(values).toString(),
});

/** A registered shopper's SLAS tokens through /oauth2/login and /oauth2/token. */
async function slasLogin(address: string): Promise<{ access_token: string; refresh_token: string }> {
  const verifier = b64url(randomBytes(48));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const redirect = `${base}/callback`;
  const login = await fetch(base + `${AUTH()}/login`, form({ client_id: 'bench', channel_id: 'axle-us', code_challenge: challenge, redirect_uri: redirect }, { authorization: `Basic ${Buffer.from(`${address}:${PASSWORD}`).toString('base64')}` }));
  if (login.status !== 303) throw new Error(`slas login answered ${login.status}`);
  const location = new URL(login.headers.get('location')!);
  const token = await fetch(base + `${AUTH()}/token`, form({ grant_type: 'authorization_code_pkce', code: location.searchParams.get('code')!, usid: location.searchParams.get('usid')!, code_verifier: verifier, redirect_uri: redirect, client_id: 'bench', channel_id: 'axle-us' }));
  return (await token.json()) as { access_token: string; refresh_token: string };
}

async function tokenChecks(address: string) {
  const tokens = await slasLogin(address);
  const basketPath = `/checkout/shopper-baskets/v1/organizations/${ORG}/baskets?siteId=axle-us`;
  const createWith = (token: string) => fetch(base + basketPath, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  const [h, p, s] = tokens.access_token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'r_someone_else' })).toString('base64url')}.${s}`;
  const expired = `${h}.${Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url')}.${s}`;
  const live: number[] = [];
  const bad: number[] = [];
  const badStatuses = new Set<number>();
  const liveStatuses = new Set<number>();
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const ok = await createWith(tokens.access_token);
    await ok.arrayBuffer();
    live.push(performance.now() - t);
    liveStatuses.add(ok.status);
    t = performance.now();
    const no = await createWith(i % 2 ? tampered : expired);
    await no.arrayBuffer();
    bad.push(performance.now() - t);
    badStatuses.add(no.status);
  }
  const refresh = (token: string) => fetch(base + `${AUTH()}/token`, form({ grant_type: 'refresh_token', refresh_token: token, client_id: 'bench', channel_id: 'axle-us' }));
  const first = await refresh(tokens.refresh_token);
  const next = (await first.json()) as { access_token: string; refresh_token: string };
  const replay = await refresh(tokens.refresh_token);
  const afterReplay = await createWith(next.access_token);
  const checks = {
    liveToken: { ...summarize(live), statuses: [...liveStatuses] },
    tamperedOrExpired: { ...summarize(bad), statuses: [...badStatuses] },
    refreshRotates: first.status === 200 && next.refresh_token !== tokens.refresh_token,
    replayRefused: replay.status,
    familyRevokedAfterReplay: afterReplay.status,
  };
  console.log('token checks', checks);
  return { ...checks, pass: checks.liveToken.statuses.every((st) => st === 200 || st === 201) && checks.tamperedOrExpired.statuses.every((st) => st === 401) && checks.refreshRotates && replay.status === 400 && afterReplay.status === 401 };
}

try {
  if (!base) {
    if (!args.includes('--skip-seed')) seedCatalogue(persistTo, 'default');
    server = await startBenchServer({ port, persistTo });
    base = server.base;
  }
  // Existing accounts: enough for the wrong-password tries to stay under the per-login lock.
  const accounts: string[] = [];
  for (let i = 0; i < Math.ceil((runs + 10) / TRIES_PER_ACCOUNT); i++) {
    const address = email(`existing${i}`);
    await register(address);
    accounts.push(address);
  }
  const loginOf = (i: number) => accounts[Math.floor(i / TRIES_PER_ACCOUNT) % accounts.length]!;

  // One real order for the guest order lookup.
  const [item] = await stockedItems(base, 5, 100000);
  if (!item) throw new Error('no stocked item for the order');
  const buyer = new BenchShopper(base);
  await (await buyer.add(item.productId, 1)).arrayBuffer();
  const placed = await buyer.placeOrder(await buyer.approvedPayment());
  if (placed.status !== 201) throw new Error(`order answered ${placed.status}`);
  const orderNo = ((await placed.json()) as { order: { orderNo: string } }).order.orderNo;
  const otherNo = (i: number) => `${orderNo.slice(0, 6)}${String(100000 + i).slice(-6)}`;

  const wanted = (key: string) => only.length === 0 || only.includes(key);
  const results = [
    wanted('login') && await compare('login (wrong password vs unknown e-mail)', (i) => post('/api/account/login', { email: loginOf(i), password: 'Wrong#Pass9' }), () => post('/api/account/login', { email: email('ghost'), password: 'Wrong#Pass9' })),
    wanted('register') && await compare('register (taken vs new e-mail; status, body and cookies)', (i) => post('/api/account/register', { firstName: 'Bench', lastName: 'Again', email: accounts[i % accounts.length], password: PASSWORD, confirmPassword: PASSWORD }), () => post('/api/account/register', { firstName: 'Bench', lastName: 'New', email: email('new'), password: PASSWORD, confirmPassword: PASSWORD })),
    wanted('reset') && await compare('password reset (existing vs unknown e-mail)', (i) => post('/api/account/password-reset', { email: accounts[i % accounts.length] }), () => post('/api/account/password-reset', { email: email('ghost') })),
    wanted('lookup') && await compare('guest order lookup (real order, wrong e-mail vs unknown number)', () => get(`/custom/guest-order/v1/organizations/${ORG}/${orderNo}?siteId=axle-ca&c_email=${encodeURIComponent('wrong@example.com')}`), (i) => get(`/custom/guest-order/v1/organizations/${ORG}/${otherNo(i)}?siteId=axle-ca&c_email=${encodeURIComponent('bench@example.com')}`)),
  ].filter((r): r is Comparison => !!r);
  const tokens = await tokenChecks(accounts[0]!);
  const lockout = await lockoutChecks(base, async () => {
    const address = email('lockout');
    await register(address);
    return address;
  }, PASSWORD);
  const load = loadavg().map((n) => Math.round(n * 10) / 10);
  const report = { stamp: new Date().toISOString(), base, runs, loadAverage: load, results, tokens, lockout };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const suffix = only.length ? `-${only.join('-')}` : '';
  writeFileSync(join(ROOT, `bench/results/accounts-enumeration${suffix}.json`), JSON.stringify(report, null, 2) + '\n');
  const rows = results.map((r) => `| ${r.name} | ${r.existing.p50Ms} | ${r.unknown.p50Ms} | ${r.medianGapPct} % | ${JSON.stringify(r.existing.statuses)} / ${JSON.stringify(r.unknown.statuses)} | ${r.sameAnswers ? 'yes' : 'NO'} | ${r.pass ? 'pass' : 'FAIL'} |`);
  const md = [
    '# Account enumeration bench',
    '',
    `Recorded ${report.stamp} against ${base} (wrangler dev, production build, local D1; 2 shared cores, load generator on the same machine). ${runs} tries per side, interleaved. Load average at the end: ${load.join(" / ")} (other work shared the machine).`,
    '',
    '| call | p50 existing ms | p50 unknown ms | median gap | statuses (existing / unknown) | same status, body and cookies | verdict |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Cookies set by both sides of each row: ${results.map((r) => `${r.name.split(' ')[0]} [${r.sample.cookies || 'none'}]`).join('; ')}. A taken e-mail's registration now sets the same cookies as a new one (decision 259).`,
    '',
    '## Tokens',
    '',
    `- live SLAS access token on Shopper Baskets: p50 ${tokens.liveToken.p50Ms} ms, statuses ${tokens.liveToken.statuses.join(', ')}`,
    `- tampered or expired access token: p50 ${tokens.tamperedOrExpired.p50Ms} ms, statuses ${tokens.tamperedOrExpired.statuses.join(', ')}`,
    `- refresh rotates: ${tokens.refreshRotates}; replayed refresh token: ${tokens.replayRefused}; the newest access token after the replay: ${tokens.familyRevokedAfterReplay}`,
    `- verdict: ${tokens.pass ? 'pass' : 'FAIL'}`,
    '',
    '## Sign-in throttle (decision 256)',
    '',
    `- 40 parallel logins at one account (39 wrong, the right one last, 40 client IPs): ${JSON.stringify(lockout.storefrontBurst.statuses)}, passwords checked ${lockout.storefrontBurst.passwordsChecked} (at most ${lockout.schedule.freeAttempts})`,
    `- 16 parallel SLAS /oauth2/login with a wrong password: ${JSON.stringify(lockout.slasBurst.statuses)}, passwords checked ${lockout.slasBurst.passwordsChecked}`,
    `- first wait after the free attempts: Retry-After ${lockout.firstWaitSeconds} s; each later failure doubles it, up to an hour`,
    `- guesses a stranger gets through at one account: ${lockout.schedule.firstDay} on the first day, ${lockout.schedule.laterDays} a day after that (the schedule's own figures; fewer than 100)`,
    `- while a stranger holds the login back: the right password from a new browser ${lockout.strangerRightPasswordWhileLocked}, from the owner's trusted browser ${lockout.ownerTrustedDeviceWhileLocked}`,
    `- verdict: ${lockout.pass ? 'pass' : 'FAIL'}`,
    '',
  ].join('\n');
  writeFileSync(join(ROOT, `bench/results/accounts-enumeration${suffix}.md`), md);
  console.log(md);
} finally {
  server?.stop();
}
