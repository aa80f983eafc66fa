-- 003: look a community recipe up by id (GET /api/recipes/{id}, favorite, cooking start).
-- Runs unchanged on PGlite and PostgreSQL 15.

-- The primary key starts with household_id, so finding another household's shared recipe by
-- its id alone would walk every shared recipe. Partial, with the predicate of
-- entities_shared_recipes_idx, so it holds only shared, live recipes. Not unique: recipe ids
-- are unique per household only (catalog recipes carry readable ids).
create index entities_shared_recipe_id_idx on entities (id)
  where collection = 'recipes' and data ->> 'isShared' = 'true' and not deleted;
