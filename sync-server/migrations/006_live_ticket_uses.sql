-- 006: a live-kitchen ticket opens one socket only. Runs unchanged on PGlite and PostgreSQL 15.

-- The id (jti) of every ticket presented, kept until the ticket would have expired anyway; a
-- second hello with the same ticket, on any instance, finds its row and is refused.
create table live_ticket_uses (
  jti text primary key,
  expires_at timestamptz not null
);
create index live_ticket_uses_expires_idx on live_ticket_uses (expires_at);
