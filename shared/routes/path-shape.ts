/**
 * A path with an empty segment (`//`, `///x`, `/fr//`; a backslash reaches us as `/`) names no
 * page of the route table. It follows the unknown-path rule (document 1 §2.1) instead of being
 * read as its non-empty segments, so `//brakes` is never served as if it were `/brakes`, and a
 * path that starts with `//` is never handed to URL parsing as a host (decision 007).
 */
export function hasEmptySegment(pathname: string): boolean {
  return pathname.replaceAll('\\', '/').includes('//');
}
