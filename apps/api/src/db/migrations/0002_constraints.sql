-- What Drizzle's schema cannot say: the constraints that protect money and accounts.

-- No double booking, ever: two live bookings of one location may not share a day.
-- Both end days count, hence the closed range '[]'.
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
  EXCLUDE USING gist (location_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'completed'));
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('filmmaker', 'owner'));
--> statement-breakpoint
-- Every account has a profile, created in the same statement as the account itself.
CREATE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, first_name, last_name, user_type)
  VALUES (NEW.id, NEW.first_name, NEW.last_name, NEW.user_type);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
