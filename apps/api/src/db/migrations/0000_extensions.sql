-- Trigram search and the booking exclusion constraint need these (DESIGN section 3).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
