import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { css } from '../styled-system/css/index.js';
import { inlineStaticCss as inlineWith, staticCssCalls, type CssFunction } from './static-css';

const inlineStaticCss = (code: string, id: string) => inlineWith(code, id, css as CssFunction);

const header = "import { css, cx } from 'styled-system/css';\n";

describe('build-time class names', () => {
  it('replaces a literal call by the class string css() returns at run time', () => {
    const out = inlineStaticCss(`${header}const a = css({ display: 'flex', gap: '2', _hover: { color: 'danger' }, md: { p: '4' } });`, 'x.tsx');
    expect(out?.code).toBe(`${header}const a = (${JSON.stringify(css({ display: 'flex', gap: '2', _hover: { color: 'danger' }, md: { p: '4' } }))});`);
  });

  it('merges several literal arguments as css() does', () => {
    const out = inlineStaticCss(`${header}f(css({ p: '2' }, { p: '4', color: 'muted' }));`, 'x.ts');
    expect(out?.code).toContain(JSON.stringify(css({ p: '2' }, { p: '4', color: 'muted' })));
  });

  it('turns up to two conditions between literals into a choice between class strings', () => {
    const out = inlineStaticCss(`${header}const b = (on: boolean, off: boolean) => css({ p: '2', color: on ? 'danger' : undefined, w: off ? '4' : '8' });`, 'x.tsx');
    const choice = new Function('on', 'off', `return ${out?.code.slice(out.code.indexOf('=> ') + 3, -1)}`) as (on: boolean, off: boolean) => string;
    for (const on of [true, false]) for (const off of [true, false]) {
      expect(choice(on, off)).toBe(css({ p: '2', color: on ? 'danger' : undefined, w: off ? '4' : '8' }));
    }
  });

  it('leaves calls with anything computed, and modules without the import, as they are', () => {
    const dynamic = `${header}const b = (on: boolean) => css({ color: on ? tone : 'fg' });\nconst c = css({ ...base });\nconst d = css({ w: SIZE });\nconst e = (x: number) => css({ a: x > 1 ? 'a' : 'b', b: x > 2 ? 'a' : 'b', c: x > 3 ? 'a' : 'b' });`;
    expect(inlineStaticCss(dynamic, 'x.tsx')).toBeNull();
    expect(inlineStaticCss("import { css } from 'elsewhere';\nconst e = css({ p: '2' });", 'x.ts')).toBeNull();
  });

  it('keeps offsets right after text that is not ASCII', () => {
    const out = inlineStaticCss(`${header}const label = 'Pièces d’auto — é';\nconst f = css({ p: '2' });`, 'x.ts');
    expect(out?.code).toBe(`${header}const label = 'Pièces d’auto — é';\nconst f = (${JSON.stringify(css({ p: '2' }))});`);
  });

  it('agrees with css() on every call it replaces in the store', () => {
    const files = execSync('git ls-files client shared', { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
    let checked = 0;
    for (const file of files) {
      for (const call of staticCssCalls(readFileSync(file, 'utf8'), file, css as CssFunction)) {
        for (const variant of call.variants) {
          // Each condition's test replaced by the branch's boolean, from the last one back so the
          // offsets hold; the rest is plain JavaScript once `as const` is dropped.
          let source = call.argumentsSource;
          for (let index = call.testRanges.length - 1; index >= 0; index--) {
            const [start, end] = call.testRanges[index]!;
            source = `${source.slice(0, start)}${variant.branches[index]}${source.slice(end)}`;
          }
          const args = new Function(`return [${source.replace(/\s+as const\b/g, '')}]`)() as Parameters<typeof css>;
          expect(variant.className, `${file} at ${call.start}`).toBe(css(...args));
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(800);
  });
});
