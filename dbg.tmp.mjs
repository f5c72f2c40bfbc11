import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1366, height: 900 } });
p.on('console', m => console.log('console', m.type(), m.text().slice(0, 300)));
await p.goto('http://localhost:8790/', { waitUntil: 'load' });
await p.waitForSelector('html[data-hydrated=true]');
await p.evaluate(() => { for (const t of ['focusin','input','keydown']) window.addEventListener(t, e => console.log('ev', t, e.isTrusted, e.target.tagName, e.target.value), true); });
const field = p.getByRole('combobox', { name: 'Search parts' });
await field.fill('oil fil');
for (let i = 0; i < 6; i++) { await p.waitForTimeout(500); console.log('t', i, await field.inputValue(), await p.getByTestId('search-popover').count(), await p.evaluate(() => Object.keys(document.querySelector('[data-island=header-search-desktop] input')).length)); }
await b.close();
