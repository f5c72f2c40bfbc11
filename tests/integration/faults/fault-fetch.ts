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

let renders = 0;

/**
 * A page as a browser asks for it, rendered under the fault: a query no other request uses keeps
 * the edge HTML cache from answering with a copy rendered before the fault (decision 200).
 */
export function pageWith(patch: EnvPatch, path: string, headers: Record<string, string> = {}) {
  renders += 1;
  const unique = `${path}${path.includes('?') ? '&' : '?'}fault-render=${renders}`;
  return fetchWith(patch, unique, { headers: { accept: 'text/html', ...headers } });
}
