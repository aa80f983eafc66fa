-- 001: the storage of the sync protocol (ARCHITECTURE §3, §4).
-- Runs unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15: no PG16+ syntax.
-- Households, devices and entities are never deleted by the protocol (a delete is a tombstone),
-- so foreign keys keep the default NO ACTION instead of cascading.

-- The unit of sharing and of sync: every synced row belongs to one household. `version` is the
-- household's change counter: each applied mutation bumps it (UPDATE … RETURNING, so concurrent
-- pushes serialise on this row) and stamps the rows it writes, which makes it the pull cursor.
create table households (
  id uuid primary key default gen_random_uuid(),
  version bigint not null default 0,
  created_at timestamptz not null default now()
);

-- An installation of the app (no login): the identity that holds tokens and belongs to a
-- household. Joining another household with an invite moves the device.
create table devices (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references households (id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index devices_household_id_idx on devices (household_id);

-- A sync client (one browser profile's sync engine) and the last mutation id the server
-- processed for it: what makes push idempotent (lower ids are skipped, gaps are rejected) and
-- what pull returns so the client can drop acknowledged outbox entries.
create table clients (
  id text primary key,
  household_id uuid not null references households (id),
  device_id uuid not null references devices (id),
  last_mutation_id bigint not null default 0,
  updated_at timestamptz not null default now()
);
create index clients_device_id_idx on clients (device_id);

-- Rotating refresh tokens, stored only as hashes. A token is used once; presenting a used one
-- again means it leaked, and the whole family (every token descended from one sign-in) is
-- revoked, hence the index on family_id.
create table refresh_tokens (
  token_hash text primary key,
  device_id uuid not null references devices (id),
  family_id uuid not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_id_idx on refresh_tokens (family_id);

-- Short codes a device hands out so another device can join its household.
create table invites (
  code text primary key,
  household_id uuid not null references households (id),
  created_by_device_id uuid not null references devices (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Every synced row of every collection (pantry items, recipes, grocery items, …) as one JSON
-- object: the mutators are shared with the client, so the server stores what they write
-- instead of mirroring each entity's columns, and a new entity type needs no migration.
-- `version` is the household version of the last write; a delete keeps the row as a tombstone
-- (deleted = true) so pull can tell other devices to drop it. created_at is the server's first
-- sight of the row (kept by later writes), a clock clients cannot skew.
create table entities (
  household_id uuid not null references households (id),
  collection text not null,
  id text not null,
  data jsonb not null,
  version bigint not null,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (household_id, collection, id),
  constraint entities_data_is_object check (jsonb_typeof(data) = 'object')
);
-- Pull: one household's rows with version > cursor, in version order.
create index entities_household_version_idx on entities (household_id, version);
-- The community list: shared, live recipes of every household, newest first. Partial, so it
-- holds only the few rows that list can return.
create index entities_shared_recipes_idx on entities (created_at desc, id)
  where collection = 'recipes' and data ->> 'isShared' = 'true' and not deleted;

-- Mutations that failed validation or a business rule. They still advance
-- clients.last_mutation_id so the queue never stalls; the error is kept here so the client
-- can be told, instead of the write disappearing silently.
create table mutation_errors (
  client_id text not null references clients (id),
  mutation_id bigint not null,
  name text not null,
  message text not null,
  created_at timestamptz not null default now(),
  primary key (client_id, mutation_id)
);
