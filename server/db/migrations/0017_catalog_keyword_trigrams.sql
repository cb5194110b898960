-- A catalogue keyword is matched anywhere in the name, description or version (ILIKE '%…%'), which
-- no b-tree serves: at 100 000 documents a rare keyword read every row. Trigram GIN indexes serve
-- ILIKE on each column, and the planner joins the three with a BitmapOr. (Outside the Drizzle
-- schema: drizzle-kit does not describe operator-class GIN indexes on an extension.)
create extension if not exists pg_trgm;
--> statement-breakpoint
create index if not exists catalog_items_name_trgm_idx on catalog_items using gin (name gin_trgm_ops);
--> statement-breakpoint
create index if not exists catalog_items_description_trgm_idx on catalog_items using gin (description gin_trgm_ops);
--> statement-breakpoint
create index if not exists catalog_items_version_trgm_idx on catalog_items using gin (version gin_trgm_ops);
