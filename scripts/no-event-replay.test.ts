import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Issue 27 (decision 270): the browser code never replays an event it did not receive. React
 * replays what it replays (pointerover, focusin, form actions); a click before hydration does
 * what the HTML does. No island interception, no synthetic clicks or dispatched events.
 */
describe('no event interception or replay in the browser code', () => {
  it('has no dispatchEvent, synthetic click or island module', () => {
    const offending: string[] = [];
    for (const file of sources(join(root, 'client'))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of [/\bdispatchEvent\s*\(/, /\.click\(\s*\)/, /settleIslands|islandsSettled|useLazyTrigger/]) {
        if (pattern.test(text)) offending.push(`${relative(root, file)}: ${pattern}`);
      }
    }
    expect(offending).toEqual([]);
    expect(() => statSync(join(root, 'client/components/lazy/island.tsx'))).toThrow();
  });
});
