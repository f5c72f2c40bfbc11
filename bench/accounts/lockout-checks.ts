/**
 * Sign-in throttle figures for the enumeration bench (decision 256), against the running store:
 * parallel bursts at one account (storefront and SLAS) and how many passwords they got checked,
 * the waits after the free attempts, and the owner's trusted browser during a stranger's lock.
 * The schedule's guesses per day come from the same constants the worker runs.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { attemptsWithin, FREE_ATTEMPTS } from '../../worker/commerce/accounts/login-throttle-schedule';
import { ORG } from '../checkout/bench-client';

const DAY_MS = 24 * 3_600_000;

export interface LockoutFigures {
  storefrontBurst: { requests: number; statuses: Record<number, number>; passwordsChecked: number };
  slasBurst: { requests: number; statuses: Record<number, number>; passwordsChecked: number };
  firstWaitSeconds: number | null;
  ownerTrustedDeviceWhileLocked: number;
  strangerRightPasswordWhileLocked: number;
  schedule: { freeAttempts: number; firstDay: number; laterDays: number };
  pass: boolean;
}

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

export async function lockoutChecks(base: string, newAccount: () => Promise<string>, password: string): Promise<LockoutFigures> {
  const login = (email: string, pw: string, cookie?: string) =>
    fetch(`${base}/api/account/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', 'cf-connecting-ip': `bench-${randomUUID()}`, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password: pw }),
    });
  const slasLogin = (email: string, pw: string) => {
    const challenge = createHash('sha256').update(randomBytes(48).toString('base64url')).digest('base64url');
    return fetch(`${base}/shopper/auth/v1/organizations/${ORG}/oauth2/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': `bench-${randomUUID()}`,
        authorization: `Basic ${Buffer.from(`${email}:${pw}`).toString('base64')}`,
      },
      body: new URLSearchParams({ client_id: 'bench', channel_id: 'axle-us', code_challenge: challenge, redirect_uri: `${base}/callback` }).toString(),
    });
  };

  // 40 parallel logins, 39 wrong and the right one last, each from its own client IP.
  const target = await newAccount();
  const burst = await Promise.all([...Array.from({ length: 39 }, () => login(target, 'Wrong#Pass9')), login(target, password)]);
  const storefront = tally(burst.map((r) => r.status));
  const firstWait = burst.find((r) => r.status === 429)?.headers.get('retry-after');

  const slasTarget = await newAccount();
  const slasStatuses = tally((await Promise.all(Array.from({ length: 16 }, () => slasLogin(slasTarget, 'Wrong#Pass9')))).map((r) => r.status));

  // The owner signed in once from this browser; a stranger then fills the login's bucket.
  const owner = await newAccount();
  const first = await login(owner, password);
  const device = first.headers.getSetCookie().find((c) => c.startsWith('__Host-axle_device='))?.split(';')[0];
  for (let i = 0; i < FREE_ATTEMPTS; i++) await (await login(owner, 'Wrong#Pass9')).arrayBuffer();
  const stranger = await login(owner, password);
  const trusted = await login(owner, password, device);

  const figures: LockoutFigures = {
    storefrontBurst: { requests: 40, statuses: storefront, passwordsChecked: (storefront[401] ?? 0) + (storefront[200] ?? 0) },
    slasBurst: { requests: 16, statuses: slasStatuses, passwordsChecked: (slasStatuses[401] ?? 0) + (slasStatuses[303] ?? 0) },
    firstWaitSeconds: firstWait ? Number(firstWait) : null,
    ownerTrustedDeviceWhileLocked: trusted.status,
    strangerRightPasswordWhileLocked: stranger.status,
    schedule: { freeAttempts: FREE_ATTEMPTS, firstDay: attemptsWithin(DAY_MS), laterDays: attemptsWithin(2 * DAY_MS) - attemptsWithin(DAY_MS) },
    pass: false,
  };
  figures.pass =
    figures.storefrontBurst.passwordsChecked <= FREE_ATTEMPTS &&
    figures.slasBurst.passwordsChecked <= FREE_ATTEMPTS &&
    trusted.status === 200 &&
    stranger.status === 429 &&
    figures.schedule.firstDay < 100;
  console.log('lock-out checks', figures);
  return figures;
}
