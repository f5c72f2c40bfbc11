import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../../worker/index';
import type { PortFaults } from '../../../worker/integrations/ports';

/** What a fault test changes in the worker's environment (wrapped bindings, port faults). */
export type EnvPatch = Partial<Env> & { PORT_FAULTS?: PortFaults };

/**
 * Sends a request to the worker with some bindings replaced, reads the whole body (streamed
 * sections included) and waits for the work scheduled after the response (cache writes).
 */
export async function fetchWith(patch: EnvPatch, path: string, init: RequestInit = {}): Promise<{ res: Response; body: string }> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }), { ...env, ...patch }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/** The edge HTML cache's bypass for this file's renders (its key ignores unknown queries, decision 276). */
const BYPASS = 'fault-render-edge-bypass';

/**
 * A page as a browser asks for it, rendered under the fault: the edge cache's bypass keeps it from
 * answering with a copy rendered before the fault (decision 200), so the page is rendered afresh.
 */
export function pageWith(patch: EnvPatch, path: string, headers: Record<string, string> = {}) {
  return fetchWith({ EDGE_HTML_BYPASS_TOKEN: BYPASS, ...patch } as EnvPatch, path, { headers: { accept: 'text/html', 'x-edge-bypass': BYPASS, ...headers } });
}
