import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { keptCardMarkup } from '../../client/features/product-card/kept-card-markup';

/**
 * Product cards written from markup kept per isolate (decision 300): a page built from kept cards
 * is byte for byte the page the inline render gives (the nonce aside), ids included, so the
 * browser hydrates the same elements; a card's markup follows its props, site and locale.
 */
const BYPASS = 'card-markup-test-0123456789';
const bindings = { ...env, EDGE_HTML_BYPASS_TOKEN: BYPASS } as Env;

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html', 'x-edge-bypass': BYPASS, ...headers } }), bindings, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBe(200);
  return text;
}

const withoutNonce = (page: string) => page.replace(/nonce="[^"]*"/g, 'nonce=""');

/** Where two pages first differ, with some context from each; null when they are the same. */
function firstDifference(kept: string, inline: string): { kept: string; inline: string } | null {
  if (kept === inline) return null;
  let at = 0;
  while (kept[at] === inline[at]) at++;
  return { kept: kept.slice(Math.max(0, at - 150), at + 150), inline: inline.slice(Math.max(0, at - 150), at + 150) };
}

/** Renders with kept card markup switched off: every card inline. */
async function inline(path: string, headers?: Record<string, string>): Promise<string> {
  const use = keptCardMarkup.use;
  keptCardMarkup.use = undefined;
  try {
    return await html(path, headers);
  } finally {
    keptCardMarkup.use = use;
  }
}

/** Counts the cards written from kept markup while `run` renders. */
async function countingKept(run: () => Promise<void>): Promise<number> {
  const use = keptCardMarkup.use!;
  let kept = 0;
  keptCardMarkup.use = (props, nameId) => {
    const html = use(props, nameId);
    if (html !== undefined) kept++;
    return html;
  };
  try {
    await run();
  } finally {
    keptCardMarkup.use = use;
  }
  return kept;
}

const PAGES = [
  '/2019-honda-civic/brakes',
  '/2019-honda-civic/brakes?page=2',
  '/2019-honda-civic/brakes?sort=price-low-to-high',
  '/brakes/brake-pads',
  '/search?q=brake%20pads',
  '/ca/fr/2019-honda-civic/brakes',
  '/es/brakes/brake-pads',
];

describe('kept product card markup', () => {
  it('gives the same page as the inline render on every kind of list, in four locales, and is used from the second render', async () => {
    const first = await countingKept(async () => {
      for (const path of PAGES) await html(path);
    });
    const pages: string[] = [];
    const again = await countingKept(async () => {
      for (const path of PAGES) pages.push(await html(path));
    });
    expect(again, 'the second renders write kept cards').toBeGreaterThanOrEqual(PAGES.length * 10);
    expect(again).toBeGreaterThanOrEqual(first);
    for (const [index, path] of PAGES.entries()) {
      const cards = pages[index]!.match(/data-testid="product-card"/g)?.length ?? 0;
      expect(cards, `${path} has cards`).toBeGreaterThan(0);
      expect(firstDifference(withoutNonce(pages[index]!), withoutNonce(await inline(path))), path).toBeNull();
    }
  });

  it('points each heart at its own card’s name, with ids unique on the page', async () => {
    await html('/2019-honda-civic/brakes');
    const page = await html('/2019-honda-civic/brakes');
    const hearts = page.match(/data-testid="wishlist-heart"/g) ?? [];
    expect(hearts.length).toBeGreaterThan(20);
    const described = [...page.matchAll(/aria-describedby="([^"]+)" data-testid="wishlist-heart"/g)].map((m) => m[1]!);
    expect(described.length).toBe(hearts.length);
    expect(new Set(described).size).toBe(described.length);
    for (const id of described) expect(page, id).toMatch(new RegExp(`<h2 id="${id}"`));
    expect(page).not.toContain('kept-card-name-id');
  });

  it('writes a card for what it is now: the vehicle, the locale and the site show in the kept markup', async () => {
    await html('/2019-honda-civic/brakes');
    await html('/brakes/brake-pads');
    const withVehicle = await html('/2019-honda-civic/brakes');
    const without = await html('/brakes/brake-pads');
    expect(withVehicle).toContain('Fits 2019 Honda Civic');
    expect(without).toContain('Check Vehicle Fit');
    expect(without).not.toContain('Fits 2019 Honda Civic');
    const french = await html('/ca/fr/2019-honda-civic/brakes');
    expect(french).toMatch(/Ajouter au panier/);
    expect(french).toMatch(/\d+,\d{2}\s\$/);
  });
});
