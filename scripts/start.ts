/** `npm start`: production client build, then migrate + seed local D1 and serve on :8787. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules/.bin/tsx');
execFileSync(process.execPath, [tsx, 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [tsx, 'scripts/serve.ts'], { cwd: root, stdio: 'inherit' });
