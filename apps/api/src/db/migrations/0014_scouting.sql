-- Production search and coordinates (docs/decisions/0041-scouting-search-and-map.md).
-- How many crew members a space holds: a production filter beside the spec's scout fields.
ALTER TABLE locations ADD COLUMN max_crew_size integer;
--> statement-breakpoint
ALTER TABLE locations ADD CONSTRAINT locations_max_crew_size_check CHECK (max_crew_size IS NULL OR max_crew_size >= 1);
--> statement-breakpoint
-- The listing's exact point (WGS 84 degrees): private like the street address. Placed from the ZIP
-- code (or the city) by an offline data set when the listing is written, or moved by the owner.
-- Rows written before this column are placed at start-up (modules/geo/backfill-positions.ts).
ALTER TABLE locations ADD COLUMN latitude double precision;
--> statement-breakpoint
ALTER TABLE locations ADD COLUMN longitude double precision;
--> statement-breakpoint
ALTER TABLE locations ADD CONSTRAINT locations_position_check CHECK (
  (latitude IS NULL AND longitude IS NULL)
  OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)
);
