import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1366, height: 823 } });
const open = new Map(); p.on('request', r => open.set(r, Date.now())); p.on('requestfinished', r => open.delete(r)); p.on('requestfailed', r => open.delete(r));
await p.goto('http://localhost:8795/product/AX-BRK-100010', { waitUntil: 'load' });
await p.waitForTimeout(5000);
console.log([...open.keys()].map(r => r.url()));
await b.close();
