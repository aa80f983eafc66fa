-- 010: recipes say how many they serve (issue 22). Runs unchanged on PGlite and PostgreSQL 15.
-- Recipes are JSON rows of `entities`, so the field needs no column: this gives every stored
-- recipe written before it a real value. None of them ever stated one (the form had no field
-- and import dropped recipeYield), so each gets 4, the default of @mise/domain
-- (DEFAULT_RECIPE_SERVINGS), which is also what the cooking guide scaled them from until now.
--
-- Each household that holds such a recipe has its version bumped once and the rows stamped
-- with it, as a push would, so that devices pull the changed rows (their copies otherwise
-- keep the old shape until a reset). Tombstones are left alone: nobody reads their data.
with bumped as (
  update households h
  set version = h.version + 1
  where exists (
    select 1
    from entities e
    where e.household_id = h.id
      and e.collection = 'recipes'
      and not e.deleted
      and not (e.data ? 'servings')
  )
  returning h.id, h.version
)
update entities e
set data = e.data || '{"servings": 4}'::jsonb,
    version = bumped.version,
    updated_at = now()
from bumped
where e.household_id = bumped.id
  and e.collection = 'recipes'
  and not e.deleted
  and not (e.data ? 'servings');
