-- A booking write announced its listing on the listings' channel from a trigger, inside the writing
-- transaction. NOTIFY makes PostgreSQL commit notifying transactions one at a time (a lock held until
-- the commit is flushed), so every booking request and approval waited in one line: the bench's
-- requests spent more time waiting for that lock than working (ADR 0033, second amendment).
-- SetSpot's own connections set setspot.app_announces = 'on' and announce the listing after the
-- commit, a batch at a time (db/location-changes.ts); any other writer (an operator's SQL) is still
-- announced by the trigger, as before.
CREATE FUNCTION notify_booking_location_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF current_setting('setspot.app_announces', true) = 'on' THEN
    RETURN NULL;
  END IF;
  FOR ids IN EXECUTE
    'SELECT string_agg(k, '','') FROM (SELECT k, (row_number() OVER () - 1) / 200 AS chunk
       FROM (SELECT DISTINCT location_id::text AS k FROM changed_rows) d) e GROUP BY chunk'
  LOOP
    PERFORM pg_notify('setspot_location_changes', ids);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER bookings_notify_insert ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_notify_update ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_notify_delete ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_notify_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_location_change();
--> statement-breakpoint
CREATE TRIGGER bookings_notify_update AFTER UPDATE ON bookings REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_location_change();
--> statement-breakpoint
CREATE TRIGGER bookings_notify_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_location_change();
