// Renders a page's document in Node many times from its boot state (taken from a served page).
import React from "react";
import { readFileSync, writeFileSync } from 'node:fs';
import { renderToReadableStream } from 'react-dom/server.edge';
import messages from './shared/i18n/generated/messages.json';
import { setIntlFactory, type Messages } from './shared/i18n/create-intl';
import { keptIntl } from './worker/render/server-intl';
import { Document } from './client/document';
import { loadPage } from './client/pages/page-registry';
import { preloadWidgets } from './client/components/lazy/lazy-widget';
import { prepareWidgetMarkup } from './worker/render/widget-markup';
import './worker/render/card-markup';

setIntlFactory(keptIntl);
const file = process.argv[2]!;
const html = readFileSync(file, 'utf8');
const json = /<script type="application\/json" id="__AXLE_BOOT__">([\s\S]*?)<\/script>/.exec(html)![1]!;
const { boot, assets } = JSON.parse(json.replace(/\\u003c/g, '<'));
const SERVER_MESSAGES = messages as Record<string, Messages>;
const payload = Object.entries(boot.fallback).find(([k]) => k.startsWith('/api/page'))![1] as { kind: string };
await Promise.all([loadPage(payload.kind as never), preloadWidgets()]);
async function once() {
  prepareWidgetMarkup(boot, SERVER_MESSAGES);
  const stream = await renderToReadableStream(<Document boot={boot} assets={assets} nonce="abc" serverMessages={SERVER_MESSAGES} />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const reader = stream.getReader();
  let n = 0;
  for (;;) { const { done, value } = await reader.read(); if (done) break; n += value.length; }
  return n;
}
for (let i = 0; i < 50; i++) await once();
const N = Number(process.env.N ?? 300);
const t = performance.now();
let bytes = 0;
for (let i = 0; i < N; i++) bytes = await once();
console.log(file, 'ms per render', ((performance.now() - t) / N).toFixed(3), 'bytes', bytes);
import { markupCache } from './worker/render/widget-markup-cache';
const get = markupCache.get.bind(markupCache);
let misses = 0; const missed = new Set<string>();
markupCache.get = (k: string) => { const v = get(k); if (v === undefined) { misses++; missed.add(k.slice(0, 80)); } return v; };
for (let i = 0; i < 20; i++) await once();
console.log('misses in 20 renders', misses, [...missed]);
