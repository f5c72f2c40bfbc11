import { chromium } from '@playwright/test';
import { JOURNEY } from './retail-journey.ts';
const wanted = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.setDefaultTimeout(90000);
await page.addLocatorHandler(page.getByRole('heading', { name: 'Tracking Consent' }), () => page.getByRole('button', { name: 'Accept' }).click());
const ctx: any = { app: 'http://localhost:3007', axle: 'http://127.0.0.1:8807', organizationId: 'f_ecom_axle', siteId: 'axle-us', email: `pwa.${Date.now()}@example.com`, password: 'Axle#Pass123' };
for (const step of JOURNEY) {
  if (wanted.length && !wanted.some((w) => step.name.startsWith(w))) continue;
  const t0 = Date.now();
  try { console.log('ok  ', step.name, await step.run(page, ctx), Date.now() - t0); }
  catch (e) { console.log('FAIL', step.name, String((e as Error).message).split('\n').slice(0, 4).join(' / ')); await page.screenshot({ path: `/tmp/explore/fail-${step.name.split(' ')[0]}.png` }); }
}
await browser.close();
