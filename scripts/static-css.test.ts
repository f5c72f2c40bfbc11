import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { css } from '../styled-system/css/index.js';
import { inlineStaticCss, staticCssCalls } from './static-css';

const header = "import { css, cx } from 'styled-system/css';\n";

describe('build-time class names', () => {
  it('replaces a literal call by the class string css() returns at run time', () => {
    const out = inlineStaticCss(`${header}const a = css({ display: 'flex', gap: '2', _hover: { color: 'danger' }, md: { p: '4' } });`, 'x.tsx');
    expect(out?.code).toBe(`${header}const a = ${JSON.stringify(css({ display: 'flex', gap: '2', _hover: { color: 'danger' }, md: { p: '4' } }))};`);
  });

  it('merges several literal arguments as css() does', () => {
    const out = inlineStaticCss(`${header}f(css({ p: '2' }, { p: '4', color: 'muted' }));`, 'x.ts');
    expect(out?.code).toContain(JSON.stringify(css({ p: '2' }, { p: '4', color: 'muted' })));
  });

  it('leaves calls with anything computed, and modules without the import, as they are', () => {
    const dynamic = `${header}const b = (on: boolean) => css({ color: on ? 'danger' : 'fg' });\nconst c = css({ ...base });\nconst d = css({ w: SIZE });`;
    expect(inlineStaticCss(dynamic, 'x.tsx')).toBeNull();
    expect(inlineStaticCss("import { css } from 'elsewhere';\nconst e = css({ p: '2' });", 'x.ts')).toBeNull();
  });

  it('keeps offsets right after text that is not ASCII', () => {
    const out = inlineStaticCss(`${header}const label = 'Pièces d’auto — é';\nconst f = css({ p: '2' });`, 'x.ts');
    expect(out?.code).toBe(`${header}const label = 'Pièces d’auto — é';\nconst f = ${JSON.stringify(css({ p: '2' }))};`);
  });

  it('agrees with css() on every call it replaces in the store', () => {
    const files = execSync('git ls-files client shared', { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
    let checked = 0;
    for (const file of files) {
      for (const call of staticCssCalls(readFileSync(file, 'utf8'), file)) {
        // The source of a literal argument list is plain JavaScript once `as const` is dropped.
        const args = new Function(`return [${call.argumentsSource.replace(/\s+as const\b/g, '')}]`)() as Parameters<typeof css>;
        expect(call.className, `${file} at ${call.start}`).toBe(css(...args));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(800);
  });
});
