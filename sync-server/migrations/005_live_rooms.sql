-- 005: live kitchen rooms (issue 9). Runs unchanged on PGlite and PostgreSQL 15.

-- A room's whole state is one JSON record (what every participant sees, and which device and
-- socket holds each seat), changed under a row lock by whichever server instance a participant
-- is connected to; each change is announced to every instance (LISTEN/NOTIFY on PostgreSQL), so
-- any instance can serve a join and every screen follows. An ended room is deleted.
create table live_rooms (
  id text primary key,
  host_device_id uuid not null references devices (id),
  record jsonb not null,
  version int not null,
  created_at timestamptz not null,
  -- A room idle for 12 hours is deleted by the sweep.
  last_activity_at timestamptz not null,
  -- When the next dropped guest's seat runs out; null while nobody is away.
  sweep_at timestamptz
);
create index live_rooms_last_activity_idx on live_rooms (last_activity_at);
create index live_rooms_sweep_idx on live_rooms (sweep_at) where sweep_at is not null;
create index live_rooms_host_idx on live_rooms (host_device_id);
