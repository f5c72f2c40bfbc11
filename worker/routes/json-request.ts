/**
 * The one reader of JSON request bodies (decision 261). Every route that accepts JSON reads its
 * body here, so each one refuses the same things the same way, before any validation runs:
 * - a media type other than `application/json` (parsed, so `text/plain;charset=application/json`
 *   is not JSON) or a charset other than UTF-8: 415;
 * - more than MAX_JSON_BYTES: 413;
 * - bytes that are not UTF-8, or text that is not JSON: 400;
 * - arrays and objects nested deeper than MAX_JSON_DEPTH: 400. Validators and their error
 *   printers recurse through a value, so a body of 10,000 nested arrays would otherwise overflow
 *   the stack and answer 500.
 */
import { AppError, BadRequestError } from '../errors';

/** Largest JSON body any route reads; the same as the app-wide body limit (decision 005). */
export const MAX_JSON_BYTES = 64 * 1024;
/** Deepest nesting of arrays and objects a body may have; the deepest body we accept needs 4. */
export const MAX_JSON_DEPTH = 16;

export const JSON_MEDIA_TYPE_MESSAGE = 'Content-Type must be application/json';
export const JSON_TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`;
export const JSON_INVALID_MESSAGE = 'Request body must be valid JSON';
export const JSON_TOO_LARGE_MESSAGE = 'Request body too large';

/** Whether a Content-Type header names JSON: media type exactly application/json, charset (if any) UTF-8. */
export function isJsonContentType(header: string | null | undefined): boolean {
  if (!header) return false;
  const [mediaType = '', ...parameters] = header.split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const eq = parameter.indexOf('=');
    const name = (eq < 0 ? parameter : parameter.slice(0, eq)).trim().toLowerCase();
    if (name !== 'charset') return true;
    return parameter.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1').toLowerCase() === 'utf-8';
  });
}

/** Whether JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The request's JSON body, checked as described above; throws an AppError (4xx) otherwise. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw new AppError(415, JSON_MEDIA_TYPE_MESSAGE, 'unsupported_media_type');
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    // A body that cannot be read (already read, or cut off) is not a JSON body.
    throw new BadRequestError(JSON_INVALID_MESSAGE);
  }
  if (bytes.byteLength > MAX_JSON_BYTES) throw new AppError(413, JSON_TOO_LARGE_MESSAGE, 'payload_too_large');
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw new BadRequestError(JSON_INVALID_MESSAGE);
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new BadRequestError(JSON_TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError(JSON_INVALID_MESSAGE);
  }
}

/** The body as a JSON object (not an array, null or a scalar); a 400 otherwise. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  return body as Record<string, unknown>;
}
