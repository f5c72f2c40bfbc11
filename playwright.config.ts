import { defineConfig, devices } from '@playwright/test';
import { RENDER_TOKEN } from './tests/e2e/render-token';

const PORT = Number(process.env.E2E_PORT ?? 8787);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * Specs whose subject does not change with the width (which parts may be sold, stock wording, the
 * captcha preference, order status, pickup offers, recommendations, the wish list, the account
 * area's forms, first-load form errors): the page parts they drive are the same markup at every
 * width, so they run once, at desktop width. The header, menus, drawers, dialogs, filters, layout
 * and the journeys keep both widths.
 */
const WIDTH_AGNOSTIC = [
  'orderable.spec.ts',
  'stock-message.spec.ts',
  'contact-captcha.spec.ts',
  'order-status.spec.ts',
  'cart-pickup-offer.spec.ts',
  'recommendations.spec.ts',
  'wishlist.spec.ts',
  'account-area.spec.ts',
  'form-errors-first-load.spec.ts',
];

/**
 * Every browser starts with a consent choice already made (analytics yes, marketing no), so the
 * Law 25 banner of the Canadian site does not sit over the pages other specs drive. The consent
 * spec starts from an empty browser instead (decision 180).
 */
const DECIDED_CONSENT = {
  cookies: [],
  origins: [{ origin: BASE_URL, localStorage: [{ name: 'axle.consent', value: JSON.stringify({ v: 1, analytics: true, marketing: false, at: Date.now() }) }] }],
};

/** Browser tests drive the running store in Debian's Chromium (no browser downloads here). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  // Artifacts in their own folder: Playwright empties it on start, and test-results/ also holds
  // the unit/integration report.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    storageState: DECIDED_CONSENT,
    // A trace records screenshots and DOM snapshots all along, which more than doubles a journey's
    // CPU time on two cores; it is taken on the retry of a failed test, where it explains the failure.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // Every spec runs at desktop width and on a 320 px phone, except the width-agnostic ones above. A
  // test meant for one of them only carries the tag @desktop or @mobile in its title; per-locale
  // journeys alternate widths (decision 231).
  projects: [
    { name: 'desktop', grepInvert: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', grepInvert: /@desktop/, testIgnore: WIDTH_AGNOSTIC, use: { ...devices['Desktop Chrome'], viewport: { width: 320, height: 720 }, hasTouch: true } },
  ],
  webServer: {
    command: `PORT=${PORT} EDGE_HTML_BYPASS_TOKEN=${RENDER_TOKEN} node_modules/.bin/tsx scripts/serve.ts`,
    url: `http://localhost:${PORT}/favicon.svg`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
