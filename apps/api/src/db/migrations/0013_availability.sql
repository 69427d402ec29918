-- Availability the owner controls (docs/decisions/0039-availability-bitsets-and-rules.md): booking
-- rules per listing, and days the owner blocks.
ALTER TABLE locations
  ADD COLUMN min_booking_days smallint NOT NULL DEFAULT 1,
  ADD COLUMN max_booking_days smallint NOT NULL DEFAULT 90,
  ADD COLUMN notice_days smallint NOT NULL DEFAULT 0,
  ADD COLUMN horizon_days smallint NOT NULL DEFAULT 365,
  ADD COLUMN instant_book boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT locations_booking_rules_check CHECK (
    min_booking_days >= 1 AND max_booking_days >= min_booking_days AND max_booking_days <= 90
    AND notice_days BETWEEN 0 AND 90 AND horizon_days BETWEEN 1 AND 730);
--> statement-breakpoint
CREATE TABLE blocked_days (
  location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  day date NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (location_id, day)
);
--> statement-breakpoint
-- The last word on a request for a blocked day, however it races with the block: blocking takes the
-- listing's row lock as a request's insert does, so one waits for the other, and this check (a fresh
-- snapshot per statement in PL/pgSQL) sees a block committed while the insert waited. It answers as
-- the overlap constraint does (23P01), so the booking service needs no new case.
CREATE FUNCTION refuse_booking_on_blocked_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('pending', 'confirmed') AND EXISTS (
    SELECT 1 FROM blocked_days b
    WHERE b.location_id = NEW.location_id AND b.day BETWEEN NEW.start_date AND NEW.end_date
  ) THEN
    RAISE EXCEPTION 'Those days are blocked by the owner' USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_refuse_blocked_days BEFORE INSERT ON bookings
  FOR EACH ROW EXECUTE FUNCTION refuse_booking_on_blocked_days();
--> statement-breakpoint
-- Blocks and bookings change which dates a listing is free on: announced on the listings' channel,
-- so each process's search index keeps its availability bitsets in step (ADR 0008, 0039).
CREATE TRIGGER blocked_days_notify_insert AFTER INSERT ON blocked_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER blocked_days_notify_update AFTER UPDATE ON blocked_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER blocked_days_notify_delete AFTER DELETE ON blocked_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER bookings_notify_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER bookings_notify_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
CREATE TRIGGER bookings_notify_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_location_change('location_id');
--> statement-breakpoint
-- The private iCal feed of a listing's booked and blocked days (ADR 0039): whoever holds the token
-- reads the feed without a session; 'Make a new link' replaces the token, which ends the old link.
CREATE TABLE calendar_feeds (
  location_id uuid PRIMARY KEY REFERENCES locations(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
