import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/**
 * What a first load costs: once a page has hydrated and its data has arrived, React stops
 * rendering (a render loop keeps the main thread busy for ever), and the shell widgets' code
 * loads once each, at the first idle moment (decision 270). React reports each commit to a devtools hook if one exists;
 * the test installs one that only counts.
 */
async function countCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = { commits: 0 };
    (window as unknown as { __commits: typeof counter }).__commits = counter;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => void (counter.commits += 1),
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
  });
}

const commits = (page: Page) => page.evaluate(() => (window as unknown as { __commits: { commits: number } }).__commits.commits);
/** Lets the page run for a number of animation frames (a state to wait on, not a time). */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        const next = () => (++seen >= n ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );

for (const path of ['/', '/2019-honda-civic/brakes', '/product/AX-BRK-100010', '/ca/product/AX-BRK-100010']) {
  test(`${path} stops rendering once loaded, and loads each widget's code once`, async ({ page }) => {
    await countCommits(page);
    const chunks: string[] = [];
    const once: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (/\/build\/chunks\/(desktop-menu|mobile-drawer|header-search|locale-switcher|country-picker|footer)-/.test(file)) chunks.push(file);
      if (file.startsWith('/i18n/') || file === '/api/personal') once.push(file);
    });
    await page.goto(path);
    await hydrated(page);
    await expect.poll(() => commits(page)).toBeGreaterThan(0);
    // Data arriving (stock, reviews, the fitment check) commits a few more times, then nothing does.
    await expect
      .poll(
        async () => {
          const before = await commits(page);
          await frames(page, 30);
          return (await commits(page)) - before;
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    // Every widget hydrated; each chunk was fetched once.
    await hydrated(page);
    expect(chunks.length).toBeGreaterThan(0);
    expect(new Set(chunks).size).toBe(chunks.length);
    // The messages load once (a refetch would re-render every translated component), and the
    // personal read once, after hydration.
    expect(once.sort()).toEqual(['/api/personal', `/i18n/${path.startsWith('/ca/') ? 'en-CA' : 'en-US'}.json`]);
  });
}
