import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const buildDir = join(root, 'public/build');
const built = existsSync(join(buildDir, 'metafile.json'));

// Decision 257: the common-password list is the worker's; the browser checks the length only.
describe('the common-password list stays out of the client bundle', () => {
  it('has a build to look at', () => {
    expect(built, 'run `npm run build` first').toBe(true);
  });

  it.runIf(built)('no client file takes the list in, and no chunk carries its entries', () => {
    const metafile = JSON.parse(readFileSync(join(buildDir, 'metafile.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.filter((input) => /common-passwords/.test(input))).toEqual([]);
    const scripts = (readdirSync(buildDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      expect(readFileSync(join(buildDir, file), 'utf8').includes('qwertyuiop\\n1234567890'), file).toBe(false);
    }
  });
});
