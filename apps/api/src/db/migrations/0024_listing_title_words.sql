-- The admin search for a title of several words ('Bench space 777'): the title's trigram index read
-- the whole posting list of every common trigram ('ben', ' sp', 'spa', …), 331 index pages for 111
-- rows out of 100,000, where the listings share the words. This index holds each title's words
-- (lower case, split on white space, taken as they are: no parser, no stemming), so the search can
-- look up the words the text must contain and check the text itself on those few rows only
-- (admin-search.repository.ts, ADR 0051 amendment). The expression must stay as the query writes it.
CREATE INDEX "locations_title_words_idx" ON "locations"
  USING gin (array_to_tsvector(array_remove(regexp_split_to_array(lower("title"), '\s+'), '')));
--> statement-breakpoint
-- The admin searches' GIN indexes write each change into the index itself, not into a pending list
-- merged later (fastupdate). Every scan reads the whole pending list: after a burst of writes (the
-- start-up geocoding of 100,000 listings updated 12,000 rows outside HOT), each search read 214
-- pending pages of the city index alone, 3.7 ms of a 5.8 ms search, until a vacuum came. Listings and
-- accounts are written a row at a time and searched far more often; the lists must stay quick.
ALTER INDEX "locations_title_words_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "locations_title_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "locations_city_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "users_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
-- What is pending now goes into the indexes (SET does not move it).
SELECT gin_clean_pending_list(index_name::regclass) FROM unnest(ARRAY['locations_title_trgm_idx',
  'locations_city_trgm_idx', 'users_email_trgm_idx', 'users_name_trgm_idx']) AS index_name;
