/**
 * The store the browser tests start renders any page afresh for a request carrying this token in
 * `X-Edge-Bypass` (decision 279), instead of answering from the edge cache, whose copies outlive
 * a run in the local state folder. A spec that needs a page rendered by this build sends it.
 */
export const RENDER_TOKEN = 'browser-tests-render-0123456789';
