-- Two-factor sign-in (Better Auth's two-factor plugin, ADR 0049): operators must have it in
-- production before any admin route answers. The secret and backup codes are stored encrypted by
-- Better Auth with the auth secret.
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "two_factors" (
  "id" text PRIMARY KEY NOT NULL,
  "secret" text NOT NULL,
  "backup_codes" text NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "verified" boolean DEFAULT true NOT NULL,
  "failed_verification_count" integer DEFAULT 0 NOT NULL,
  "locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "two_factors_user_idx" ON "two_factors" ("user_id");
--> statement-breakpoint
-- The admin lists (bench:admin, 100,000 users and listings, 200,000 bookings): newest first with a
-- stable tie-break, and trigram indexes for the search box's `ILIKE '%text%'`.
CREATE INDEX "users_created_idx" ON "users" ("created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "locations_created_id_idx" ON "locations" ("created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "locations_title_trgm_idx" ON "locations" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bookings_created_id_idx" ON "bookings" ("created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "reports_resolved_idx" ON "reports" ("resolved_at" DESC, "id") WHERE status = 'resolved';
