-- Calendar import (docs/decisions/0044-calendar-import.md): external iCal addresses an owner adds to a
-- listing, the days their events cover, and the events that overlapped a SetSpot booking when synced.
CREATE TABLE imported_calendars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  last_attempt_at timestamptz,
  last_synced_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX imported_calendars_location_idx ON imported_calendars (location_id);
--> statement-breakpoint
CREATE INDEX imported_calendars_due_idx ON imported_calendars (last_attempt_at NULLS FIRST);
--> statement-breakpoint
-- One row per calendar and day (a re-sync replaces the calendar's rows); location_id is copied so the
-- search index and the booking trigger read it like blocked_days.
CREATE TABLE imported_days (
  calendar_id uuid NOT NULL REFERENCES imported_calendars(id) ON DELETE CASCADE,
  location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (calendar_id, day)
);
--> statement-breakpoint
CREATE INDEX imported_days_location_day_idx ON imported_days (location_id, day);
--> statement-breakpoint
-- An imported event that covered days a live SetSpot booking or request held at the sync: kept for the
-- owner to see (the booking stands; the event is not dropped). Replaced at each sync of the calendar.
CREATE TABLE imported_conflicts (
  calendar_id uuid NOT NULL REFERENCES imported_calendars(id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  event_summary text NOT NULL,
  first_day date NOT NULL,
  last_day date NOT NULL,
  PRIMARY KEY (calendar_id, booking_id, first_day)
);
--> statement-breakpoint
-- Imported days refuse requests as blocked days do (same error code, so the booking service needs no
-- new case); the sync takes the listing's row lock as a request's insert does.
CREATE OR REPLACE FUNCTION refuse_booking_on_blocked_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('pending', 'confirmed') AND (EXISTS (
    SELECT 1 FROM blocked_days b
    WHERE b.location_id = NEW.location_id AND b.day BETWEEN NEW.start_date AND NEW.end_date
  ) OR EXISTS (
    SELECT 1 FROM imported_days i
    WHERE i.location_id = NEW.location_id AND i.day BETWEEN NEW.start_date AND NEW.end_date
  )) THEN
    RAISE EXCEPTION 'Those days are blocked by the owner' USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Imported days change which dates a listing is free on: the same change feed as blocks and bookings.
CREATE TRIGGER imported_days_notify_insert AFTER INSERT ON imported_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER imported_days_notify_update AFTER UPDATE ON imported_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER imported_days_notify_delete AFTER DELETE ON imported_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
