import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JS_BUDGET, gzipBytes, pageChunk, pageJs, readBuild } from './js-budget';

const root = join(import.meta.dirname, '..');
const built = existsSync(join(root, 'public/build/metafile.json'));

// `npm test` builds first; a bare `vitest` run without a build says so instead of passing.
describe('JavaScript budgets (gzip, production build)', () => {
  it('has a build to measure', () => {
    expect(built, 'run `npm run build` first').toBe(true);
  });

  it.runIf(built)('home ≤ 120 KB; vehicle landing, lists and product ≤ 140 KB', () => {
    const build = readBuild(root);
    const kb = (module: string) => pageJs(build, module).bytes;
    expect(kb('client/pages/home-page.tsx')).toBeLessThanOrEqual(JS_BUDGET.home);
    expect(kb('client/pages/product-list-page.tsx')).toBeLessThanOrEqual(JS_BUDGET.list);
    expect(kb('client/pages/vehicle-page.tsx')).toBeLessThanOrEqual(JS_BUDGET.list);
    expect(kb('client/pages/product-page.tsx')).toBeLessThanOrEqual(JS_BUDGET.product);
  });

  it.runIf(built)('the product page loads at most 25 KB more than the home page', () => {
    const build = readBuild(root);
    const product = pageJs(build, 'client/pages/product-page.tsx').bytes;
    const home = pageJs(build, 'client/pages/home-page.tsx').bytes;
    expect(product - home).toBeLessThanOrEqual(25 * 1024);
  });

  it.runIf(built)('every route chunk is ≤ 30 KB', () => {
    const build = readBuild(root);
    for (const [file, output] of Object.entries(build.metafile.outputs)) {
      if (!output.entryPoint?.startsWith('client/pages/')) continue;
      expect(gzipBytes(build, pageChunk(build, output.entryPoint)), file).toBeLessThanOrEqual(JS_BUDGET.routeChunk);
    }
  });

  it.runIf(built)('React runs its production build and is shipped once', () => {
    const build = readBuild(root);
    const modules = Object.values(build.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(modules.filter((m) => m.includes('react-dom') && m.includes('development'))).toEqual([]);
    expect(modules.filter((m) => m.endsWith('react-dom-client.production.js'))).toHaveLength(1);
  });
});
