// Secrets (never in wrangler.jsonc; `wrangler secret put NAME`, or .dev.vars locally). All optional:
// without them local development uses public defaults, which production refuses (decisions 150, 154).
declare namespace Cloudflare {
  interface Env {
    /** HMAC pepper applied before PBKDF2 (at least 32 characters in production). */
    PASSWORD_PEPPER?: string;
    /** HS256 key of SLAS access tokens (at least 32 characters in production). */
    SLAS_JWT_SECRET?: string;
    /** Turns the key gate on when set. */
    GATE_KEY?: string;
    /** Key of the review moderators' calls (at least 32 characters); moderation is off without it (decision 263). */
    REVIEW_MODERATION_KEY?: string;
    /**
     * Benches only: a request whose `X-Edge-Bypass` header equals it skips the edge HTML cache, so
     * the bench measures renders of the very page the cache serves (decision 279). Unset: ignored.
     */
    EDGE_HTML_BYPASS_TOKEN?: string;
  }
}
