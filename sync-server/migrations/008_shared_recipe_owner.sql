-- 008: a shared recipe's id belongs to the household that shared it first (docs/api.md
-- "Shared recipes"). Another household's row with the same id (a spoof, or a copy a device
-- restored after starting over) is never shown to third parties: every read that crosses
-- households asks whether an older shared row of that id exists, deleted ones included, so an id
-- stays its first owner's even after they delete the recipe.
-- Runs unchanged on PGlite and PostgreSQL 15.

-- Replaces 003's index, which held live rows only: the ownership question needs the deleted
-- ones too, and the visibility of one id is read from the same rows.
create index entities_shared_recipe_claims_idx on entities (id, created_at, household_id)
  where collection = 'recipes' and data ->> 'isShared' = 'true';
drop index entities_shared_recipe_id_idx;
