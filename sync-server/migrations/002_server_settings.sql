-- 002: values the server generates once and every instance must share (ARCHITECTURE §3).
-- Runs unchanged on PGlite and PostgreSQL 15.

-- Key/value settings. The first entry is `auth_secret`, the HS256 key of access tokens when
-- AUTH_SECRET is not configured: it is inserted with ON CONFLICT DO NOTHING and read back, so
-- instances starting at once on one PostgreSQL all sign with the winner's secret, and tokens
-- stay valid across restarts.
create table server_settings (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
