-- Every change that can alter what search, featured or a listing card shows is announced on one
-- channel, whoever makes it (API, seed, an operator's SQL): each API instance keeps its search index
-- and result cache in step from these notifications (docs/decisions/0008-in-memory-search-index.md).
-- Payload: changed location ids, comma-separated, 200 to a notification (the payload limit is 8000
-- bytes); '*' when more than 10,000 rows changed at once, which makes each process reload everything.
CREATE FUNCTION notify_location_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text;
  row_count integer;
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('setspot_location_changes', '*');
    RETURN NULL;
  END IF;
  changed_rows := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', TG_ARGV[0])
    ELSE format('SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows', TG_ARGV[0])
  END;
  EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM (%s) c LIMIT 10001) s', changed_rows) INTO row_count;
  IF row_count > 10000 THEN
    PERFORM pg_notify('setspot_location_changes', '*');
    RETURN NULL;
  END IF;
  FOR ids IN EXECUTE format(
    'SELECT string_agg(k, '','') FROM (SELECT k, (row_number() OVER () - 1) / 200 AS chunk
       FROM (SELECT DISTINCT k::text AS k FROM (%s) c(k)) d) e GROUP BY chunk', changed_rows)
  LOOP
    PERFORM pg_notify('setspot_location_changes', ids);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER locations_notify_insert AFTER INSERT ON locations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('id');
--> statement-breakpoint
CREATE TRIGGER locations_notify_update AFTER UPDATE ON locations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('id');
--> statement-breakpoint
CREATE TRIGGER locations_notify_delete AFTER DELETE ON locations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('id');
--> statement-breakpoint
CREATE TRIGGER locations_notify_truncate AFTER TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('id');
--> statement-breakpoint
CREATE TRIGGER location_images_notify_insert AFTER INSERT ON location_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER location_images_notify_update AFTER UPDATE ON location_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER location_images_notify_delete AFTER DELETE ON location_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER reviews_notify_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER reviews_notify_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER reviews_notify_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
