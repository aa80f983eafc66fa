-- 004: journal photos (issue 9). Runs unchanged on PGlite and PostgreSQL 15.

-- A photo is taken on a phone, resized there and uploaded once (PUT /api/photos/{id}); the
-- household's other devices fetch it when they show it. It is bytes, not a synced row: a few
-- hundred kilobytes would weigh down every pull. The id is the client's UUID, and a photo never
-- changes once stored, so a second upload of the same id is a no-op.
create table photos (
  household_id uuid not null references households (id),
  id text not null,
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  primary key (household_id, id)
);
