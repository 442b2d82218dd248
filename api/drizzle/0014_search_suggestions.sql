-- The hero's location search (issue 15, defect 6): typo-tolerant matching of area, project,
-- developer and listing names. pg_trgm and unaccent are trusted extensions (PostgreSQL 13+),
-- so the database owner may create them; PGlite loads both (api/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so an index cannot call it; naming
-- the dictionary makes this wrapper safe to declare IMMUTABLE, the usual way to index it.
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_name_search_idx" ON "locations" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_title_search_idx" ON "projects" USING gin (search_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "developers_title_search_idx" ON "developers" USING gin (search_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_title_search_idx" ON "listings" USING gin (search_text("title") gin_trgm_ops);
