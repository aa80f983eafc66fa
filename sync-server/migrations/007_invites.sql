-- 007: invites can be revoked, and stop working once their creator leaves the household.
-- Runs unchanged on PGlite and PostgreSQL 15.

-- Set when a member revokes the invite or its creator moves to another household. The row is
-- kept rather than deleted: its code stays taken, so a code someone still holds can never be
-- drawn again for another household and lead them there.
alter table invites add column revoked_at timestamptz;

-- Invites handed out by devices that have since left their household were still admitting
-- devices; from now on leaving revokes them, and this closes the ones already left behind.
update invites set revoked_at = now()
where revoked_at is null
  and not exists (
    select 1 from devices d
    where d.id = invites.created_by_device_id and d.household_id = invites.household_id
  );

-- A household's open invites are listed and counted (at most a few per household).
create index invites_household_id_idx on invites (household_id, expires_at);
