ALTER TABLE "jobs" ADD COLUMN "key" text;--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_confirmed_end_idx" ON "bookings" USING btree ("end_date") WHERE status = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_key_idx" ON "jobs" USING btree ("key") WHERE done_at is null and failed_at is null;