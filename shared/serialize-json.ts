/** JSON safe to embed in an HTML <script>: no '<' can close the tag or open a comment. */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
