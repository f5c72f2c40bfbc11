/**
 * The database of one request (decision 210): every query goes through a D1 session so read
 * replicas can answer reads. A request that may write starts on the primary; any other starts
 * from the shopper's bookmark (read-your-writes after their own change) or anywhere.
 * Repos keep receiving a `D1Database`, so neither they nor the routes know a session exists.
 */

/** The bookmark cookie: carries the database position of the shopper's last change. */
export const BOOKMARK_COOKIE = '__Host-axle_bookmark';
/** Replica lag is seconds at worst; past this the shopper's own change is everywhere. */
export const BOOKMARK_MAX_AGE_SECONDS = 120;
/** D1 bookmarks are four hex groups (8-8-8-32); anything else never reaches `withSession`. */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A bookmark worth starting from: well formed, else null (a bad cookie is ignored). */
export function validBookmark(value: string | undefined | null): string | null {
  return value && BOOKMARK_SHAPE.test(value) ? value : null;
}

/** Whether a request may change data (and so must see the primary from its first query). */
export function mayWrite(method: string): boolean {
  return !READ_METHODS.has(method.toUpperCase());
}

/** Where the first query of a request goes: the primary for changes, else the bookmark or anywhere. */
export function sessionStart(method: string, bookmark: string | null): D1SessionConstraint | D1SessionBookmark {
  if (mayWrite(method)) return 'first-primary';
  return bookmark ?? 'first-unconstrained';
}

export interface RequestDatabase {
  /** A `D1Database` whose queries run in the request's session. */
  db: D1Database;
  /** The session's latest position (null before its first query). */
  bookmark(): D1SessionBookmark | null;
}

/** Opens the session of one request over a D1 binding. */
export function openRequestDatabase(binding: D1Database, start: D1SessionConstraint | D1SessionBookmark): RequestDatabase {
  const session = binding.withSession(start);
  const db: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    // Sessions have no exec/dump: those run on the primary, as they always did.
    exec: (query) => binding.exec(query),
    dump: () => binding.dump(),
    withSession: (constraintOrBookmark) => binding.withSession(constraintOrBookmark),
  };
  return { db, bookmark: () => session.getBookmark() };
}

/** The bookmark cookie after a change: host-only, HTTPS, script-proof, short-lived. */
export function bookmarkCookie(bookmark: string): string {
  return `${BOOKMARK_COOKIE}=${bookmark}; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** Expires a bookmark cookie that was not a bookmark. */
export function clearedBookmarkCookie(): string {
  return `${BOOKMARK_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;
}
