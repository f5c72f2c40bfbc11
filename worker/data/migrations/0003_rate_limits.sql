-- Fixed-window rate-limit counters (DESIGN §4: exact counters live in D1, never KV).
-- One row per limiter and key: the current window's start and count; expires_at lets old rows go.
CREATE TABLE rate_limits (
  name TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (name, key)
);
CREATE INDEX rate_limits_expires ON rate_limits(expires_at);
